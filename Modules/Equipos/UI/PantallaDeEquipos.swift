/// The Equipos screen as plain text, for the headless demo: one line per team, then the error if any.
@MainActor
public enum PantallaDeEquipos {
    public static func texto(de viewModel: EquiposViewModel) -> String {
        var lineas = ["Equipos"]
        lineas += viewModel.filas.map { "  \($0.texto)" }
        if let error = viewModel.error {
            lineas.append("Error: \(error)")
        }
        return lineas.joined(separator: "\n")
    }
}
