// swift-format-ignore-file
// Every use of the catalog below is a finding, on its own line; the other lines are valid.
import Foundation

struct UsosDeDataEnDomain {
    /// A member reached through a value.
    func apodo(de valor: Equipo) -> String {
        valor.apodoDeData  // expect: layer.own-feature
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeData  // expect: layer.own-feature
    ) -> Bool {
        switch estado {
        case .final: true  // expect: layer.own-feature
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeData  // expect: layer.own-feature
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeData]  // expect: layer.own-feature
    ) -> [Int] {
        fichas.map(\.goles)  // expect: layer.own-feature
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeData  // expect: layer.own-feature
    ) {}

    /// A property wrapper's type.
    @GuardadoEnData  // expect: layer.own-feature
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeData  // expect: layer.own-feature
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeData)  // expect: layer.own-feature
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeData  // expect: layer.own-feature
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeData  // expect: layer.own-feature
    {}
}
