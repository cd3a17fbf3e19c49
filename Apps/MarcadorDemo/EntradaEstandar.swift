import Foundation

/// Standard input read with read(2), never with `FileHandle.availableData`, which traps on the
/// first error. A descriptor that is closed (EBADF), fails (EIO, EISDIR…) or reaches its end is the
/// end of input: the console says goodbye as it does after the last line.
enum EntradaEstandar {
    /// What one read(2) came to.
    enum Lectura: Equatable {
        case bytes([UInt8])
        case fin
        /// read(2) returned -1 with this errno.
        case fallo(Int32)
    }

    /// The next bytes, or `nil` at the end of input. An interrupted read (EINTR) is retried; a
    /// descriptor left non-blocking (EAGAIN) waits until it has something to read, and a wait that
    /// fails is the end too.
    static func siguienteTrozo(leer: () -> Lectura, esperarDatos: () -> Bool) -> [UInt8]? {
        while true {
            switch leer() {
            case let .bytes(bytes): return bytes
            case .fin: return nil
            case .fallo(EINTR): continue
            case .fallo(EAGAIN), .fallo(EWOULDBLOCK):
                guard esperarDatos() else { return nil }
            case .fallo: return nil
            }
        }
    }

    /// The next bytes of `descriptor`, or `nil` at its end.
    static func siguienteTrozo(de descriptor: Int32 = STDIN_FILENO) -> [UInt8]? {
        siguienteTrozo(leer: { leer(descriptor) }, esperarDatos: { esperarDatos(descriptor) })
    }

    private static func leer(_ descriptor: Int32) -> Lectura {
        var bytes = [UInt8](repeating: 0, count: 4_096)
        let leidos = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if leidos < 0 { return .fallo(errno) }
        if leidos == 0 { return .fin }
        return .bytes(Array(bytes.prefix(leidos)))
    }

    /// Blocks until `descriptor` can be read (or has hung up, which the next read sees as its end);
    /// `false` when it cannot be waited on.
    private static func esperarDatos(_ descriptor: Int32) -> Bool {
        var espera = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let listos = poll(&espera, 1, -1)
            if listos < 0, errno == EINTR { continue }
            return listos > 0 && espera.revents & Int16(POLLNVAL) == 0
        }
    }

    /// Bytes cut into lines as they come: what is left after the last newline waits for the next
    /// bytes, and is a line of its own at the end of input (a pipe closed in the middle of a line).
    struct Lineas {
        private var pendiente: [UInt8] = []

        /// The lines `trozo` completes.
        mutating func anadir(_ trozo: [UInt8]) -> [String] {
            pendiente += trozo
            var lineas: [String] = []
            while let fin = pendiente.firstIndex(of: UInt8(ascii: "\n")) {
                lineas.append(Self.linea(pendiente[..<fin]))
                pendiente.removeSubrange(...fin)
            }
            return lineas
        }

        /// The unfinished last line, at the end of input.
        mutating func resto() -> String? {
            defer { pendiente = [] }
            return pendiente.isEmpty ? nil : Self.linea(pendiente[...])
        }

        /// A line without its "\r" (typed at a terminal that sends "\r\n"); bytes that are not UTF-8
        /// become "�", as `readLine()` makes them.
        private static func linea(_ bytes: ArraySlice<UInt8>) -> String {
            String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
        }
    }
}

/// One line of standard input, or its end (`texto` nil), with the number of the read(2) that brought
/// it: lines a script wrote at once come in one read, a line typed while a command runs in a later one.
struct LineaLeida: Equatable, Sendable {
    let texto: String?
    let lectura: Int

    /// `salir`, or the end of input: the person leaves.
    var esSalir: Bool {
        guard let texto else { return true }
        return Interactivo.palabras(de: texto).first?.lowercased() == "salir"
    }
}

/// Standard input as lines, then its end, read on a thread of its own so the match keeps playing
/// meanwhile. It reads the file descriptor, not C's `stdin` stream: a thread waiting in `readLine()`
/// holds that stream's lock, and flushing the output (after every answer, and at exit) would wait for it.
func lineasDeLaEntradaEstandar() -> AsyncStream<LineaLeida> {
    AsyncStream { continuacion in
        Thread {
            var lineas = EntradaEstandar.Lineas()
            var lectura = 0
            while let trozo = EntradaEstandar.siguienteTrozo() {
                lectura += 1
                for linea in lineas.anadir(trozo) { continuacion.yield(LineaLeida(texto: linea, lectura: lectura)) }
            }
            lectura += 1
            if let resto = lineas.resto() { continuacion.yield(LineaLeida(texto: resto, lectura: lectura)) }
            continuacion.yield(LineaLeida(texto: nil, lectura: lectura))
            continuacion.finish()
        }.start()
    }
}
