/// The Crónica screen as plain text, for the headless demo: a title, then the draft, "Publicando…",
/// "Crónica publicada con el n.º 101" or the error.
public enum TextoDeLaCronica {
    public static func lineas(de estado: CronicaUiState) -> [String] {
        [CronicaUiState.titulo] + estado.texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
