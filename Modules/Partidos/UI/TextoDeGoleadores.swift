/// The scorers screen as plain text: a title, then "  1  Ana (Rayo FC) · 3 goles" per scorer.
public enum TextoDeGoleadores {
    public static func lineas(de estado: GoleadoresUiState) -> [String] {
        var lineas = ["Goleadores · \(estado.nombreDelTorneo)"]
        if let enJuego = estado.enJuego {
            lineas.append(enJuego)
        }
        if estado.filas.isEmpty {
            lineas.append("Todavía no ha marcado nadie.")
        }
        for fila in estado.filas {
            let goles = fila.goles == 1 ? "1 gol" : "\(fila.goles) goles"
            lineas.append("\(TextoDeLaLista.numero(fila.posicion))  \(fila.jugador) (\(fila.equipo)) · \(goles)")
        }
        return lineas
    }
}
