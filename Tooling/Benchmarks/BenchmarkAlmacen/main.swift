// Times saving and loading a large tournament through AlmacenJSON against encoding and decoding the
// same tournament in memory with the same format (JSONEncoder + JSONDecoder), so the ratio is the
// cost of the store itself: the atomic write, the fsync, the read. Goal: at most 1.5×. Printed,
// never asserted: timings depend on the machine.
//
//     swift run -c release BenchmarkAlmacen [matches] [repetitions]

import Core
import Foundation
import Torneo

let argumentos = CommandLine.arguments.dropFirst().compactMap(Int.init)
let numeroDePartidos = argumentos.first ?? 10_000
let repeticiones = argumentos.dropFirst().first ?? 5
let objetivo = 1.5

/// A deterministic tournament: the same teams, matches and events on every run.
func torneoGrande(partidos numeroDePartidos: Int) throws -> Torneo {
    var semilla: UInt64 = 2026
    func siguiente(_ limite: Int) -> Int {
        // A linear congruential generator: reproducible without depending on the platform's random.
        semilla = semilla &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((semilla >> 33) % UInt64(limite))
    }
    let equipos = try (1...20).map { numero in
        try Equipo(
            nombre: "Equipo \(numero)",
            plantilla: (1...16).map { (dorsal: Int) in try Jugador(nombre: "Jugador \(numero)-\(dorsal)", dorsal: dorsal) }
        )
    }
    var partidos: [Partido] = []
    partidos.reserveCapacity(numeroDePartidos)
    for indice in 0..<numeroDePartidos {
        let local = equipos[indice % equipos.count]
        let visitante = equipos[(indice + 1 + indice / equipos.count % (equipos.count - 1)) % equipos.count]
        var eventos: [EventoDePartido] = []
        for _ in 0..<siguiente(8) {
            let equipo = siguiente(2) == 0 ? local : visitante
            let posicion = siguiente(equipo.plantilla.count)
            let jugador = equipo.plantilla[posicion]
            let minuto = siguiente(91)
            switch siguiente(4) {
            case 0: eventos.append(.tarjeta(minuto: minuto, jugador: jugador, equipo: equipo, color: .amarilla))
            case 1:
                let entra = equipo.plantilla[(posicion + 11) % equipo.plantilla.count]
                eventos.append(.cambio(minuto: minuto, sale: jugador, entra: entra, equipo: equipo))
            default: eventos.append(.gol(minuto: minuto, jugador: jugador, equipo: equipo))
            }
        }
        partidos.append(try Partido(local: local, visitante: visitante, eventos: eventos))
    }
    return try Torneo(nombre: "Liga de prueba", equipos: equipos, partidos: partidos)
}

func medir(_ trabajo: () throws -> Void) rethrows -> Duration {
    let reloj = ContinuousClock()
    let inicio = reloj.now
    try trabajo()
    return reloj.now - inicio
}

func milisegundos(_ duracion: Duration) -> Double {
    Double(duracion.components.seconds) * 1_000 + Double(duracion.components.attoseconds) / 1e15
}

func formato(_ valor: Double, decimales: Int = 1) -> String {
    String(format: "%.\(decimales)f", valor)
}

struct FalloDelBenchmark: Error, CustomStringConvertible {
    let description: String
}

let torneo = try torneoGrande(partidos: numeroDePartidos)
let carpeta = FileManager.default.temporaryDirectory
    .appendingPathComponent("BenchmarkAlmacen-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
defer { try? FileManager.default.removeItem(at: carpeta) }
let almacen = AlmacenJSON(archivo: carpeta.appendingPathComponent("torneo.json"), ahora: { Date.now })

func enMemoria() throws -> Torneo {
    try FormatoDelTorneo.decodificar(FormatoDelTorneo.codificar(torneo))
}

func porElAlmacen() throws -> Torneo {
    try almacen.guardar(FormatoDelTorneo.codificar(torneo))
    switch almacen.cargar({ try FormatoDelTorneo.decodificar($0) }) {
    case .cargado(let cargado): return cargado
    case .vacio: throw FalloDelBenchmark(description: "the saved file was not found")
    case .apartado(let apartado): throw FalloDelBenchmark(description: apartado.mensaje)
    }
}

// Both paths must give back the same tournament, or the timings compare different work.
let tamano = FormatoDelTorneo.codificar(torneo).count
guard try porElAlmacen().partidos.count == numeroDePartidos, try enMemoria().partidos.count == numeroDePartidos else {
    throw FalloDelBenchmark(description: "a round trip lost matches")
}

print(
    "BenchmarkAlmacen: \(numeroDePartidos) matches, \(formato(Double(tamano) / 1_048_576, decimales: 2)) MiB of JSON, \(repeticiones) repetitions"
)
print("rep  in memory (ms)  through AlmacenJSON (ms)  ratio")
var cocientes: [Double] = []
for repeticion in 1...repeticiones {
    // Alternate the order so neither side always runs on a warmer cache.
    var memoria = Duration.zero
    var almacenado = Duration.zero
    if repeticion.isMultiple(of: 2) {
        almacenado = try medir { _ = try porElAlmacen() }
        memoria = try medir { _ = try enMemoria() }
    } else {
        memoria = try medir { _ = try enMemoria() }
        almacenado = try medir { _ = try porElAlmacen() }
    }
    let cociente = milisegundos(almacenado) / milisegundos(memoria)
    cocientes.append(cociente)
    let columnas = [
        "\(repeticion)".padding(toLength: 5, withPad: " ", startingAt: 0),
        formato(milisegundos(memoria)).padding(toLength: 16, withPad: " ", startingAt: 0),
        formato(milisegundos(almacenado)).padding(toLength: 26, withPad: " ", startingAt: 0),
        formato(cociente, decimales: 2) + "×",
    ]
    print(columnas.joined())
}
let mediana = cocientes.sorted()[cocientes.count / 2]
let veredicto = mediana <= objetivo ? "within" : "ABOVE"
print("median ratio \(formato(mediana, decimales: 2))× (\(veredicto) the \(formato(objetivo))× goal)")
