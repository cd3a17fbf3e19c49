import Core
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `marcador-demo --interactivo` left running, as a person at a second terminal: the test types
/// lines into it when it chooses and reads what it printed so far. Killed if still running after
/// `DemoEnUnaCarpeta.segundosMaximos`.
final class ConsolaEnMarcha {
    private let proceso = Process()
    private let entrada: Pipe
    private let archivoDeSalida: URL

    /// Started in `demo`'s folder with `opciones` (the data folder among them); `entrada` is the pipe
    /// its standard input reads (a test may set it up first, non-blocking say).
    init(en demo: DemoEnUnaCarpeta, opciones: [String], entrada: Pipe = Pipe()) throws {
        self.entrada = entrada
        archivoDeSalida = demo.carpeta.appendingPathComponent("\(ProcessInfo.processInfo.globallyUniqueString).salida")
        try Data().write(to: archivoDeSalida)
        // Writing to a console that ended must fail the write, not end the test runner.
        signal(SIGPIPE, SIG_IGN)
        proceso.executableURL = try DemoEnUnaCarpeta.ejecutable()
        proceso.arguments = opciones + ["--interactivo"]
        proceso.currentDirectoryURL = demo.carpeta
        proceso.standardInput = entrada
        proceso.standardOutput = try FileHandle(forWritingTo: archivoDeSalida)
        proceso.standardError = proceso.standardOutput
        try proceso.run()
        let identificador = proceso.processIdentifier
        let proceso = proceso
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(DemoEnUnaCarpeta.segundosMaximos)) {
            if proceso.isRunning { kill(identificador, SIGKILL) }
        }
    }

    /// What it printed so far: the console writes each answer out before it reads the next line.
    var salida: String {
        (try? Data(contentsOf: archivoDeSalida)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func escribir(_ lineas: String...) {
        // A console that already ended reads nothing: the test sees that in what it printed.
        try? entrada.fileHandleForWriting.write(contentsOf: Data(lineas.map { $0 + "\n" }.joined().utf8))
    }

    /// Waits until its output holds `texto`, or until the limit; true if it did.
    func esperar(_ texto: String, segundos: Double = 10) async -> Bool {
        let limite = Date().addingTimeInterval(segundos)
        while Date() < limite {
            if salida.contains(texto) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// Ends it at once with SIGKILL, as a crash or `kill -9` would: it cleans nothing up.
    func matar() {
        kill(proceso.processIdentifier, SIGKILL)
    }

    /// Ctrl-C, as a terminal sends it: SIGINT.
    func interrumpir() {
        kill(proceso.processIdentifier, SIGINT)
    }

    /// Sends it `senal` (SIGTERM, SIGINT) and waits for it to end: its exit status, or 128 + the
    /// signal when the signal ended it.
    func terminar(conLaSenal senal: Int32) async -> Int32 {
        kill(proceso.processIdentifier, senal)
        while proceso.isRunning {
            try? await Task.sleep(for: .milliseconds(20))
        }
        try? entrada.fileHandleForWriting.close()
        return proceso.terminationReason == .uncaughtSignal ? 128 + proceso.terminationStatus : proceso.terminationStatus
    }

    /// Types `salir` and times how long it takes to end: its exit status and that time.
    func medirLaSalida() async -> (estado: Int32, tardo: Duration) {
        await medirLaSalida { self.escribir("salir") }
    }

    /// Sends `senal` and times how long it takes to end: its exit status and that time.
    func medirLaSalida(conLaSenal senal: Int32) async -> (estado: Int32, tardo: Duration) {
        let identificador = proceso.processIdentifier
        return await medirLaSalida { _ = kill(identificador, senal) }
    }

    /// Times the end after `accion` on a thread of its own with a blocking wait, so the test
    /// runner's busy task pool adds nothing to the figure (a task polling it can wake seconds late).
    private func medirLaSalida(tras accion: () -> Void) async -> (estado: Int32, tardo: Duration) {
        let proceso = proceso
        let inicio = ContinuousClock.now
        accion()
        let tardo = await withCheckedContinuation { (continuacion: CheckedContinuation<Duration, Never>) in
            Thread {
                proceso.waitUntilExit()
                continuacion.resume(returning: ContinuousClock.now - inicio)
            }.start()
        }
        try? entrada.fileHandleForWriting.close()
        return (proceso.terminationStatus, tardo)
    }

    /// Types `salir` and waits for it to end: its exit status.
    func terminar() async -> Int32 {
        escribir("salir")
        while proceso.isRunning {
            try? await Task.sleep(for: .milliseconds(20))
        }
        try? entrada.fileHandleForWriting.close()
        return proceso.terminationStatus
    }
}
