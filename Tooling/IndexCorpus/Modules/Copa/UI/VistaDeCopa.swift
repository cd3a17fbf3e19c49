import Core
import Liga

struct VistaDeCopa {
    // Another feature's Data.
    let repositorio = RepositorioDeLiga()  // expect: layer.other-feature
    // Core's Logging.
    func anotar() { Registro.anotar("hola") }
}
