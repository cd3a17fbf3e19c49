// swift-format-ignore-file
// Every use of the catalog below is allowed: no finding.
import Foundation
import Liga

struct UsosDeDomainDeLigaEnUI {
    /// A member reached through a value.
    func apodo(de valor: Equipo) -> String {
        valor.apodoDeDomain
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeDomain
    ) -> Bool {
        switch estado {
        case .final: true
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeDomain
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeDomain]
    ) -> [Int] {
        fichas.map(\.goles)
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeDomain
    ) {}

    /// A property wrapper's type.
    @GuardadoEnDomain
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeDomain
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeDomain)
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeDomain
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeDomain
    {}
}
