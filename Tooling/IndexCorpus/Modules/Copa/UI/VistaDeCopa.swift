import Core
import Liga

struct VistaDeCopa {
    // Breaks: another feature's Data.
    let repositorio = RepositorioDeLiga()
    // Allowed: Core's Logging.
    func anotar() { Registro.anotar("hola") }
}
