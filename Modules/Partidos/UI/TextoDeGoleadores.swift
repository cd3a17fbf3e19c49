/// The scorers screen as plain text: a title, then "  1  Ana (Rayo FC) · 3 goles" per scorer.
public enum TextoDeGoleadores {
    public static func lineas(de estado: GoleadoresUiState) -> [String] {
        var lineas = ["\(GoleadoresUiState.titulo) · \(estado.nombreDelTorneo)"]
        if let enJuego = estado.enJuego {
            lineas.append(enJuego)
        }
        if let sinGoles = estado.enLugarDeLaTabla {
            lineas.append(sinGoles)
        }
        for fila in estado.filas {
            lineas.append("\(TextoDeLaLista.numero(fila.posicion))  \(fila.jugador) (\(fila.equipo)) · \(fila.golesEnTexto)")
        }
        return lineas
    }
}
