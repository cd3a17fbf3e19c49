/// An in-process tournament server for the demo, previews and tests: JSONPlaceholder's ten users,
/// publications recorded with ids 101, 102, …; it can go offline and be slow at run time.
public final class ServicioDeEjemplo: ServicioDelTorneo {
    /// The ten users of JSONPlaceholder, with their real names, emails and cities.
    public static let usuariosDeEjemplo: [UsuarioDTO] = [
        UsuarioDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDTO(city: "Gwenborough")),
        UsuarioDTO(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv", address: DireccionDTO(city: "Wisokyburgh")),
        UsuarioDTO(id: 3, name: "Clementine Bauch", email: "Nathan@yesenia.net", address: DireccionDTO(city: "McKenziehaven")),
        UsuarioDTO(id: 4, name: "Patricia Lebsack", email: "Julianne.OConner@kory.org", address: DireccionDTO(city: "South Elvis")),
        UsuarioDTO(id: 5, name: "Chelsey Dietrich", email: "Lucio_Hettinger@annie.ca", address: DireccionDTO(city: "Roscoeview")),
        UsuarioDTO(id: 6, name: "Mrs. Dennis Schulist", email: "Karley_Dach@jasper.info", address: DireccionDTO(city: "South Christy")),
        UsuarioDTO(id: 7, name: "Kurtis Weissnat", email: "Telly.Hoeger@billy.biz", address: DireccionDTO(city: "Howemouth")),
        UsuarioDTO(id: 8, name: "Nicholas Runolfsdottir V", email: "Sherwood@rosamond.me", address: DireccionDTO(city: "Aliyaview")),
        UsuarioDTO(id: 9, name: "Glenna Reichert", email: "Chaim_McDermott@dana.io", address: DireccionDTO(city: "Bartholomebury")),
        UsuarioDTO(id: 10, name: "Clementina DuBuque", email: "Rey.Padberg@karina.biz", address: DireccionDTO(city: "Lebsackbury")),
    ]

    /// JSONPlaceholder holds 100 posts, so the first new one is 101.
    public static let primerIdPublicado = 101

    private struct Estado {
        var sinConexion: Bool
        var demora: Duration
        var publicadas: [PublicacionDTO] = []
    }

    private let reloj: any Clock<Duration>
    private let usuariosGuardados: [UsuarioDTO]
    private let estado: Cerrojo<Estado>

    /// The clock is explicit so tests and previews decide how the delay passes.
    public init(
        reloj: any Clock<Duration>,
        demora: Duration = .zero,
        sinConexion: Bool = false,
        usuarios: [UsuarioDTO] = ServicioDeEjemplo.usuariosDeEjemplo
    ) {
        precondition(demora >= .zero, "demora cannot be negative")
        self.reloj = reloj
        usuariosGuardados = usuarios
        estado = Cerrojo(Estado(sinConexion: sinConexion, demora: demora))
    }

    /// While true, every request fails at once with `ErrorDeRed.sinConexion`.
    public var sinConexion: Bool {
        get { estado.withLock { $0.sinConexion } }
        set { estado.withLock { $0.sinConexion = newValue } }
    }

    /// How long each answer takes, slept on the injected clock.
    public var demora: Duration {
        get { estado.withLock { $0.demora } }
        set {
            precondition(newValue >= .zero, "demora cannot be negative")
            estado.withLock { $0.demora = newValue }
        }
    }

    /// What was published, in order.
    public var publicadas: [PublicacionDTO] {
        estado.withLock { $0.publicadas }
    }

    public func usuarios() async throws(ErrorDeRed) -> [UsuarioDTO] {
        try await esperarRespuesta()
        return usuariosGuardados
    }

    public func publicar(_ publicacion: PublicacionDTO) async throws(ErrorDeRed) -> Int {
        try await esperarRespuesta()
        return estado.withLock { estado in
            estado.publicadas.append(publicacion)
            return Self.primerIdPublicado + estado.publicadas.count - 1
        }
    }

    /// Like a real device: with no network a request fails at once; otherwise the answer takes `demora`.
    private func esperarRespuesta() async throws(ErrorDeRed) {
        if sinConexion {
            throw .sinConexion
        }
        let demora = self.demora
        if demora > .zero {
            do {
                try await reloj.sleep(for: demora)
            } catch {
                throw .cancelado
            }
        }
        if Task.isCancelled {
            throw .cancelado
        }
    }
}
