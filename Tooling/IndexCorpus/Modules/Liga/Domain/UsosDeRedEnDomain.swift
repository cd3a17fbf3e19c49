// swift-format-ignore-file
// Every use of the catalog below is a finding, on its own line; the other lines are valid.
import Core
import Foundation

struct UsosDeRedEnDomain {
    /// A member reached through a value.
    func apodo(de valor: String) -> String {
        valor.apodoDeRed  // expect: layer.restricted-core
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeRed  // expect: layer.restricted-core
    ) -> Bool {
        switch estado {
        case .final: true  // expect: layer.restricted-core
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeRed  // expect: layer.restricted-core
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeRed]  // expect: layer.restricted-core
    ) -> [Int] {
        fichas.map(\.goles)  // expect: layer.restricted-core
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeRed  // expect: layer.restricted-core
    ) {}

    /// A property wrapper's type.
    @GuardadoEnRed  // expect: layer.restricted-core
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeRed  // expect: layer.restricted-core
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeRed)  // expect: layer.restricted-core
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeRed  // expect: layer.restricted-core
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeRed  // expect: layer.restricted-core
    {}
}
