import Core

/// The referees screen as lines of text, for the headless demo and for tests.
public enum ArbitrosEnTexto {
    public static let titulo = "Árbitros"
    public static let buscando = "Buscando árbitros…"
    public static let sinArbitros = "Sin árbitros guardados"
    public static let actualizando = "Actualizando…"
    public static let reintentar = "[Reintentar]"

    public static func lineas(de estado: ArbitrosUiState) -> [String] {
        var lineas = [titulo]
        if let avisoDelAlmacen = estado.avisoDelAlmacen {
            lineas.append(avisoDelAlmacen)
        }
        if estado.arbitros.isEmpty {
            lineas.append(estado.refrescando ? buscando : sinArbitros)
        } else {
            lineas += estado.arbitros.map(fila(de:))
            if estado.refrescando {
                lineas.append(actualizando)
            }
        }
        if let errorDeRed = estado.errorDeRed, let aviso = estado.aviso {
            lineas += [errorDeRed.mensaje, aviso, reintentar]
        }
        return lineas
    }

    /// "Leanne Graham · Gwenborough".
    public static func fila(de arbitro: Arbitro) -> String {
        "\(arbitro.nombre) · \(arbitro.ciudad)"
    }
}
