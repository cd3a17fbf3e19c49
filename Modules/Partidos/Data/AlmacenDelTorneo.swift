public import Core
public import Torneo

/// Where the tournament lives: `torneo.json` in the data folder, through the one store
/// (`ArchivoVersionado`) in the tournament's own format, `FormatoDelTorneo` (version 2; a
/// version 1 file still reads).
public typealias AlmacenDelTorneo = ArchivoVersionado<Torneo>

extension ArchivoVersionado where Valor == Torneo {
    public static var nombreDelArchivo: String { "torneo.json" }

    /// `torneo.json` in `carpeta`.
    public init(en carpeta: CarpetaDeArchivos) {
        self.init(
            en: carpeta, nombre: Self.nombreDelArchivo,
            formato: Formato(codificar: FormatoDelTorneo.codificar, decodificar: { try FormatoDelTorneo.decodificar($0) }))
    }
}
