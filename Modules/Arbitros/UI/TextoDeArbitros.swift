import Core

/// The referees screen as lines of text, for the headless demo and for tests: the words and states
/// of ``ArbitrosUiState``, one per line, the retry as "[Reintentar]".
public enum TextoDeArbitros {
    public static func lineas(de estado: ArbitrosUiState) -> [String] {
        var lineas = [ArbitrosUiState.titulo]
        if let avisoDelAlmacen = estado.avisoDelAlmacen {
            lineas.append(avisoDelAlmacen)
        }
        if let enLugarDeLaLista = estado.enLugarDeLaLista {
            lineas.append(enLugarDeLaLista)
        }
        lineas += estado.arbitros.map(ArbitrosUiState.fila(de:))
        if let actualizando = estado.actualizandoLaLista {
            lineas.append(actualizando)
        }
        if let reintento = estado.reintento {
            lineas += [reintento.motivo, reintento.aviso, "[\(reintento.boton)]"]
        }
        return lineas
    }
}
