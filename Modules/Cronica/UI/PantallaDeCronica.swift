/// The Crónica screen as plain text, for the headless demo.
@MainActor
public enum PantallaDeCronica {
    public static func texto(de viewModel: CronicaViewModel) -> String {
        "Crónica del partido n.º \(viewModel.partidoId)\n\(viewModel.estado.texto)"
    }
}
