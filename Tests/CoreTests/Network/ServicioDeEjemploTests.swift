import Core
import CoreTestSupport
import Synchronization
import Testing

@Suite struct ServicioDeEjemploTests {
    private let publicacion = PublicacionDTO(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")

    @Test func sirveLosDiezUsuariosDeJSONPlaceholder() async throws {
        let servicio = ServicioDeEjemplo(reloj: RelojManual())

        let usuarios = try await servicio.usuarios()

        #expect(usuarios.count == 10)
        #expect(
            usuarios.first
                == UsuarioDTO(
                    id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDTO(city: "Gwenborough")
                ))
        #expect(
            usuarios.map(\.name) == [
                "Leanne Graham", "Ervin Howell", "Clementine Bauch", "Patricia Lebsack", "Chelsey Dietrich",
                "Mrs. Dennis Schulist", "Kurtis Weissnat", "Nicholas Runolfsdottir V", "Glenna Reichert", "Clementina DuBuque",
            ])
        #expect(
            usuarios.map(\.address.city) == [
                "Gwenborough", "Wisokyburgh", "McKenziehaven", "South Elvis", "Roscoeview",
                "South Christy", "Howemouth", "Aliyaview", "Bartholomebury", "Lebsackbury",
            ])
        #expect(usuarios.map(\.id) == Array(1...10))
    }

    @Test func sinConexionLosUsuariosFallanConSinConexion() async {
        let servicio = ServicioDeEjemplo(reloj: RelojManual(), sinConexion: true)

        #expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)
    }

    @Test func laConexionSePuedeCortarYVolverMientrasCorre() async {
        let servicio = ServicioDeEjemplo(reloj: RelojManual())

        servicio.sinConexion = true
        let sinRed = await errorDeRed(try await servicio.usuarios())
        servicio.sinConexion = false
        let conRed = await errorDeRed(try await servicio.usuarios())

        #expect(sinRed == .sinConexion)
        #expect(conRed == nil)
    }

    @Test func publicarDaLosIds101Y102YGuardaLoPublicado() async throws {
        let servicio = ServicioDeEjemplo(reloj: RelojManual())
        let segunda = PublicacionDTO(userId: 1, title: "Lobos 0-0 Águilas", body: "Sin goles")

        let primerId = try await servicio.publicar(publicacion)
        let segundoId = try await servicio.publicar(segunda)

        #expect(primerId == 101)
        #expect(segundoId == 102)
        #expect(servicio.publicadas == [publicacion, segunda])
    }

    @Test func sinConexionNoSePublicaNada() async {
        let servicio = ServicioDeEjemplo(reloj: RelojManual(), sinConexion: true)

        #expect(await errorDeRed(try await servicio.publicar(publicacion)) == .sinConexion)
        #expect(servicio.publicadas == [])
    }

    @Test func sinDemoraNoEsperaAlReloj() async throws {
        let reloj = RelojManual()
        let servicio = ServicioDeEjemplo(reloj: reloj)

        _ = try await servicio.usuarios()

        #expect(reloj.esperas == [])
    }

    @Test func conDemoraContestaCuandoElRelojLaHaPasado() async throws {
        let reloj = RelojManual()
        let servicio = ServicioDeEjemplo(reloj: reloj, demora: .seconds(2))
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.usuarios() }
        await reloj.esperarDurmientes(1)
        #expect(reloj.esperas == [.seconds(2)])

        reloj.avanzar(.milliseconds(1_999))
        #expect(reloj.esperas == [.milliseconds(1)])
        reloj.avanzar(.milliseconds(1))

        #expect(try await tarea.value.count == 10)
        #expect(reloj.esperas == [])
    }

    @Test func laDemoraSePuedeCambiarMientrasCorre() async throws {
        let reloj = RelojManual()
        let servicio = ServicioDeEjemplo(reloj: reloj)

        servicio.demora = .milliseconds(300)
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.publicar(publicacion) }
        await reloj.esperarDurmientes(1)

        #expect(reloj.esperas == [.milliseconds(300)])
        reloj.avanzar(.milliseconds(300))
        #expect(try await tarea.value == 101)
    }

    @Test func cancelarDuranteLaDemoraEsCanceladoYNoPublica() async {
        let reloj = RelojManual()
        let servicio = ServicioDeEjemplo(reloj: reloj, demora: .seconds(1))
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.publicar(publicacion)) }
        await reloj.esperarDurmientes(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }
}

/// A clock that moves only when the test moves it. Written here so these tests depend on nothing but Core.
private final class RelojManual: Clock, Sendable {
    struct Instant: InstantProtocol {
        var desdeElPrincipio: Duration

        func advanced(by duracion: Duration) -> Instant {
            Instant(desdeElPrincipio: desdeElPrincipio + duracion)
        }

        func duration(to otro: Instant) -> Duration {
            otro.desdeElPrincipio - desdeElPrincipio
        }

        static func < (izquierda: Instant, derecha: Instant) -> Bool {
            izquierda.desdeElPrincipio < derecha.desdeElPrincipio
        }
    }

    private struct Durmiente {
        var identificador: Int
        var hasta: Instant
        var continuacion: CheckedContinuation<Void, any Error>
    }

    private struct Estado {
        var ahora = Instant(desdeElPrincipio: .zero)
        var durmientes: [Durmiente] = []
        var siguiente = 0
        var cancelados: Set<Int> = []
    }

    private let estado = Mutex(Estado())

    var now: Instant { estado.withLock { $0.ahora } }
    var minimumResolution: Duration { .zero }

    /// What each sleeper still has to wait, from now.
    var esperas: [Duration] {
        estado.withLock { estado in estado.durmientes.map { estado.ahora.duration(to: $0.hasta) } }
    }

    func sleep(until fin: Instant, tolerance: Duration?) async throws {
        let identificador = estado.withLock { estado in
            defer { estado.siguiente += 1 }
            return estado.siguiente
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuacion: CheckedContinuation<Void, any Error>) in
                enum Ahora { case esperar, despertar, cancelar }
                let ahora = estado.withLock { estado -> Ahora in
                    if estado.cancelados.contains(identificador) { return .cancelar }
                    if fin <= estado.ahora { return .despertar }
                    estado.durmientes.append(Durmiente(identificador: identificador, hasta: fin, continuacion: continuacion))
                    return .esperar
                }
                switch ahora {
                case .esperar: break
                case .despertar: continuacion.resume()
                case .cancelar: continuacion.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let cancelado = estado.withLock { estado -> Durmiente? in
                estado.cancelados.insert(identificador)
                guard let indice = estado.durmientes.firstIndex(where: { $0.identificador == identificador }) else { return nil }
                return estado.durmientes.remove(at: indice)
            }
            cancelado?.continuacion.resume(throwing: CancellationError())
        }
    }

    func avanzar(_ duracion: Duration) {
        let despiertos = estado.withLock { estado in
            estado.ahora = estado.ahora.advanced(by: duracion)
            let ahora = estado.ahora
            let despiertos = estado.durmientes.filter { $0.hasta <= ahora }
            estado.durmientes.removeAll { $0.hasta <= ahora }
            return despiertos
        }
        for durmiente in despiertos {
            durmiente.continuacion.resume()
        }
    }

    func esperarDurmientes(_ cuantos: Int) async {
        while estado.withLock({ $0.durmientes.count }) < cuantos {
            await Task.yield()
        }
    }
}
