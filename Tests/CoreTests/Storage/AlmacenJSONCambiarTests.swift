import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A change is read, applied and written under the folder's lock, on what is on disk: two stores on
/// one file (two processes) never save over each other's change.
@Suite("AlmacenJSON: cambiar", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct AlmacenJSONCambiarTests {
    let carpeta = CarpetaTemporal()

    private func almacen() -> AlmacenJSON {
        AlmacenJSON(archivo: carpeta.archivo("nombres.json"))
    }

    private func leer(_ datos: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: datos)
    }

    private func escribir(_ nombres: [String]) -> Data {
        JSONDelServidor.codificar(nombres)
    }

    private func anadir(_ nombre: String) -> ([String]) throws(ErrorDeNombre) -> [String] {
        { nombres throws(ErrorDeNombre) in
            guard !nombres.contains(nombre) else { throw .repetido(nombre) }
            return nombres + [nombre]
        }
    }

    @Test func elCambioSeAplicaALoQueOtroProcesoGuardoDespues() throws {
        let uno = almacen()
        let otro = almacen()
        try uno.guardar(escribir(["Ana"]))
        let copiaDeOtro = try #require(otro.cargar(leer).valor)
        _ = try uno.cambiar(partiendoDe: ["Ana"], leer: leer, escribir: escribir, anadir("Luis"))

        let resultado = try otro.cambiar(partiendoDe: copiaDeOtro, leer: leer, escribir: escribir, anadir("Marta"))

        #expect(resultado.enDisco == ["Ana", "Luis", "Marta"])
        #expect(uno.cargar(leer) == .cargado(["Ana", "Luis", "Marta"]))
    }

    @Test func unCambioQueLoEnDiscoHaceImposibleSeRechazaSinEscribirYDevuelveLoEnDisco() throws {
        let uno = almacen()
        let otro = almacen()
        try uno.guardar(escribir([]))
        let copiaDeOtro = try #require(otro.cargar(leer).valor)
        _ = try uno.cambiar(partiendoDe: [], leer: leer, escribir: escribir, anadir("Zoe"))
        let antes = try Data(contentsOf: carpeta.archivo("nombres.json"))

        let resultado = try otro.cambiar(partiendoDe: copiaDeOtro, leer: leer, escribir: escribir, anadir("Zoe"))

        guard case let .rechazado(motivo, enDisco) = resultado else {
            Issue.record("expected a refusal, got \(resultado)")
            return
        }
        #expect(motivo == .repetido("Zoe"))
        #expect(enDisco == ["Zoe"])
        #expect(try Data(contentsOf: carpeta.archivo("nombres.json")) == antes)
    }

    @Test func sinOtroEscritorPartedeLaCopiaDeEsteProceso() throws {
        let uno = almacen()
        try uno.guardar(escribir(["Ana"]))

        // Memory ahead of what the file says is taken as it is: nobody else wrote since.
        let resultado = try uno.cambiar(partiendoDe: ["Ana", "Eva"], leer: leer, escribir: escribir, anadir("Luis"))

        #expect(resultado.enDisco == ["Ana", "Eva", "Luis"])
    }

    @Test func unArchivoQueOtroDejoIlegibleSeAparteYNoSeEscribeEncima() throws {
        let uno = almacen()
        try uno.guardar(escribir(["Ana"]))
        carpeta.escribir("[roto", en: "nombres.json")

        #expect(throws: ErrorDeAlmacen.self) {
            try uno.cambiar(partiendoDe: ["Ana"], leer: leer, escribir: escribir, anadir("Luis"))
        }

        #expect(carpeta.nombres() == ["nombres.json.unreadable-20261130T161700Z"])
        #expect(try Data(contentsOf: carpeta.archivo("nombres.json.unreadable-20261130T161700Z")) == Data("[roto".utf8))
    }

    /// `flock(1)` holds the folder's lock as another process would, and is killed with SIGKILL
    /// while holding it: the next save goes through.
    @Test func unProcesoMatadoConElCerrojoNoBloqueaElSiguienteGuardado() async throws {
        let otro = Process()
        otro.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // `--close`: the lock stays with `flock` itself, not with the command it runs, a `cat` that
        // ends when the test closes its input.
        otro.arguments = ["--close", carpeta.url.path, "cat"]
        let entrada = Pipe()
        otro.standardInput = entrada
        defer { try? entrada.fileHandleForWriting.close() }
        try otro.run()
        while try await !hayUnCerrojo(sobre: carpeta.url) { try await Task.sleep(for: .milliseconds(10)) }

        kill(otro.processIdentifier, SIGKILL)

        // Waits for the lock while the killed process is going away, then writes.
        try almacen().guardar(escribir(["Ana"]))
        #expect(almacen().cargar(leer) == .cargado(["Ana"]))
    }
}

private enum ErrorDeNombre: Error, Equatable {
    case repetido(String)
}
