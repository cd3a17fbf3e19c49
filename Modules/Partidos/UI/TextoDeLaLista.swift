/// The match list as plain text, for the headless demo: the tournament, the notice if any, then
/// one line per match ("  1  Rayo FC 2-1 Toros", "  3  Rayo FC 1-0 Lobos · en juego, minuto 30",
/// "  9  Lobos 0-0 Rayo FC · sin empezar"),
/// or "Sin partidos".
public enum TextoDeLaLista {
    public static func lineas(de estado: ListaDePartidosUiState) -> [String] {
        let exito: ListaDePartidosUiState.Exito
        switch estado {
        case .cargando: return [ListaDePartidosUiState.textoDeCarga]
        case let .error(mensaje): return [mensaje]
        case let .exito(contenido): exito = contenido
        }
        var lineas = [exito.nombreDelTorneo]
        if !exito.ultimoAviso.isEmpty {
            lineas.append(ListaDePartidosUiState.prefijoDelAviso + exito.ultimoAviso)
        }
        if let sinPartidos = exito.enLugarDeLaLista {
            lineas.append(sinPartidos)
        }
        for fila in exito.filas {
            let enJuego = fila.fase.map { " · \($0)" } ?? ""
            lineas.append("\(numero(fila.id))  \(fila.local) \(fila.marcador) \(fila.visitante)\(enJuego)")
        }
        return lineas
    }

    /// Right-aligned in three columns, so ids up to 999 line up.
    static func numero(_ valor: Int) -> String {
        let texto = String(valor)
        return String(repeating: " ", count: max(0, 3 - texto.count)) + texto
    }
}
