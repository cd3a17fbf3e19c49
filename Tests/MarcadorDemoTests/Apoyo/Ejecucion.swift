import Foundation

/// What one run of `marcador-demo` left behind: its exit status and everything it printed.
struct Ejecucion: Sendable {
    let estado: Int32
    let salida: String
    let error: String
    /// From its start to its end, as the process's end was learnt.
    let duracion: Duration

    var lineas: [String] {
        salida.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var lineasDeError: [String] {
        error.split(separator: "\n").map(String.init)
    }

    /// The expected lines that are not printed in this order (each after the one before it): empty
    /// when the run printed all of them, so a failure shows exactly what is missing.
    func faltanEnOrden(_ esperadas: [String]) -> [String] {
        var restantes = lineas[...]
        var faltan: [String] = []
        for esperada in esperadas {
            if let indice = restantes.firstIndex(of: esperada) {
                restantes = restantes[(indice + 1)...]
            } else {
                faltan.append(esperada)
            }
        }
        return faltan
    }

    /// The lines printed after `inicio` (exclusive) and before `fin` (exclusive).
    func lineas(entre inicio: String, y fin: String) -> [String] {
        let lineas = lineas
        guard let desde = lineas.firstIndex(of: inicio),
            let hasta = lineas[(desde + 1)...].firstIndex(of: fin)
        else { return [] }
        return Array(lineas[(desde + 1)..<hasta])
    }
}
