public import Core

/// The saved referee list: `arbitros.json` in the data folder, through the one store
/// (`ArchivoVersionado`) in the versioned envelope. Version 1: `[{"id", "nombre", "ciudad"}]`.
public typealias AlmacenDeArbitros = ArchivoVersionado<[Arbitro]>

extension ArchivoVersionado where Valor == [Arbitro] {
    public static var nombreDelArchivo: String { "arbitros.json" }

    /// `arbitros.json` in `carpeta`.
    public init(en carpeta: CarpetaDeArchivos) {
        self.init(en: carpeta, nombre: Self.nombreDelArchivo, version: 1)
    }
}
