// swift-format-ignore-file
// Every use of the catalog below is a finding, on its own line; the other lines are valid.
import Foundation
import Liga

struct UsosDeUIDeLiga {
    /// A member reached through a value.
    func apodo(de valor: Equipo) -> String {
        valor.apodoDeUI  // expect: layer.other-feature
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeUI  // expect: layer.other-feature
    ) -> Bool {
        switch estado {
        case .final: true  // expect: layer.other-feature
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeUI  // expect: layer.other-feature
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeUI]  // expect: layer.other-feature
    ) -> [Int] {
        fichas.map(\.goles)  // expect: layer.other-feature
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeUI  // expect: layer.other-feature
    ) {}

    /// A property wrapper's type.
    @GuardadoEnUI  // expect: layer.other-feature
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeUI  // expect: layer.other-feature
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeUI)  // expect: layer.other-feature
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeUI  // expect: layer.other-feature
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeUI  // expect: layer.other-feature
    {}
}
