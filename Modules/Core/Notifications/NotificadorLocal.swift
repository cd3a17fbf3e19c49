#if canImport(UserNotifications)
    import Foundation
    import UserNotifications

    /// Notices as local notifications (`UNUserNotificationCenter`), so a goal reaches the person with
    /// the app in the background. Permission is asked once, when the first notice arrives; if it is
    /// refused, notices are dropped (the screens still show every goal).
    ///
    /// `notificar` returns at once: notices go through one queue, delivered in the order they were
    /// given by a single task, so two goals of the same minute never swap places. The system shows
    /// nothing while the app is in the foreground unless the app sets a notification centre
    /// delegate; the scoreboard is on screen then.
    ///
    /// Needs an app bundle: `UNUserNotificationCenter.current()` stops a process that has none (an
    /// executable started with `swift run`), so such a process uses `NotificadorDeSistema`.
    public final class NotificadorLocal: Notificador {
        private struct Aviso: Sendable {
            let titulo: String
            let cuerpo: String
        }

        private let avisos: AsyncStream<Aviso>.Continuation

        /// Each notice's identifier comes from the `\.uuid` dependency value, captured here.
        public init() {
            let (flujo, avisos) = AsyncStream.makeStream(of: Aviso.self)
            self.avisos = avisos
            @Dependency(\.uuid) var uuid
            Task { [uuid] in await Self.entregar(flujo, identificadores: uuid) }
        }

        deinit {
            avisos.finish()
        }

        public func notificar(titulo: String, cuerpo: String) {
            avisos.yield(Aviso(titulo: titulo, cuerpo: cuerpo))
        }

        /// Runs until the notifier goes away; asks for permission before the first delivery only.
        private static func entregar(_ flujo: AsyncStream<Aviso>, identificadores: GeneradorDeUUID) async {
            let centro = UNUserNotificationCenter.current()
            var permitido: Bool?
            for await aviso in flujo {
                if permitido == nil {
                    permitido = (try? await centro.requestAuthorization(options: [.alert, .sound])) ?? false
                }
                guard permitido == true else { continue }
                let contenido = UNMutableNotificationContent()
                contenido.title = aviso.titulo
                contenido.body = aviso.cuerpo
                contenido.sound = .default
                // No trigger: shown now. A fresh identifier, so one notice never replaces another.
                let peticion = UNNotificationRequest(identifier: identificadores().uuidString, content: contenido, trigger: nil)
                do {
                    try await centro.add(peticion)
                } catch {
                    Registro.anotar("No se pudo mostrar el aviso «\(aviso.titulo)»: \(error.localizedDescription)")
                }
            }
        }
    }
#endif
