/// The part of a user's address the app uses.
public struct DireccionDTO: Codable, Equatable, Sendable {
    public var city: String

    public init(city: String) {
        self.city = city
    }
}
