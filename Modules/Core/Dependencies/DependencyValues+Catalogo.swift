extension DependencyValues {
    /// Identifiers. Live: random. Test: `GeneradorDeUUID.incremental`, counting from zero in each
    /// cache (each test, with the `.dependencias` trait). Preview: random.
    public var uuid: GeneradorDeUUID {
        get { self[ClaveDeUUID.self] }
        set { self[ClaveDeUUID.self] = newValue }
    }

    /// The time. Live and preview: the system's. It has no test value, so a test must choose one
    /// (usually `.constante(…)`); reading it without one reports an issue.
    public var date: GeneradorDeFechas {
        get { self[ClaveDeFecha.self] }
        set { self[ClaveDeFecha.self] = newValue }
    }

    /// Real time, to wait on (a sample server's delay). Live and preview: `ContinuousClock()`. It has
    /// no test value: a test chooses ``RelojInmediato`` (waits end at once) or ``RelojPasoAPaso``
    /// (time moves by hand). Match time is ``relojDelPartido``, never this one.
    public var continuousClock: any Clock<Duration> {
        get { self[ClaveDeRelojContinuo.self] }
        set { self[ClaveDeRelojContinuo.self] = newValue }
    }

    /// Match time: the clock a live match plays its minutes on. Live and preview: `ContinuousClock()`;
    /// the demo and the tests step it by hand. Moving or stopping it touches no real-time wait and no
    /// deadline. It has no test value.
    public var relojDelPartido: any Clock<Duration> {
        get { self[ClaveDeRelojDelPartido.self] }
        set { self[ClaveDeRelojDelPartido.self] = newValue }
    }

    /// Real-time deadlines, such as a request's patience. Live and preview: ``Temporizador/real``,
    /// which fires on time even when the cooperative pool is busy. It has no test value: a test
    /// chooses ``Temporizador/sobre(_:)`` with a test clock.
    public var temporizador: Temporizador {
        get { self[ClaveDeTemporizador.self] }
        set { self[ClaveDeTemporizador.self] = newValue }
    }
}

private enum ClaveDeUUID: DependencyKey {
    static let liveValue = GeneradorDeUUID.aleatorio
    static var testValue: GeneradorDeUUID { .incremental }
}

private enum ClaveDeFecha: DependencyKey {
    static let liveValue = GeneradorDeFechas.actual
}

private enum ClaveDeRelojContinuo: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
}

private enum ClaveDeRelojDelPartido: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
}

private enum ClaveDeTemporizador: DependencyKey {
    static let liveValue = Temporizador.real
}
