// swift-format-ignore-file
// Every use of the catalog below is allowed: no finding.
import Foundation

struct UsosDeDataEnData {
    /// A member reached through a value.
    func apodo(de valor: Equipo) -> String {
        valor.apodoDeData
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeData
    ) -> Bool {
        switch estado {
        case .final: true
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeData
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeData]
    ) -> [Int] {
        fichas.map(\.goles)
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeData
    ) {}

    /// A property wrapper's type.
    @GuardadoEnData
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeData
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeData)
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeData
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeData
    {}
}
