import Core

/// The log line of the scene's life cycle, written by the app's root when its `scenePhase` changes:
/// "scenePhase: active -> inactive".
public enum RegistroDeLaEscena {
    public static func linea<Fase>(de antigua: Fase, a nueva: Fase) -> String {
        "scenePhase: \(antigua) -> \(nueva)"
    }

    public static func anotar<Fase>(de antigua: Fase, a nueva: Fase) {
        Registro.anotar(linea(de: antigua, a: nueva))
    }
}
