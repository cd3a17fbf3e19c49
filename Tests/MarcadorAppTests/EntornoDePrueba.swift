import Core
import CoreTestSupport
import Foundation
import Testing

/// The environment every app test runs in: a fixed date and a clock that never waits.
extension Trait where Self == TraitDeDependencias {
    static var entornoDePrueba: Self {
        .dependencias {
            $0.date = .constante(EntornoDePrueba.fecha)
            $0.continuousClock = RelojInmediato()
        }
    }
}

enum EntornoDePrueba {
    static let fecha = Date(timeIntervalSince1970: 1_800_000_000)
}
