/// The Crónica screen as plain text, for the headless demo: a title, then the draft, "Publicando la
/// crónica…", "Crónica publicada con el n.º 101" or the error; after a failed publication, the
/// retry as "[Reintentar]".
public enum TextoDeLaCronica {
    public static func lineas(de estado: CronicaUiState) -> [String] {
        let lineas = [CronicaUiState.titulo] + estado.texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard case .noPublicada = estado else { return lineas }
        return lineas + ["[\(CronicaUiState.reintentar)]"]
    }
}
