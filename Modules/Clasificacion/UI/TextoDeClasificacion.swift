/// The league table as plain text: a title, the matches counted in play, then a heading and one
/// aligned line per team, "  1  Rayo FC    3  2  1  0   5   2  +3    7  ▶ en juego".
public enum TextoDeClasificacion {
    public static func lineas(de estado: ClasificacionUiState) -> [String] {
        let exito: ClasificacionUiState.Exito
        switch estado {
        case .cargando: return [ClasificacionUiState.titulo, ClasificacionUiState.textoDeCarga]
        case let .error(mensaje): return [ClasificacionUiState.titulo, mensaje]
        case let .exito(contenido): exito = contenido
        }
        var lineas = ["\(ClasificacionUiState.titulo) · \(exito.nombreDelTorneo)"] + exito.lineasEnJuego
        if let sinEquipos = exito.enLugarDeLaTabla {
            lineas.append(sinEquipos)
        } else {
            let ancho = max(ClasificacionUiState.columnaDelEquipo.count, exito.filas.map(\.equipo.count).max() ?? 0)
            let cabecera = ClasificacionUiState.columnas.map { derecha($0, 4) }.joined()
            lineas.append("     \(izquierda(ClasificacionUiState.columnaDelEquipo, ancho))\(cabecera)")
            for (indice, fila) in exito.filas.enumerated() {
                let cifras = ClasificacionUiState.Exito.cifras(de: fila).map { derecha($0, 4) }.joined()
                let marca = fila.enJuego ? "  \(ClasificacionUiState.marcaEnJuego)" : ""
                lineas.append("\(derecha(String(indice + 1), 3))  \(izquierda(fila.equipo, ancho))\(cifras)\(marca)")
            }
        }
        if !exito.ultimoAviso.isEmpty {
            lineas.append(ClasificacionUiState.prefijoDelAviso + exito.ultimoAviso)
        }
        return lineas
    }

    private static func derecha(_ texto: String, _ ancho: Int) -> String {
        String(repeating: " ", count: max(0, ancho - texto.count)) + texto
    }

    private static func izquierda(_ texto: String, _ ancho: Int) -> String {
        texto + String(repeating: " ", count: max(0, ancho - texto.count))
    }
}
