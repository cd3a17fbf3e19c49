/// The scorers screen as plain text: a title, then "  1  Ana (Rayo FC) · 3 goles" per scorer.
public enum TextoDeGoleadores {
    public static func lineas(de estado: GoleadoresUiState) -> [String] {
        let exito: GoleadoresUiState.Exito
        switch estado {
        case .cargando: return [GoleadoresUiState.titulo, GoleadoresUiState.textoDeCarga]
        case let .error(mensaje): return [GoleadoresUiState.titulo, mensaje]
        case let .exito(contenido): exito = contenido
        }
        var lineas = ["\(GoleadoresUiState.titulo) · \(exito.nombreDelTorneo)"]
        if let enJuego = exito.enJuego {
            lineas.append(enJuego)
        }
        if let sinGoles = exito.enLugarDeLaTabla {
            lineas.append(sinGoles)
        }
        for fila in exito.filas {
            lineas.append("\(TextoDeLaLista.numero(fila.posicion))  \(fila.jugador) (\(fila.equipo)) · \(fila.golesEnTexto)")
        }
        return lineas
    }
}
