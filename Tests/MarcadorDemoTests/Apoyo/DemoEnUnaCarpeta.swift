import Core
import CoreTestSupport
import Foundation

/// Runs the built `marcador-demo` as a person would, in a temporary folder of its own: the data
/// folder lives inside it, and so do the files that catch what the demo prints.
///
/// Every run has a time limit: a demo that hangs is killed and the test fails instead of stalling.
struct DemoEnUnaCarpeta {
    static let segundosMaximos = 30

    /// The test's own folder, deleted by `borrar()` (or when the last copy of this value goes).
    private let temporal = CarpetaTemporal()
    var carpeta: URL { temporal.url }
    /// The data folder the runs share unless a test passes another one.
    var datos: URL { carpeta.appendingPathComponent("datos", isDirectory: true) }
    /// A fast tour in this test's data folder.
    var opciones: [String] { ["--datos", datos.path, "--ms-por-minuto", "0"] }

    init() throws {}

    func borrar() {
        temporal.borrar()
    }

    /// Runs the demo with `argumentos`, with `entrada` as its standard input (empty when `nil`), and
    /// waits for it to end. `salidaEn` sends standard output to that file instead (`/dev/full`).
    func ejecutar(_ argumentos: [String], entrada: String? = nil, salidaEn otraSalida: String? = nil) async throws -> Ejecucion {
        try await ejecutar(programa: try Self.ejecutable(), argumentos, entrada: entrada, salidaEn: otraSalida)
    }

    /// Runs `guion` with `/bin/sh -c` (`$0`, `$1`… are `argumentos`): for what a Swift string cannot
    /// hold, such as an argument that is not valid UTF-8.
    func ejecutar(conElShell guion: String, argumentos: [String]) async throws -> Ejecucion {
        try await ejecutar(programa: URL(fileURLWithPath: "/bin/sh"), ["-c", guion] + argumentos, entrada: nil, salidaEn: nil)
    }

    private func ejecutar(programa ejecutable: URL, _ argumentos: [String], entrada: String?, salidaEn otraSalida: String?) async throws
        -> Ejecucion
    {
        let nombre = ProcessInfo.processInfo.globallyUniqueString
        let archivoDeSalida = carpeta.appendingPathComponent("\(nombre).salida")
        let archivoDeError = carpeta.appendingPathComponent("\(nombre).error")
        let archivoDeEntrada = carpeta.appendingPathComponent("\(nombre).entrada")
        try Data().write(to: archivoDeSalida)
        try Data().write(to: archivoDeError)
        try Data((entrada ?? "").utf8).write(to: archivoDeEntrada)

        let proceso = Process()
        proceso.executableURL = ejecutable
        proceso.arguments = argumentos
        proceso.currentDirectoryURL = carpeta
        let manejadores = try [
            FileHandle(forReadingFrom: archivoDeEntrada),
            FileHandle(forWritingTo: otraSalida.map(URL.init(fileURLWithPath:)) ?? archivoDeSalida),
            FileHandle(forWritingTo: archivoDeError),
        ]
        defer { for manejador in manejadores { try? manejador.close() } }
        proceso.standardInput = manejadores[0]
        proceso.standardOutput = manejadores[1]
        proceso.standardError = manejadores[2]

        let vigilante = Vigilante()
        var errorAlArrancar: (any Error)?
        // The run's length is taken where the end is learnt, not when the test's task next runs
        // (the test runner's busy pool can wake it seconds late).
        let inicio = ContinuousClock.now
        let fin = Cerrojo(inicio)
        await withCheckedContinuation { (continuacion: CheckedContinuation<Void, Never>) in
            proceso.terminationHandler = { _ in
                fin.withLock { $0 = ContinuousClock.now }
                continuacion.resume()
            }
            do {
                try proceso.run()
            } catch {
                errorAlArrancar = error
                continuacion.resume()
                return
            }
            // A watchdog, not a wait: it acts only if the demo is still running at the limit.
            let identificador = proceso.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Self.segundosMaximos)) {
                guard proceso.isRunning else { return }
                vigilante.agotado.withLock { $0 = true }
                kill(identificador, SIGKILL)
            }
        }
        if let errorAlArrancar {
            throw ErrorDelDemo.noArranco(ejecutable.path, motivo: "\(errorAlArrancar)")
        }
        if vigilante.agotado.withLock({ $0 }) {
            throw ErrorDelDemo.noTermino(argumentos: argumentos, segundos: Self.segundosMaximos)
        }
        return Ejecucion(
            estado: proceso.terminationStatus,
            salida: try String(contentsOf: archivoDeSalida, encoding: .utf8),
            error: try String(contentsOf: archivoDeError, encoding: .utf8),
            duracion: fin.withLock { $0 } - inicio
        )
    }

    /// `marcador-demo` is built next to the test bundle (the test target depends on it), in
    /// `.build/<triple>/debug` on Linux and `.build/debug` on macOS.
    static func ejecutable(_ nombre: String = "marcador-demo") throws -> URL {
        let carpetas =
            Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
            + [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL].compactMap { $0 }
        let candidatos = carpetas.map { $0.appendingPathComponent(nombre).standardizedFileURL }
        guard let encontrado = candidatos.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ErrorDelDemo.sinEjecutable(buscadoEn: candidatos.map(\.path))
        }
        return encontrado
    }
}

enum ErrorDelDemo: Error, CustomStringConvertible {
    case sinEjecutable(buscadoEn: [String])
    case noArranco(String, motivo: String)
    case noTermino(argumentos: [String], segundos: Int)

    var description: String {
        switch self {
        case let .sinEjecutable(rutas):
            "marcador-demo is not built next to the tests (looked for \(rutas.joined(separator: ", "))); "
                + "build it with 'swift build --build-tests' or 'swift build --product marcador-demo'."
        case let .noArranco(ruta, motivo):
            "\(ruta) could not be started: \(motivo)."
        case let .noTermino(argumentos, segundos):
            "marcador-demo \(argumentos.joined(separator: " ")) was still running after \(segundos) s and was killed."
        }
    }
}

/// Whether the watchdog had to kill the demo; written on a Dispatch queue, read by the test.
private final class Vigilante: Sendable {
    let agotado = Cerrojo(false)
}
