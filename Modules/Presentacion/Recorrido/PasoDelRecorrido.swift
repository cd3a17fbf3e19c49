/// One step of a feature's part of the scripted tour: a line of narration, then what a person would
/// type at the console, run through the same commands as `--interactivo`.
public struct PasoDelRecorrido: Sendable, Equatable {
    public let nota: String?
    public let comando: String?
    /// Said when the command could not do what it says (the screen it showed says why).
    public let siNoSale: String?
    /// Without it the rest of the feature's part means nothing: the part stops there and the tour
    /// counts as not complete (exit status 1).
    public let imprescindible: Bool
    /// Without it the rest of the feature's part means nothing, but its absence is no failure (the
    /// data already hold what the part would show): the part stops there and the tour goes on.
    public let sinElNoHayMas: Bool
    /// The step (its narration too) runs only when this command is registered: the sample service's
    /// network, say, which a run against a real server does not have.
    public let siHay: String?

    public init(
        nota: String? = nil, comando: String? = nil, siNoSale: String? = nil, imprescindible: Bool = false, sinElNoHayMas: Bool = false,
        siHay: String? = nil
    ) {
        self.nota = nota
        self.comando = comando
        self.siNoSale = siNoSale
        self.imprescindible = imprescindible
        self.sinElNoHayMas = sinElNoHayMas
        self.siHay = siHay
    }

    /// Narration alone.
    public static func nota(_ texto: String) -> PasoDelRecorrido {
        PasoDelRecorrido(nota: texto)
    }

    /// A command, with what to say if it does not work out.
    public static func comando(_ linea: String, siNoSale: String? = nil, imprescindible: Bool = false, sinElNoHayMas: Bool = false)
        -> PasoDelRecorrido
    {
        PasoDelRecorrido(comando: linea, siNoSale: siNoSale, imprescindible: imprescindible, sinElNoHayMas: sinElNoHayMas)
    }
}
