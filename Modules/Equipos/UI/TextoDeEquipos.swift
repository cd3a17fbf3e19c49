/// The Equipos screen as plain text, for the headless demo: a title, one line per team
/// ("  Rayo FC: Ana #9, Luis, Marta #1"), then why the last signing failed, if it did.
public enum TextoDeEquipos {
    public static func lineas(de estado: EquiposUiState) -> [String] {
        switch estado {
        case .cargando:
            return [EquiposUiState.titulo, EquiposUiState.textoDeCarga]
        case let .error(mensaje):
            return [EquiposUiState.titulo, mensaje]
        case let .exito(exito):
            var lineas = [EquiposUiState.titulo]
            lineas += exito.filas.map { "  \($0.texto)" }
            if !exito.ultimoAviso.isEmpty {
                lineas.append(EquiposUiState.prefijoDelAviso + exito.ultimoAviso)
            }
            return lineas
        }
    }
}
