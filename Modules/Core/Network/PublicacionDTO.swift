/// The JSON body of `POST /posts`.
public struct PublicacionDTO: Codable, Equatable, Sendable {
    public var userId: Int
    public var title: String
    public var body: String

    public init(userId: Int, title: String, body: String) {
        self.userId = userId
        self.title = title
        self.body = body
    }
}
