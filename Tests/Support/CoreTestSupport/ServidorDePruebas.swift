public import Foundation

/// A real HTTP server on 127.0.0.1 (a small python3 script on a free port) that a test starts and stops.
///
/// Routes: `GET /users` answers three JSONPlaceholder users (with all their fields); `POST /posts`
/// demands a JSON body with `userId`, `title` and `body` and answers 201 with it plus `"id": 101`
/// (or 400 when the body is wrong); any path under `/lento` answers the rest of the path only after
/// `ServidorDePruebas.esperaDeLento`; any path under `/estado/<código>` answers that status; anything
/// else 404. Nest them in a base URL: `url/lento` + `/users` is a slow `GET /users`.
///
/// Stop it with `parar()` (`defer { servidor.parar() }`): it also stops when released, but Swift may
/// release it right after its last use, before the requests that use its URL are done.
public final class ServidorDePruebas {
    /// How long `/lento` waits: far longer than any timeout a test gives the client.
    public static let esperaDeLento: Duration = .seconds(5)

    public enum ErrorDeArranque: Error, Equatable {
        case sinPuerto(primeraLinea: String)
    }

    /// `http://127.0.0.1:<puerto>`.
    public let url: URL
    public let puerto: Int
    private let proceso: Process
    /// The server stops when this pipe closes, also if the test process dies without stopping it.
    private let entrada: Pipe

    public init() throws {
        proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proceso.arguments = ["python3", "-u", "-c", Self.programa, String(Self.esperaDeLento.components.seconds)]
        let salida = Pipe()
        entrada = Pipe()
        proceso.standardOutput = salida
        proceso.standardInput = entrada
        try proceso.run()
        let primeraLinea = Self.leerLinea(de: salida.fileHandleForReading)
        guard let puerto = Int(primeraLinea), puerto > 0 else {
            Self.detener(proceso, entrada: entrada)
            throw ErrorDeArranque.sinPuerto(primeraLinea: primeraLinea)
        }
        self.puerto = puerto
        url = URL(string: "http://127.0.0.1:\(puerto)")!
    }

    deinit {
        parar()
    }

    /// Stops the server; its port then refuses connections. Stopping twice does nothing more.
    public func parar() {
        Self.detener(proceso, entrada: entrada)
    }

    private static func detener(_ proceso: Process, entrada: Pipe) {
        guard proceso.isRunning else { return }
        try? entrada.fileHandleForWriting.close()
        proceso.terminate()
        proceso.waitUntilExit()
    }

    /// The URL of a port on 127.0.0.1 where nothing listens: a server's port, after stopping it.
    public static func direccionSinServidor() throws -> URL {
        let servidor = try ServidorDePruebas()
        servidor.parar()
        return servidor.url
    }

    private static func leerLinea(de lector: FileHandle) -> String {
        var bytes: [UInt8] = []
        while true {
            let trozo = lector.readData(ofLength: 1)
            guard let byte = trozo.first, byte != UInt8(ascii: "\n") else { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let programa = #"""
        import json, os, signal, sys, threading, time
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        # The child inherits the test process's blocked signals: without this, SIGTERM would never arrive.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        signal.signal(signal.SIGTERM, signal.SIG_DFL)

        def esperar_al_cierre_de_la_entrada():
            sys.stdin.buffer.read()
            os._exit(0)

        threading.Thread(target=esperar_al_cierre_de_la_entrada, daemon=True).start()

        ESPERA_DE_LENTO = float(sys.argv[1])
        USUARIOS = [
            {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
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
             "company": {"name": "Romaguera-Jacobson", "catchPhrase": "Face to face bifurcated interface", "bs": "e-enable strategic applications"}},
        ]

        class Manejador(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *argumentos):
                pass

            def responder(self, estado, contenido):
                datos = json.dumps(contenido).encode()
                self.send_response(estado)
                self.send_header("Content-Type", "application/json; charset=utf-8")
                self.send_header("Content-Length", str(len(datos)))
                self.end_headers()
                self.wfile.write(datos)

            def ruta(self):
                ruta = self.path
                if ruta.startswith("/lento"):
                    time.sleep(ESPERA_DE_LENTO)
                    ruta = ruta[len("/lento"):] or "/"
                if ruta.startswith("/estado/"):
                    self.responder(int(ruta.split("/")[2]), {"error": "estado pedido"})
                    return None
                return ruta

            def do_GET(self):
                ruta = self.ruta()
                if ruta is None:
                    return
                if ruta == "/users":
                    self.responder(200, USUARIOS)
                else:
                    self.responder(404, {})

            def do_POST(self):
                largo = int(self.headers.get("Content-Length") or 0)
                cuerpo = self.rfile.read(largo)
                ruta = self.ruta()
                if ruta is None:
                    return
                if ruta != "/posts":
                    self.responder(404, {})
                    return
                if not (self.headers.get("Content-Type") or "").startswith("application/json"):
                    self.responder(400, {"error": "Content-Type"})
                    return
                try:
                    publicacion = json.loads(cuerpo)
                    assert isinstance(publicacion["userId"], int)
                    assert isinstance(publicacion["title"], str)
                    assert isinstance(publicacion["body"], str)
                except Exception:
                    self.responder(400, {"error": "cuerpo"})
                    return
                publicacion["id"] = 101
                self.responder(201, publicacion)

        class Servidor(ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, peticion, direccion):
                pass  # a client that gave up (a timeout test) is not news

        servidor = Servidor(("127.0.0.1", 0), Manejador)
        print(servidor.server_address[1], flush=True)
        servidor.serve_forever()
        """#
}
