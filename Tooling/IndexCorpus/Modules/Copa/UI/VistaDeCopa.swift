import Core
import Liga

struct VistaDeCopa {
    // Another feature's Data.
    let repositorio = RepositorioDeLiga()  // expect: layer.other-feature
    // Allowed: another feature's Domain, and Core's Logging.
    let equipo = Equipo(nombre: "Rayo")
    func anotar() { Registro.anotar("hola") }
}
