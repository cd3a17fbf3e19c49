/// The Crónica screen as plain text, for the headless demo: a title, then the draft, "Publicando la
/// crónica…", "Crónica publicada con el n.º 101" or why it failed; after a failed publication, the
/// retry as "[Reintentar]".
public enum TextoDeLaCronica {
    public static func lineas(de estado: CronicaUiState) -> [String] {
        switch estado {
        case .cargando:
            return [CronicaUiState.titulo, CronicaUiState.textoDeCarga]
        case let .error(mensaje):
            return [CronicaUiState.titulo, mensaje]
        case let .exito(exito):
            let lineas = [CronicaUiState.titulo] + exito.texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard exito.publicacion == .noPublicada else { return lineas }
            return lineas + ["[\(CronicaUiState.reintentar)]"]
        }
    }
}
