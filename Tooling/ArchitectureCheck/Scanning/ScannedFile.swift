/// A source file of a target, where it sits in the architecture, and what it contains.
struct ScannedFile: Sendable {
    var target: String
    /// Relative to the repository root.
    var path: String
    /// The layer folder (feature) or part folder (Core) the file is in, if any.
    var layer: String?
    var facts: FileFacts
}

/// Where a type is declared, for lookups by name.
struct DeclarationSite: Sendable, Equatable {
    var target: String
    var file: String
    var layer: String?
    var line: Int
    var visibility: Visibility

    var location: String { "\(file):\(line)" }
}
