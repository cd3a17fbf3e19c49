/// The system's notifier. Without a notification centre (Linux, the headless demo) each notice is a
/// log line "🔔 titulo — cuerpo", so it shows on standard error and tests can observe it.
public struct NotificadorDeSistema: Notificador {
    public init() {}

    public func notificar(titulo: String, cuerpo: String) {
        Registro.anotar("🔔 \(titulo) — \(cuerpo)")
    }
}
