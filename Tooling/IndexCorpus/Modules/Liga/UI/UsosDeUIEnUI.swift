// swift-format-ignore-file
// Every use of the catalog below is allowed: no finding.
import Foundation

struct UsosDeUIEnUI {
    /// A member reached through a value.
    func apodo(de valor: Equipo) -> String {
        valor.apodoDeUI
    }

    /// An enum case, its type inferred.
    func esFinal(
        _ estado: EstadoDeUI
    ) -> Bool {
        switch estado {
        case .final: true
        default: false
        }
    }

    /// A global.
    func limite() -> Int {
        limiteDeUI
    }

    /// A key path.
    func goles(
        de fichas: [FichaDeUI]
    ) -> [Int] {
        fichas.map(\.goles)
    }

    /// A default argument.
    func registrar(
        limite: Int = limiteDeUI
    ) {}

    /// A property wrapper's type.
    @GuardadoEnUI
    var guardado = 0

    /// A macro argument.
    let filtro = #Predicate<Int> {
        $0 > limiteDeUI
    }

    /// A closure parameter's type.
    let contar = {
        (lote: LoteDeUI)
        in 1
    }

    /// A generic constraint, in the parameter list and in a where clause.
    func leer<
        Fuente: FuenteDeUI
    >(_ fuente: Fuente) {}
    func leerTambien<Fuente>(_ fuente: Fuente)
    where
        Fuente: FuenteDeUI
    {}
}
