/// The referees screen as lines of text, for the headless demo and for tests: the words and states
/// of ``ArbitrosUiState``, one per line, the retry as "[Reintentar]".
public enum TextoDeArbitros {
    public static func lineas(de estado: ArbitrosUiState) -> [String] {
        var lineas = [ArbitrosUiState.titulo]
        switch estado {
        case .cargando:
            lineas.append(ArbitrosUiState.buscando)
        case let .error(mensaje):
            lineas.append(mensaje)
        case let .exito(exito):
            if let enLugarDeLaLista = exito.enLugarDeLaLista {
                lineas.append(enLugarDeLaLista)
            }
            lineas += exito.arbitros.map(ArbitrosUiState.fila(de:))
            if let actualizando = exito.actualizandoLaLista {
                lineas.append(actualizando)
            }
            if !exito.ultimoAviso.isEmpty {
                lineas.append(exito.ultimoAviso)
            }
            if let reintento = exito.reintento {
                lineas.append("[\(reintento)]")
            }
        }
        return lineas
    }
}
