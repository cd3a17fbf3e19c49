public enum Registro {
    public static func anotar(_ linea: String) {}
}

/// Allowed everywhere, naming what only Data may use.
public typealias Atajo = Servicio
