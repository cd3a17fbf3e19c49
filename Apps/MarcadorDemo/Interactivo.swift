import Core
import Foundation
import Presentacion

/// The console: one screen open at a time (opening another releases the previous one's ViewModel),
/// and every line a person types, or the tour types for them, run through the commands the
/// features registered. `--interactivo` reads the lines from standard input.
@MainActor
final class Interactivo: SesionDeComandos {
    /// What running one line came to.
    enum Resultado: Equatable {
        case hecho
        /// Refused or not possible: the screen or a hint said why.
        case noSalio
        case salir
    }

    let marcha: Marcha
    private let funcionalidades: Funcionalidades
    private let consola: Consola
    private var abierta: PantallaDeTexto?
    /// The command running now (a wait, a request): Ctrl-C cancels it instead of leaving.
    private var enCurso: Task<Bool, any Error>?
    private let antesDeCadaLinea: @MainActor () -> Void
    /// Lines read and not run yet: typed ahead while a command ran, they run in order after it.
    private var porEjecutar: [LineaLeida] = []
    private var esperandoLinea: CheckedContinuation<Void, Never>?
    /// The read that brought the line running now: a `salir` in a later read was typed while it ran.
    private var lecturaEnCurso: Int?
    /// The person left while a command ran: it was cancelled (a request given up at once), and the
    /// console ends once it has stopped.
    private var saliendo = false
    /// At a terminal the end of input is Ctrl-D, a person leaving; through a pipe it is only where
    /// the script ends, right after its last line, which still runs to its end.
    private var elFinDeLaEntradaEsSalir = false

    /// `antesDeCadaLinea` takes in what another process changed on the data folder, so each line
    /// runs on the tournament as it is on disk and the screen it prints shows it.
    init(
        funcionalidades: Funcionalidades, marcha: Marcha, consola: Consola, antesDeCadaLinea: @escaping @MainActor () -> Void = {}
    ) {
        self.funcionalidades = funcionalidades
        self.marcha = marcha
        self.consola = consola
        self.antesDeCadaLinea = antesDeCadaLinea
    }

    /// `ayuda`: every registered command, then the console's own.
    var ayuda: String {
        funcionalidades.ayuda(ademas: [("ayuda, help", "esta lista"), ("salir", "termina la sesión")])
    }

    /// Runs each line of `entrada` in turn. Input is read while a command runs: a `salir` (or Ctrl-D
    /// at a terminal) typed meanwhile, with nothing typed ahead of it, cancels it and leaves at once;
    /// other lines wait their turn.
    func ejecutar(entrada: AsyncStream<LineaLeida>, mostrarIndicador: Bool) async {
        consola.nota("Escribe 'ayuda' para ver las órdenes y 'salir' para terminar.")
        elFinDeLaEntradaEsSalir = mostrarIndicador
        listo(mostrarIndicador)
        let lector = Task { [weak self] in
            for await leida in entrada { self?.recibir(leida) }
        }
        defer { lector.cancel() }
        while !saliendo, let leida = await siguienteLinea(), let linea = leida.texto {
            consola.avisos.lineaLeida()
            lecturaEnCurso = leida.lectura
            let resultado = await ejecutar(linea)
            lecturaEnCurso = nil
            guard resultado != .salir, !saliendo else { break }
            listo(mostrarIndicador)
        }
        abierta = nil
    }

    /// A line read: queued, and when it is the person leaving while a command runs and nothing else
    /// waits its turn (lines typed ahead still run, as in a shell), the command is cancelled.
    private func recibir(_ leida: LineaLeida) {
        if let lecturaEnCurso, leida.lectura > lecturaEnCurso, porEjecutar.isEmpty, leida.esSalir,
            leida.texto != nil || elFinDeLaEntradaEsSalir
        {
            _ = salirCancelando()
        }
        porEjecutar.append(leida)
        esperandoLinea?.resume()
        esperandoLinea = nil
    }

    private func siguienteLinea() async -> LineaLeida? {
        while porEjecutar.isEmpty {
            await withCheckedContinuation { esperandoLinea = $0 }
        }
        return porEjecutar.removeFirst()
    }

    /// Leaving while a command runs (`salir` typed meanwhile, SIGTERM): the command is cancelled and
    /// the console ends as soon as it has stopped, saying what it left undone. `false` when no command
    /// runs: the caller leaves at once.
    func salirCancelando() -> Bool {
        guard let enCurso else { return false }
        saliendo = true
        enCurso.cancel()
        return true
    }

    /// Ready for the next line: what the last one printed is out (a program reading the console
    /// through a pipe sees each answer when it comes, not at the end), then the prompt at a terminal.
    private func listo(_ mostrarIndicador: Bool) {
        fflush(nil)
        if mostrarIndicador { indicador() }
    }

    /// Runs one line as a person typed it.
    func ejecutar(_ linea: String) async -> Resultado {
        antesDeCadaLinea()
        let palabras = Self.palabras(de: linea)
        guard let nombre = palabras.first?.lowercased() else {
            mostrar()
            return .hecho
        }
        switch nombre {
        case "salir":
            return .salir
        case "ayuda", "help":
            consola.texto(ayuda)
            return .hecho
        default:
            do throws(ErrorDeComando) {
                guard funcionalidades.comando(nombre) != nil else { throw .desconocido(nombre) }
                let argumentos = Array(palabras.dropFirst())
                // A task of its own, so Ctrl-C can end it (`interrumpir`) and the console goes on.
                let tarea = Task { @MainActor [weak self] () async throws -> Bool in
                    guard let self, let comando = funcionalidades.comando(nombre) else { throw ErrorDeComando.desconocido(nombre) }
                    return try await comando.ejecutar(argumentos, en: self)
                }
                enCurso = tarea
                defer { enCurso = nil }
                switch await tarea.result {
                case let .success(hecho): return hecho ? .hecho : .noSalio
                case let .failure(error): throw error as? ErrorDeComando ?? .desconocido(nombre)
                }
            } catch {
                consola.nota(error.mensaje)
                return .noSalio
            }
        }
    }

    /// Cancels the command running now; `false` when none is (the person is at the prompt).
    func interrumpir() -> Bool {
        guard let enCurso else { return false }
        enCurso.cancel()
        return true
    }

    /// The open screen is released before the tour or the console says goodbye.
    func cerrarLaPantalla() {
        abierta = nil
    }

    // MARK: - SesionDeComandos

    func abrir(_ pantalla: PantallaDeTexto) {
        abierta = pantalla
        mostrar()
    }

    func abierta<ViewModel: AnyObject>(_ tipo: ViewModel.Type) -> ViewModel? {
        abierta?.viewModel as? ViewModel
    }

    func mostrar() {
        guard let abierta else {
            consola.barra()
            return
        }
        consola.pantalla(abierta.lineas())
    }

    func nota(_ texto: String) {
        consola.nota(texto)
    }

    private func indicador() {
        consola.avisos.mostrarElIndicador()
    }

    /// Splits on spaces, keeping "quoted words" together; `""` is an empty word, so a missing name
    /// reaches the use case and gets its own message.
    nonisolated static func palabras(de linea: String) -> [String] {
        var palabras: [String] = []
        var actual = ""
        var entreComillas = false
        var hayPalabra = false
        for caracter in linea {
            switch caracter {
            case "\"":
                entreComillas.toggle()
                hayPalabra = true
            case " " where !entreComillas, "\t" where !entreComillas:
                if hayPalabra { palabras.append(actual) }
                actual = ""
                hayPalabra = false
            default:
                actual.append(caracter)
                hayPalabra = true
            }
        }
        if hayPalabra { palabras.append(actual) }
        return palabras
    }
}
