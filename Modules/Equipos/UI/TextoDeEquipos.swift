/// The Equipos screen as plain text, for the headless demo: a title, one line per team
/// ("  Rayo FC: Ana #9, Luis, Marta #1"), then the error if the last signing failed.
public enum TextoDeEquipos {
    public static func lineas(de estado: EquiposUiState) -> [String] {
        var lineas = [EquiposUiState.titulo]
        lineas += estado.filas.map { "  \($0.texto)" }
        if let error = estado.error {
            lineas.append("Error: \(error)")
        }
        return lineas
    }
}
