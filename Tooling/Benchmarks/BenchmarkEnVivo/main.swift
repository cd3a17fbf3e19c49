// The live scoreboard's drawing: a whole match played frame by frame (every minute, a goal blinking
// four times), each frame laid out and turned into terminal text two ways in the same run: only the
// cells that changed (what `marcador-demo --en-vivo` writes) against clearing and redrawing the
// screen. Prints frames per second and bytes per frame for both, and their ratios. Printed, never
// asserted: timings depend on the machine.
//
//     swift run -c release BenchmarkEnVivo [matches] [columns] [rows]

import Core
import Foundation
import Marcador
import Torneo

let argumentos = CommandLine.arguments.dropFirst().compactMap(Int.init)
let partidos = argumentos.first ?? 40
let ancho = argumentos.dropFirst().first ?? 80
let alto = argumentos.dropFirst(2).first ?? 24

/// Every screen state of one match, in the order the live view shows them.
func estadosDeUnPartido() throws -> [PantallaEnVivo] {
    var estados: [PantallaEnVivo] = []
    let guion = Ejemplo.rayoContraToros.eventos
    for minuto in 0...90 {
        let partido = try Partido(local: Ejemplo.rayo, visitante: Ejemplo.toros, eventos: guion.filter { $0.minuto <= minuto })
        let ultimoGol = partido.eventos.last { if case .gol = $0 { true } else { false } }
        let golDeAhora = ultimoGol.flatMap { gol -> String? in
            guard case let .gol(enElMinuto, jugador, equipo) = gol, enElMinuto == minuto else { return nil }
            return "¡Gol! \(jugador.nombre) (\(equipo.nombre)), minuto \(enElMinuto)"
        }
        let exito = MarcadorUiState.Exito(
            partidoId: 1, partido: partido, marcador: partido.marcador, minuto: minuto, corriendo: minuto < 90,
            ultimoAviso: minuto >= 15 ? "minuto \(minuto / 15 * 15) con \(partido.marcador)" : "", duracion: 90)
        for parpadeo in 0..<(golDeAhora == nil ? 1 : 4) {
            estados.append(
                PantallaEnVivo(
                    barra: "▶ Rayo FC \(partido.marcador) Toros · minuto \(minuto)", exito: exito, fase: minuto < 90 ? .enJuego : .final,
                    destello: golDeAhora.map { PantallaEnVivo.Destello(texto: $0, encendido: parpadeo.isMultiple(of: 2)) }, aviso: nil,
                    pie: [], ayuda: "l gol local · v gol visitante · p pausa · n minuto siguiente · q salir"))
        }
    }
    return estados
}

/// Draws every state of `partidos` matches; returns the seconds taken and the bytes written.
func medir(_ estados: [PantallaEnVivo], soloCambios: Bool) -> (segundos: Double, bytes: Int) {
    let reloj = ContinuousClock()
    var bytes = 0
    let tiempo = reloj.measure {
        for _ in 0..<partidos {
            var anterior: Lienzo?
            for estado in estados {
                let fotograma = FotogramaEnVivo.dibujar(estado, ancho: ancho, alto: alto)
                let lienzo = Lienzo(ancho: ancho, alto: alto, lineas: fotograma.lineas, resaltadas: fotograma.resaltadas)
                bytes += (soloCambios ? lienzo.dibujo(desde: anterior) : lienzo.dibujoCompleto()).utf8.count
                anterior = lienzo
            }
        }
    }
    let (segundos, attosegundos) = tiempo.components
    return (Double(segundos) + Double(attosegundos) / 1e18, bytes)
}

let estados = try estadosDeUnPartido()
let fotogramas = estados.count * partidos
// Warm up once, then measure both ways alternately so neither gets a quieter machine.
_ = medir(estados, soloCambios: true)
var cambios: [(segundos: Double, bytes: Int)] = []
var completos: [(segundos: Double, bytes: Int)] = []
for _ in 0..<3 {
    cambios.append(medir(estados, soloCambios: true))
    completos.append(medir(estados, soloCambios: false))
}
let mejorCambios = cambios.min { $0.segundos < $1.segundos }!
let mejorCompleto = completos.min { $0.segundos < $1.segundos }!

func linea(_ nombre: String, _ medida: (segundos: Double, bytes: Int)) -> String {
    let porSegundo = Double(fotogramas) / medida.segundos
    let porFotograma = Double(medida.bytes) / Double(fotogramas)
    return
        "\(nombre.padding(toLength: 22, withPad: " ", startingAt: 0)) \(String(format: "%10.0f", porSegundo)) frames/s  \(String(format: "%8.1f", porFotograma)) bytes/frame"
}

print("BenchmarkEnVivo: \(partidos) matches × \(estados.count) frames at \(ancho)×\(alto), best of 3 each")
print(linea("changed cells only", mejorCambios))
print(linea("full redraw", mejorCompleto))
print(
    String(
        format: "ratio (changed / full): %.2f× the time, %.3f× the bytes", mejorCambios.segundos / mejorCompleto.segundos,
        Double(mejorCambios.bytes) / Double(mejorCompleto.bytes)))
