/// Tells the person something happened (a goal, a minute mark), even away from the screen.
public protocol Notificador: Sendable {
    func notificar(titulo: String, cuerpo: String)
}
