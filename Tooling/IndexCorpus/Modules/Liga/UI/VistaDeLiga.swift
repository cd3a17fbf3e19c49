// swift-format-ignore-file
// Its names break the style on purpose: it is a test case of Tooling/index-differential.sh.
import Core

@propertyWrapper
struct Entorno<Valor> {
    var wrappedValue: Valor? { nil }
    init(_ tipo: Valor.Type) {}
}

struct VistaDeLiga {
    // Breaks: UI names its own Data, as an attribute argument.
    @Entorno(RepositorioDeLiga.self) var repositorio
    // Allowed: its own Domain.
    let equipo = Equipo(nombre: "Rayo")

    func etiqueta(RepositorioDeLiga: Int) {}
    func llamar() { etiqueta(RepositorioDeLiga: 1) }

    // Breaks: names starting beyond ASCII and with an underscore.
    func raros() -> Any { (ÁrbitroEnCaché(), _Oculto()) }

    struct Anidado {
        struct RepositorioDeLiga {}
        let dentro = RepositorioDeLiga()
    }

    // Breaks: Core's Network from UI.
    let servicio = Servicio()

    // Known gaps of the lexical check, which the index sees: a function of Data, and an alias
    // declared where every layer may look that names Core's Network.
    func huecos() -> Any { (cargarLiga(), Atajo()) }
}
