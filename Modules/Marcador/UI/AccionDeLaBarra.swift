/// What a tap on the bar of the match in play asks for. The bar only says what was tapped; the app,
/// which owns the navigation and the match in play, decides what happens.
public enum AccionDeLaBarra: Equatable, Sendable {
    /// Show the screen of match `id`.
    case abrirPartido(Int)
    /// Close the finished match: the bar goes away.
    case cerrar
}
