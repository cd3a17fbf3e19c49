import Arbitros
import Core
import CoreTestSupport
import Foundation
import MarcadorApp
import Partidos
import Testing

/// The environment every app test runs in: a fixed date, real-time and match clocks that never wait,
/// and deadlines that fire only when a test moves their clock (none does).
extension Trait where Self == TraitDeDependencias {
    static var entornoDePrueba: Self {
        .dependencias {
            $0.date = .constante(EntornoDePrueba.fecha)
            $0.continuousClock = RelojInmediato()
            $0.relojDelPartido = RelojInmediato()
            $0.temporizador = .sobre(RelojPasoAPaso())
        }
    }
}

enum EntornoDePrueba {
    static let fecha = instanteDeLasPruebas

    /// The real container, its data in `carpeta` (in memory without one), answered by `servicio`,
    /// at one millisecond a minute.
    @MainActor
    static func contenedor(
        en carpeta: CarpetaTemporal?, servidor: ServidorDeLaApp = .deEjemplo(ServicioDeEjemplo())
    ) -> ContenedorDeLaApp {
        // The stores name a set-aside copy after this date even when built outside the trait.
        let contenedor = withDependencies {
            $0.date = .constante(fecha)
        } operation: {
            ContenedorDeLaApp(
                servidor: servidor, carpeta: carpeta.map { CarpetaDeArchivos($0.url) }, ajustes: .carpeta, notificador: NotificadorEspia())
        }
        contenedor.ajustes.msPorMinuto = 1
        return contenedor
    }
}
