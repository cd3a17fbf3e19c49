// swift-format-ignore-file
// Every use of the catalog below is allowed: no finding.
import Core
import Foundation

struct UsosDeRedEnData {
    /// A member reached through a value.
    func apodo(de valor: String) -> String {
        valor.apodoDeRed
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeRed
    ) -> Bool {
        switch estado {
        case .final: true
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeRed
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeRed]
    ) -> [Int] {
        fichas.map(\.goles)
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeRed
    ) {}

    /// A property wrapper's type.
    @GuardadoEnRed
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeRed
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeRed)
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeRed
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeRed
    {}
}
