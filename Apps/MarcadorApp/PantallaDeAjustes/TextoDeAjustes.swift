/// The settings screen as plain text: the title, the duration with its choices ("(•) 90 minutos"),
/// what it means, and the notice when the choice could not be saved.
public enum TextoDeAjustes {
    public static func lineas(de estado: AjustesUiState) -> [String] {
        switch estado {
        case .cargando:
            return [AjustesUiState.titulo, AjustesUiState.textoDeCarga]
        case let .error(mensaje):
            return [AjustesUiState.titulo, mensaje]
        case let .exito(exito):
            var lineas = [AjustesUiState.titulo, AjustesUiState.etiquetaDeLaDuracion]
            lineas += exito.opciones.map { "  \($0.elegida ? "(•)" : "( )") \($0.texto)" }
            lineas.append(exito.explicacion)
            if !exito.ultimoAviso.isEmpty {
                lineas.append(AjustesUiState.prefijoDelAviso + exito.ultimoAviso)
            }
            return lineas
        }
    }
}
