// swift-format-ignore-file
// Its names break the style on purpose: each is a case the checker must read as the compiler does.
import Core

@propertyWrapper
struct Entorno<Valor> {
    var wrappedValue: Valor? { nil }
    init(_ tipo: Valor.Type) {}
}

struct VistaDeLiga {
    // UI names its own Data as an attribute argument.
    @Entorno(RepositorioDeLiga.self) var repositorio  // expect: layer.own-feature
    // Its own Domain.
    let equipo = Equipo(nombre: "Rayo")

    // Argument labels spelled like a Data type name nothing.
    func etiqueta(RepositorioDeLiga: Int) {}
    func llamar() { etiqueta(RepositorioDeLiga: 1) }

    // Names that start beyond ASCII and with an underscore.
    func raros() -> Any {
        (ÁrbitroEnCaché(),  // expect: layer.own-feature
         _Oculto())  // expect: layer.own-feature
    }

    // A nested type of the same name shadows the Data type inside its enclosing type.
    struct Anidado {
        struct RepositorioDeLiga {}
        let dentro = RepositorioDeLiga()
    }

    // Core's Network from UI.
    let servicio = Servicio()  // expect: layer.restricted-core

    // A function of Data, and an alias declared in Core's Logging (allowed everywhere) that names
    // Core's Network: followed to what it names.
    func llamadas() -> Any {
        (cargarLiga(),  // expect: layer.own-feature
         Atajo())  // expect: layer.restricted-core
    }
}
