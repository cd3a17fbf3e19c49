import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real terminal for the live view: a tmux session of its own (its own server socket), where a test
/// types keys and reads the screen as a person sees it.
struct TerminalTmux {
    static let disponible = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    /// Whether the live view's suites run: wherever tmux is, and always in CI (`CI` set), where a
    /// missing tmux fails them instead of skipping them.
    static let seEjecuta = disponible || ProcessInfo.processInfo.environment["CI"] != nil
    /// How long a test waits for the screen to show something before it fails.
    static let segundosDeEspera = 15.0

    enum Fallo: Error, CustomStringConvertible {
        case noAparecio(String, pantalla: String)
        case sinTmux

        var description: String {
            switch self {
            case let .noAparecio(texto, pantalla): "'\(texto)' never showed on the screen; it showed:\n\(pantalla)"
            case .sinTmux: "tmux is not installed at /usr/bin/tmux; install it (apt-get install -y tmux): CI does (.ci/run)."
            }
        }
    }

    /// Where the tmux server listens: a path of the test's own, which `cerrar` removes (a server
    /// ended with SIGKILL cannot remove its socket itself).
    let socket = FileManager.default.temporaryDirectory.appendingPathComponent("marcador-tmux-\(UUID().uuidString)").path
    /// Every byte the pane's program writes, appended by tmux (`pipe-pane`) once it has drawn it: the
    /// screen is read again only when this grew, so a wait costs a `stat`, not a tmux client, per look.
    var escrito: String { socket + ".escrito" }

    /// Starts `orden` in a `ancho` × `alto` terminal. When it ends, the pane prints its exit status
    /// and stays, so the screen it leaves behind can be read.
    /// `entorno` adds variables (`NAME=value`) for `orden` alone.
    static func abrir(ancho: Int, alto: Int, entorno: [String] = [], orden: [String]) async throws -> TerminalTmux {
        guard disponible else { throw Fallo.sinTmux }
        let terminal = TerminalTmux()
        // The test runner's own environment may carry NO_COLOR, which asks for plain lines.
        let linea =
            (["env", "-u", "NO_COLOR", "TERM=xterm-256color"] + entorno + orden).map { "'\($0)'" }.joined(separator: " ")
            + "; echo \"estado=$?\"; sleep 120"
        try await terminal.tmux(["new-session", "-d", "-s", "s", "-x", String(ancho), "-y", String(alto), linea], arrancaElServidor: true)
        try await terminal.tmux(["pipe-pane", "-t", "s", "cat >> '\(terminal.escrito)'"])
        return terminal
    }

    func teclas(_ teclas: String...) async throws {
        try await tmux(["send-keys", "-t", "s"] + teclas)
    }

    /// `tecla` pressed `veces` times in a row, in one tmux call: a person holding the key down.
    func teclas(_ tecla: String, veces: Int) async throws {
        try await tmux(["send-keys", "-t", "s", "-N", String(veces), tecla])
    }

    func redimensionar(ancho: Int, alto: Int) async throws {
        try await tmux(["resize-window", "-t", "s", "-x", String(ancho), "-y", String(alto)])
    }

    /// The screen as text, one string per row.
    func pantalla() async throws -> [String] {
        // One line per row, each ended by a newline.
        try await tmux(["capture-pane", "-p", "-t", "s"], conSalida: true).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// The screen once it shows `texto`, or a failure after `segundosDeEspera`: the live view draws
    /// from its own process, so the test looks until the picture is there.
    @discardableResult
    func esperar(_ texto: String) async throws -> [String] {
        try await buscar(texto) {
            let filas = try await pantalla()
            return filas.contains(where: { $0.contains(texto) }) ? filas : nil
        }
    }

    /// Once the pane has written `texto` `veces` times in all, or a failure after `segundosDeEspera`.
    /// For what the screen shows only for a moment (a request on its way): the screen may have moved
    /// on when the test looks, what the pane wrote stays. Found only when written in one piece: the
    /// live view rewrites a run of changed cells together, and the texts these tests look for
    /// replace a whole line.
    func esperarQueEscriba(_ texto: String, veces: Int = 1) async throws {
        try await buscar("\(texto) (\(veces) times)") { [escrito] in
            let escrito = (try? String(contentsOfFile: escrito, encoding: .utf8)) ?? ""
            return escrito.components(separatedBy: texto).count - 1 >= veces ? () : nil
        }
    }

    /// Looks with `mirar` first and then each time the pane has written more, until it finds
    /// something, or fails after `segundosDeEspera` naming `que`.
    private func buscar<Hallado>(_ que: String, _ mirar: () async throws -> Hallado?) async throws -> Hallado {
        let limite = Date().addingTimeInterval(Self.segundosDeEspera)
        var leido: Int?
        while true {
            let tamano = Self.tamano(de: escrito)
            if tamano != leido {
                leido = tamano
                if let hallado = try await mirar() { return hallado }
            }
            guard Date() < limite else { throw Fallo.noAparecio(que, pantalla: try await pantalla().joined(separator: "\n")) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The size of `ruta`, or 0 while it does not exist yet.
    private static func tamano(de ruta: String) -> Int {
        var datos = stat()
        return stat(ruta, &datos) == 0 ? Int(datos.st_size) : 0
    }

    /// Ends the session and its server, with SIGKILL: they inherit the test runner's blocked signals,
    /// so neither `kill-server` nor SIGTERM reaches them.
    func cerrar() async {
        defer {
            unlink(socket)
            unlink(escrito)
        }
        let pids = (try? await tmux(["display-message", "-p", "-t", "s", "#{pid} #{pane_pid}"], conSalida: true)) ?? ""
        let numeros = pids.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        guard numeros.count == 2 else { return }
        // The pane leads its own process group: the shell, the demo and the `sleep` after it.
        kill(-numeros[1], SIGKILL)
        kill(numeros[0], SIGKILL)
    }

    /// How long the screen takes to show `texto` once `desde` holds, timed on a thread of its own
    /// with blocking calls: the test runner's task pool, which the other tests keep busy, adds
    /// nothing to the figure. Fails after `segundosDeEspera`.
    func medir(desde: @escaping @Sendable () -> Bool, hasta texto: String) async throws -> (tardo: Duration, pantalla: [String]) {
        let (socket, escrito) = (socket, escrito)
        return try await withCheckedThrowingContinuation { continuacion in
            Thread {
                let limite = ContinuousClock.now + .seconds(Self.segundosDeEspera)
                while !desde() {
                    guard ContinuousClock.now < limite else {
                        return continuacion.resume(throwing: Fallo.noAparecio("(the moment to time from)", pantalla: ""))
                    }
                    usleep(1_000)
                }
                let inicio = ContinuousClock.now
                var leido: Int?
                while true {
                    let tamano = Self.tamano(de: escrito)
                    if tamano != leido {
                        leido = tamano
                        let filas = Self.capturar(socket: socket)
                        if filas.contains(where: { $0.contains(texto) }) {
                            return continuacion.resume(returning: (ContinuousClock.now - inicio, filas))
                        }
                    }
                    guard ContinuousClock.now < limite else {
                        let filas = Self.capturar(socket: socket).joined(separator: "\n")
                        return continuacion.resume(throwing: Fallo.noAparecio(texto, pantalla: filas))
                    }
                    usleep(2_000)
                }
            }.start()
        }
    }

    /// `capture-pane`, blocking the calling thread until tmux has answered.
    private static func capturar(socket: String) -> [String] {
        let proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        proceso.arguments = ["-S", socket, "-f", "/dev/null", "capture-pane", "-p", "-t", "s"]
        let salida = Pipe()
        proceso.standardOutput = salida
        proceso.standardError = FileHandle.nullDevice
        proceso.standardInput = FileHandle.nullDevice
        guard (try? proceso.run()) != nil else { return [] }
        let datos = salida.fileHandleForReading.readDataToEndOfFile()
        proceso.waitUntilExit()
        return String(decoding: datos, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Opens the terminal, runs `cuerpo` with it, and closes it whatever happens.
    static func con(
        ancho: Int, alto: Int, entorno: [String] = [], orden: [String], _ cuerpo: (TerminalTmux) async throws -> Void
    ) async throws {
        let terminal = try await abrir(ancho: ancho, alto: alto, entorno: entorno, orden: orden)
        do {
            try await cuerpo(terminal)
        } catch {
            await terminal.cerrar()
            throw error
        }
        await terminal.cerrar()
    }

    /// Runs one tmux command and returns what it printed, without holding a thread while it runs.
    ///
    /// The command that starts the server goes through bash, closing every descriptor above 2 first:
    /// on Linux `Process` learns that a child ended when a descriptor it gave the child closes, and
    /// the tmux server, forked by the first client, would keep that descriptor open for as long as
    /// it runs, so the client's end would never be seen.
    @discardableResult
    private func tmux(_ argumentos: [String], conSalida: Bool = false, arrancaElServidor: Bool = false) async throws -> String {
        let proceso = Process()
        let tmux = ["/usr/bin/tmux", "-S", socket, "-f", "/dev/null"] + argumentos
        if arrancaElServidor {
            proceso.executableURL = URL(fileURLWithPath: "/bin/bash")
            let cerrar = #"for fd in $(ls /proc/$$/fd); do if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi; done; exec "$@""#
            proceso.arguments = ["-c", cerrar, "bash"] + tmux
        } else {
            proceso.executableURL = URL(fileURLWithPath: tmux[0])
            proceso.arguments = Array(tmux.dropFirst())
        }
        let salida = Pipe()
        proceso.standardOutput = conSalida ? salida : FileHandle.nullDevice
        proceso.standardError = FileHandle.nullDevice
        proceso.standardInput = FileHandle.nullDevice
        await withCheckedContinuation { (continuacion: CheckedContinuation<Void, Never>) in
            proceso.terminationHandler = { _ in continuacion.resume() }
            do {
                try proceso.run()
            } catch {
                continuacion.resume()
            }
        }
        guard conSalida else { return "" }
        return String(decoding: salida.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
