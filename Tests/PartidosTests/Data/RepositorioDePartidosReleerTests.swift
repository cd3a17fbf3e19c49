import Core
import CoreTestSupport
import Foundation
import Partidos
import Testing
import Torneo

/// Two repositories on one folder stand for two processes: each takes in what the other wrote
/// when it reads the folder again, and only then.
@MainActor
@Suite(.dependencias { $0.date = .constante(instanteDeLasPruebas) }) struct RepositorioDePartidosReleerTests {
    private let carpeta = CarpetaTemporal()

    private func repositorio() -> RepositorioDePartidos {
        RepositorioDePartidos(almacen: AlmacenDelTorneo(en: CarpetaDeArchivos(carpeta.url)))
    }

    @Test func loQueOtroGuardoSeVeAlReleer() throws {
        let a = repositorio()
        let b = repositorio()
        let partido = try #require(b.partido(id: 13))
        try b.registrarGol(partidoId: 13, gol: .gol(minuto: 89, jugador: partido.visitante.plantilla[0], equipo: partido.visitante))
        try b.fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")
        #expect(a.partido(id: 13)?.marcador == partido.marcador)

        #expect(a.releer())
        #expect(FormatoDelTorneo.codificar(a.torneo) == FormatoDelTorneo.codificar(b.torneo))
        #expect(a.partido(id: 13)?.marcador == Marcador(local: partido.marcador.local, visitante: partido.marcador.visitante + 1))
        #expect(a.equipo(llamado: "Águilas")?.plantilla.map(\.description) == ["Nico #11", "Rosa #3"])
    }

    @Test func sinCambiosDeOtroReleerNoCambiaNada() throws {
        let a = repositorio()
        #expect(!a.releer())
        // Its own save is not news either.
        try a.fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")
        #expect(!a.releer())
    }

    /// Another writer left a file that cannot be read: it is set aside and the person is told;
    /// what is shown stays, and the next change writes it back.
    @Test func unArchivoIlegibleDeOtroSeApartaYSeDice() throws {
        let a = repositorio()
        let antes = a.torneo
        carpeta.escribir("esto no es JSON", en: "torneo.json")
        #expect(a.releer())
        #expect(a.aviso?.contains("torneo.json.unreadable-") == true)
        #expect(a.torneo == antes)
        #expect(carpeta.nombres().contains { $0.hasPrefix("torneo.json.unreadable-") })

        try a.fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")
        #expect(a.aviso == nil)
        #expect(repositorio().equipo(llamado: "Águilas")?.plantilla.count == 2)
        // The save that followed does not hide it: the app still has to say it, once.
        let sinDecir = a.avisosSinDecir()
        #expect(sinDecir.count == 1)
        #expect(sinDecir.first?.contains("torneo.json.unreadable-") == true)
        #expect(a.avisosSinDecir().isEmpty)
    }
}
