/// A source file of a target, where it sits in the architecture, and what it contains.
struct ScannedFile: Sendable {
    var target: String
    /// The target's position in the package description.
    var targetIndex: Int
    /// Relative to the repository root.
    var path: String
    /// The layer folder (feature) or part folder (Core) the file is in, if any.
    var layer: String?
    /// Imports and declarations; the names the file uses are handed to the layer rules apart.
    var facts = ScannedFacts()
    var isUnreadable = false

    /// What takes a file's place once it is no longer needed: it owns no memory.
    static let released = ScannedFile(target: "", targetIndex: 0, path: "", layer: nil)
}

/// Where a type is declared, for lookups by name: positions only, so that copying one costs
/// nothing; the declaring file (`fileIndex`) has the names.
struct DeclarationSite: Sendable, Equatable {
    var targetIndex: Int
    var kind: TargetKind?
    /// The file's position in the check.
    var fileIndex: Int
    /// The position in `LayerTable` of the file's layer, or nil.
    var layerIndex: Int?
    var line: Int
    var visibility: Visibility
}
