// swift-format-ignore-file
// Every use of the catalog below is a finding, on its own line; the other lines are valid.
import Foundation
import Liga

struct UsosDeDataDeLiga {
    /// A member reached through a value.
    func apodo(de valor: Equipo) -> String {
        valor.apodoDeData  // expect: layer.other-feature
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeData  // expect: layer.other-feature
    ) -> Bool {
        switch estado {
        case .final: true  // expect: layer.other-feature
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeData  // expect: layer.other-feature
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeData]  // expect: layer.other-feature
    ) -> [Int] {
        fichas.map(\.goles)  // expect: layer.other-feature
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeData  // expect: layer.other-feature
    ) {}

    /// A property wrapper's type.
    @GuardadoEnData  // expect: layer.other-feature
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeData  // expect: layer.other-feature
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeData)  // expect: layer.other-feature
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeData  // expect: layer.other-feature
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeData  // expect: layer.other-feature
    {}
}
