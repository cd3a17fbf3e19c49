/// The settings screen as plain text: the title, the duration with its choices ("(•) 90 minutos"),
/// what it means, and the notice when the choice could not be saved.
public enum TextoDeAjustes {
    public static func lineas(de estado: AjustesUiState) -> [String] {
        var lineas = [AjustesUiState.titulo, AjustesUiState.etiquetaDeLaDuracion]
        lineas += estado.opciones.map { "  \($0.elegida ? "(•)" : "( )") \($0.texto)" }
        lineas.append(estado.explicacion)
        if let aviso = estado.aviso {
            lineas.append("Aviso: \(aviso)")
        }
        return lineas
    }
}
