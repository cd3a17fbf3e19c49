import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One value announced at a time on a folder, by a live process: every other process sees it and
/// cannot take the file; once the announcer retires, or dies however it dies, the file is free.
/// Two announcers in one test stand for two processes: each holds its own open file.
@Suite("AnuncioEnLaCarpeta", .timeLimit(.minutes(1)))
struct AnuncioEnLaCarpetaTests {
    let carpeta = CarpetaTemporal()

    private func anuncio() -> AnuncioEnLaCarpeta<[Int]> {
        AnuncioEnLaCarpeta(archivo: carpeta.archivo("anuncio.json"))
    }

    @Test func loQueUnoAnunciaLoVeElOtroYNoPuedeAnunciarOtraCosa() throws {
        let a = anuncio()
        let b = anuncio()
        try a.anunciar([1, 0])
        #expect(a.esPropio)
        #expect(a.deOtroProceso() == nil)
        #expect(b.deOtroProceso() == [1, 0])
        #expect(throws: AnuncioEnLaCarpeta<[Int]>.Fallo.otroProceso([1, 0])) { try b.anunciar([2, 0]) }
        #expect(!b.esPropio)
        // A's value, never B's refused one.
        #expect(try Data(contentsOf: carpeta.archivo("anuncio.json")) == JSONEncoder().encode([1, 0]))
    }

    @Test func cadaNuevoValorDelQueAnunciaSustituyeAlAnterior() throws {
        let a = anuncio()
        let b = anuncio()
        try a.anunciar([1, 0])
        try a.anunciar([1, 30])
        #expect(b.deOtroProceso() == [1, 30])
        // A shorter value leaves nothing of the longer one behind.
        try a.anunciar([1])
        #expect(b.deOtroProceso() == [1])
    }

    @Test func alRetirarloElArchivoSeVaYOtroPuedeAnunciar() throws {
        let a = anuncio()
        let b = anuncio()
        try a.anunciar([1, 0])
        a.retirar()
        #expect(!FileManager.default.fileExists(atPath: carpeta.archivo("anuncio.json").path))
        #expect(b.deOtroProceso() == nil)
        try b.anunciar([2, 0])
        #expect(a.deOtroProceso() == [2, 0])
    }

    @Test func alDesaparecerElQueAnunciaSeLibera() throws {
        let b = anuncio()
        do {
            let a = anuncio()
            try a.anunciar([1, 0])
            #expect(b.deOtroProceso() == [1, 0])
        }
        #expect(b.deOtroProceso() == nil)
    }

    /// A file nobody holds was left by a process that ended without retiring it: it announces
    /// nothing, and is removed.
    @Test func unArchivoQueNadieSostieneEsViejoYSeBorra() throws {
        try JSONEncoder().encode([1, 45]).write(to: carpeta.archivo("anuncio.json"))
        let b = anuncio()
        #expect(b.deOtroProceso() == nil)
        #expect(!FileManager.default.fileExists(atPath: carpeta.archivo("anuncio.json").path))
        try b.anunciar([2, 0])
        #expect(anuncio().deOtroProceso() == [2, 0])
    }

    /// `flock(1)` holds the file as an announcing process does, and is killed with SIGKILL: from
    /// then on the file announces nothing and another process takes it.
    @Test func unProcesoMatadoQueAnunciabaDejaDeAnunciar() async throws {
        try JSONEncoder().encode([3, 60]).write(to: carpeta.archivo("anuncio.json"))
        let otro = Process()
        otro.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // `--close`: the lock stays with `flock` itself; its `cat` ends when the input closes.
        otro.arguments = ["--close", carpeta.archivo("anuncio.json").path, "cat"]
        let entrada = Pipe()
        otro.standardInput = entrada
        defer { try? entrada.fileHandleForWriting.close() }
        try otro.run()
        // Until `flock` holds it, the file is stale to a reader, who would remove it.
        let limite = Date().addingTimeInterval(10)
        while try await !hayUnCerrojo(sobre: carpeta.archivo("anuncio.json")), Date() < limite {
            try await Task.sleep(for: .milliseconds(10))
        }
        let b = anuncio()
        #expect(b.deOtroProceso() == [3, 60])
        #expect(throws: AnuncioEnLaCarpeta<[Int]>.Fallo.otroProceso([3, 60])) { try b.anunciar([2, 0]) }

        kill(otro.processIdentifier, SIGKILL)
        // The kernel drops the lock as the killed process goes away.
        while b.deOtroProceso() != nil, Date() < limite { try await Task.sleep(for: .milliseconds(10)) }
        #expect(b.deOtroProceso() == nil)
        try b.anunciar([2, 0])
        #expect(b.esPropio)
    }

    /// Bytes this program never wrote announce nothing, and the file is free once nobody holds it.
    @Test func bytesQueNoSonUnValorNoAnuncianNada() throws {
        try Data("{no es json".utf8).write(to: carpeta.archivo("anuncio.json"))
        #expect(anuncio().deOtroProceso() == nil)
        try anuncio().anunciar([1, 0])
    }

    @Test func sinCarpetaNoHayNadaQueVerYAnunciarDiceQuePaso() {
        let perdido = AnuncioEnLaCarpeta<[Int]>(archivo: carpeta.archivo("no-existe/anuncio.json"))
        #expect(perdido.deOtroProceso() == nil)
        #expect(throws: Fallo.noSePudoEscribir("no se pudo tomar el cerrojo de la carpeta (no existe la carpeta o el archivo)")) {
            try perdido.anunciar([1, 0])
        }
        #expect(!perdido.esPropio)
    }

    /// A file where the folder should be: nothing to see, and announcing says why.
    @Test func unArchivoEnLugarDeLaCarpetaNoDejaAnunciarYDiceQuePaso() {
        carpeta.escribir("no es una carpeta", en: "datos")
        let anuncio = AnuncioEnLaCarpeta<[Int]>(archivo: carpeta.archivo("datos/anuncio.json"))
        #expect(anuncio.deOtroProceso() == nil)
        #expect(throws: Fallo.noSePudoEscribir("no se pudo tomar el cerrojo de la carpeta (una parte de la ruta no es una carpeta)")) {
            try anuncio.anunciar([1, 0])
        }
        #expect(carpeta.leer("datos") == "no es una carpeta")
    }

    /// A folder with the announcement's name announces nothing, cannot be taken, and stays as it was.
    @Test func unaCarpetaConElNombreDelArchivoNoAnunciaNadaYSeQuedaComoEstaba() throws {
        try FileManager.default.createDirectory(at: carpeta.archivo("anuncio.json"), withIntermediateDirectories: false)
        carpeta.escribir("dentro", en: "anuncio.json/dentro.txt")
        let a = anuncio()
        #expect(a.deOtroProceso() == nil)
        #expect(throws: Fallo.noSePudoEscribir("es una carpeta, no un archivo")) { try a.anunciar([1, 0]) }
        #expect(!a.esPropio)
        #expect(carpeta.leer("anuncio.json/dentro.txt") == "dentro")
    }

    private typealias Fallo = AnuncioEnLaCarpeta<[Int]>.Fallo
}
