import Core
import CoreTestSupport
import Foundation
import Testing

/// The environment every app test runs in: a fixed date, real-time and match clocks that never wait,
/// and deadlines that fire only when a test moves their clock (none does).
extension Trait where Self == TraitDeDependencias {
    static var entornoDePrueba: Self {
        .dependencias {
            $0.date = .constante(EntornoDePrueba.fecha)
            $0.continuousClock = RelojInmediato()
            $0.relojDelPartido = RelojInmediato()
            $0.temporizador = .sobre(RelojDePrueba())
        }
    }
}

enum EntornoDePrueba {
    static let fecha = ahoraFijo
}
