/// The Clasificacion screen as plain text: its title, one line per name (or what stands in for them),
/// and why the last name was refused.
public enum TextoDeClasificacion {
    public static func lineas(de estado: ClasificacionUiState) -> [String] {
        switch estado {
        case .cargando:
            return [ClasificacionUiState.titulo, ClasificacionUiState.textoDeCarga]
        case let .error(mensaje):
            return [ClasificacionUiState.titulo, mensaje]
        case let .exito(exito):
            var lineas = [ClasificacionUiState.titulo]
            lineas += exito.nombres.isEmpty ? [ClasificacionUiState.vacio] : exito.nombres.map { "  \($0)" }
            if !exito.ultimoAviso.isEmpty { lineas.append(exito.ultimoAviso) }
            return lineas
        }
    }
}
