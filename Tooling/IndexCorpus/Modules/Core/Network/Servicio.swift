public struct Servicio: Sendable {
    public init() {}
}
