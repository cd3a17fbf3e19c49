import Core
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real HTTP server on 127.0.0.1, on a free port, in the test process itself: plain sockets and a
/// thread per connection, so the real-network tests need nothing beyond the Swift toolchain.
///
/// Routes: `GET /users` answers three JSONPlaceholder users (with all their fields); `POST /posts`
/// demands a JSON body with `userId`, `title` and `body` and answers 201 with it plus `"id": 101`
/// (or 400 when the body is wrong); any path under `/tarda/<ms>` answers the rest of the path only
/// after that many milliseconds (a client that hangs up meanwhile counts in
/// `peticionesAbandonadas`); any path under `/estado/<código>` answers that status; anything else
/// 404. Nest them in a base URL: `url/tarda/2000` + `/users` is a `GET /users` that answers
/// after 2 s. Each answer closes its connection.
///
/// Stop it with `parar()` (`defer { servidor.parar() }`): it also stops when released, but Swift may
/// release it right after its last use, before the requests that use its URL are done.
public final class ServidorDePruebas: Sendable {
    /// The base URL whose answers come `retraso` late: `url/tarda/<ms>`.
    public func url(tardando retraso: Duration) -> URL {
        let milisegundos = retraso.components.seconds * 1000 + retraso.components.attoseconds / 1_000_000_000_000_000
        return url.appendingPathComponent("tarda").appendingPathComponent(String(milisegundos))
    }

    public enum ErrorDeArranque: Error, Equatable {
        case sinSocket(errno: Int32)
    }

    /// `http://127.0.0.1:<puerto>`.
    public let url: URL
    public let puerto: Int
    private let escucha: Int32
    private let parado = Parada()
    private let recibidas = Cerrojo(0)
    private let abandonadas = Cerrojo(0)

    /// How many requests have arrived so far (read in full, before any answer is sent).
    public var peticionesRecibidas: Int { recibidas.withLock { $0 } }

    /// How many clients hung up while their answer was held back (`/tarda/`): requests cut off,
    /// at their deadline or by their caller.
    public var peticionesAbandonadas: Int { abandonadas.withLock { $0 } }

    public init() throws {
        let (escucha, puerto) = try Self.escuchar()
        self.escucha = escucha
        self.puerto = puerto
        url = URL(string: "http://127.0.0.1:\(puerto)")!
        let (parado, recibidas, abandonadas) = (parado, recibidas, abandonadas)
        Thread {
            while true {
                let conexion = accept(escucha, nil, nil)
                guard conexion >= 0 else {
                    if errno == EINTR { continue }
                    // Shut down by `parar()`. Closed here, by the only thread that uses it, so its
                    // number is never reused while an `accept` could still run on it.
                    close(escucha)
                    return
                }
                Thread { Self.atender(conexion, parado: parado, recibidas: recibidas, abandonadas: abandonadas) }.start()
            }
        }.start()
    }

    deinit {
        parar()
    }

    /// Stops the server; its port then refuses connections, and a slow answer under way ends.
    /// Stopping twice does nothing more.
    public func parar() {
        guard parado.parar() else { return }
        shutdown(escucha, Int32(SHUT_RDWR))
    }

    /// The URL of a port on 127.0.0.1 where nothing listens: a server's port, after stopping it.
    public static func direccionSinServidor() throws -> URL {
        let servidor = try ServidorDePruebas()
        servidor.parar()
        return servidor.url
    }

    // MARK: - Sockets

    /// A socket listening on 127.0.0.1 at a port the system picks, that queues up to `cola` + 1
    /// connections nobody accepted yet. The C API takes socket addresses by pointer: these few lines
    /// (and the connection `ServidorQueNoAcepta` makes) are the only pointer code, and only tests use them.
    static func escuchar(cola: Int32 = 64) throws -> (Int32, Int) {
        let escucha = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard escucha >= 0 else { throw ErrorDeArranque.sinSocket(errno: errno) }
        var direccion = direccionLocal(puerto: 0)
        var largo = socklen_t(MemoryLayout<sockaddr_in>.size)
        let enlazado = withUnsafeMutablePointer(to: &direccion) { puntero in
            puntero.withMemoryRebound(to: sockaddr.self, capacity: 1) { direccion in
                bind(escucha, direccion, largo) == 0 && listen(escucha, cola) == 0 && getsockname(escucha, direccion, &largo) == 0
            }
        }
        guard enlazado else {
            let codigo = errno
            close(escucha)
            throw ErrorDeArranque.sinSocket(errno: codigo)
        }
        return (escucha, Int(UInt16(bigEndian: direccion.sin_port)))
    }

    /// 127.0.0.1 at `puerto` (0: one the system picks), as the socket calls take it.
    static func direccionLocal(puerto: Int) -> sockaddr_in {
        var direccion = sockaddr_in()
        direccion.sin_family = sa_family_t(AF_INET)
        direccion.sin_addr.s_addr = inet_addr("127.0.0.1")
        direccion.sin_port = UInt16(puerto).bigEndian
        return direccion
    }

    private static func atender(_ conexion: Int32, parado: Parada, recibidas: Cerrojo<Int>, abandonadas: Cerrojo<Int>) {
        let canal = FileHandle(fileDescriptor: conexion, closeOnDealloc: true)
        guard let peticion = Peticion.leer(de: canal) else { return }
        recibidas.withLock { $0 += 1 }
        var ruta = peticion.ruta
        if ruta.hasPrefix("/tarda/") {
            let resto = ruta.dropFirst("/tarda/".count)
            let milisegundos = Int(resto.prefix { $0 != "/" }) ?? 0
            if colgo(conexion, antesDe: .milliseconds(milisegundos), parado: parado) {
                abandonadas.withLock { $0 += 1 }
                return
            }
            ruta = String(resto.drop { $0 != "/" })
        }
        let (estado, cuerpo) = responder(peticion, en: ruta.isEmpty ? "/" : ruta)
        let cabecera =
            "HTTP/1.1 \(estado) \(estado < 300 ? "OK" : "Error")\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(cuerpo.count)\r\nConnection: close\r\n\r\n"
        // A client that gave up (a timeout test) closed its end: nothing to report.
        try? canal.write(contentsOf: Data(cabecera.utf8) + cuerpo)
    }

    /// Waits `espera` before a late answer, watching the connection: true when the client hung up
    /// first. Stopping the server ends the wait at once.
    private static func colgo(_ conexion: Int32, antesDe espera: Duration, parado: Parada) -> Bool {
        let fin = ContinuousClock.now + espera
        // Watched every 20 ms, and the last wait only as long as what is left: a delay of 3 ms
        // answers at 3 ms, not at the first 20 ms tick.
        while case let queda = fin - ContinuousClock.now, queda > .zero, !parado.esperar(min(queda, .milliseconds(20))) {
            var sondeo = pollfd(fd: conexion, events: Int16(POLLIN), revents: 0)
            guard poll(&sondeo, 1, 0) > 0 else { continue }
            // Readable with nothing to read is the client's end closing; bytes it sends are ignored.
            var byte: UInt8 = 0
            if recv(conexion, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0 { return true }
        }
        return false
    }

    private static func responder(_ peticion: Peticion, en ruta: String) -> (Int, Data) {
        if ruta.hasPrefix("/estado/"), let estado = Int(ruta.dropFirst("/estado/".count).prefix { $0 != "/" }) {
            return (estado, Data(#"{"error": "estado pedido"}"#.utf8))
        }
        switch (peticion.metodo, ruta) {
        case ("GET", "/users"):
            return (200, Data(usuarios.utf8))
        case ("POST", "/posts"):
            guard peticion.cabeceras["content-type"]?.hasPrefix("application/json") == true else {
                return (400, Data(#"{"error": "Content-Type"}"#.utf8))
            }
            guard var publicacion = (try? JSONSerialization.jsonObject(with: peticion.cuerpo)) as? [String: Any],
                publicacion["userId"] is Int, publicacion["title"] is String, publicacion["body"] is String
            else {
                return (400, Data(#"{"error": "cuerpo"}"#.utf8))
            }
            publicacion["id"] = 101
            return (201, (try? JSONSerialization.data(withJSONObject: publicacion)) ?? Data())
        default:
            return (404, Data("{}".utf8))
        }
    }

    private static let usuarios = #"""
        [{"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
          "address": {"street": "Kulas Light", "suite": "Apt. 556", "city": "Gwenborough", "zipcode": "92998-3874",
                      "geo": {"lat": "-37.3159", "lng": "81.1496"}},
          "phone": "1-770-736-8031 x56442", "website": "hildegard.org",
          "company": {"name": "Romaguera-Crona", "catchPhrase": "Multi-layered client-server neural-net", "bs": "harness real-time e-markets"}},
         {"id": 2, "name": "Ervin Howell", "username": "Antonette", "email": "Shanna@melissa.tv",
          "address": {"street": "Victor Plains", "suite": "Suite 879", "city": "Wisokyburgh", "zipcode": "90566-7771",
                      "geo": {"lat": "-43.9509", "lng": "-34.4618"}},
          "phone": "010-692-6593 x09125", "website": "anastasia.net",
          "company": {"name": "Deckow-Crist", "catchPhrase": "Proactive didactic contingency", "bs": "synergize scalable supply-chains"}},
         {"id": 3, "name": "Clementine Bauch", "username": "Samantha", "email": "Nathan@yesenia.net",
          "address": {"street": "Douglas Extension", "suite": "Suite 847", "city": "McKenziehaven", "zipcode": "59590-4157",
                      "geo": {"lat": "-68.6102", "lng": "-47.0653"}},
          "phone": "1-463-123-4447", "website": "ramiro.info",
          "company": {"name": "Romaguera-Jacobson", "catchPhrase": "Face to face bifurcated interface", "bs": "e-enable strategic applications"}}]
        """#
}

/// Whether the server was stopped; slow answers wait on it, so stopping ends them at once.
private final class Parada: Sendable {
    private let senal = DispatchSemaphore(value: 0)
    private let parado = Cerrojo(false)

    /// True the first time only.
    func parar() -> Bool {
        let primera = parado.withLock { parado in
            defer { parado = true }
            return !parado
        }
        // Wakes every slow answer: each waiter signals the next one on its way out.
        if primera { senal.signal() }
        return primera
    }

    /// Waits `duracion`, or less when the server stops; true when it stopped.
    func esperar(_ duracion: Duration) -> Bool {
        let segundos = Double(duracion.components.seconds) + Double(duracion.components.attoseconds) / 1e18
        guard senal.wait(timeout: .now() + segundos) == .success else { return false }
        senal.signal()
        return true
    }
}

/// One HTTP request as the server reads it: the head up to the blank line, then `Content-Length`
/// bytes of body.
private struct Peticion {
    let metodo: String
    let ruta: String
    /// Names in lower case.
    let cabeceras: [String: String]
    let cuerpo: Data

    static func leer(de canal: FileHandle) -> Peticion? {
        var leido = Data()
        let separador = Data("\r\n\r\n".utf8)
        while leido.range(of: separador) == nil {
            // What one read returns, unlike `read(upToCount:)`, which waits for the whole count.
            let trozo = canal.availableData
            guard !trozo.isEmpty else { return nil }
            leido.append(trozo)
        }
        let fin = leido.range(of: separador)!
        let lineas = String(decoding: leido[..<fin.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let partes = lineas[0].split(separator: " ")
        guard partes.count >= 2 else { return nil }
        var cabeceras: [String: String] = [:]
        for linea in lineas.dropFirst() {
            guard let dosPuntos = linea.firstIndex(of: ":") else { continue }
            cabeceras[linea[..<dosPuntos].lowercased()] = linea[linea.index(after: dosPuntos)...].trimmingCharacters(in: .whitespaces)
        }
        var cuerpo = Data(leido[fin.upperBound...])
        let largo = Int(cabeceras["content-length"] ?? "") ?? 0
        while cuerpo.count < largo {
            let trozo = canal.availableData
            guard !trozo.isEmpty else { return nil }
            cuerpo.append(trozo)
        }
        return Peticion(metodo: String(partes[0]), ruta: String(partes[1]), cabeceras: cabeceras, cuerpo: cuerpo)
    }
}
