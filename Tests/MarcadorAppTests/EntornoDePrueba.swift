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
        en carpeta: CarpetaTemporal?, servicio: any ServicioDelTorneo = ServicioDeEjemplo()
    ) -> ContenedorDeLaApp {
        let fechas = GeneradorDeFechas.constante(fecha)
        let contenedor = ContenedorDeLaApp(
            servicio: servicio,
            almacenDelTorneo: carpeta.map { AlmacenDelTorneo(carpeta: $0.url, ahora: { fechas.now }) },
            almacenDeArbitros: carpeta.map { AlmacenDeArbitros(carpeta: $0.url, ahora: { fechas.now }) },
            notificador: NotificadorEspia()
        )
        contenedor.ajustes.msPorMinuto = 1
        return contenedor
    }
}
