/// A source file of a target, where it sits in the architecture, and what it contains.
struct ScannedFile: Sendable {
    var target: String
    /// The target's position in the package description.
    var targetIndex: Int
    /// Relative to the repository root.
    var path: String
    /// The layer folder (feature) or part folder (Core) the file is in, if any.
    var layer: String?
    var imports: [ImportFact] = []
    var declarations: [TypeDeclaration] = []
    /// All the file's facts, for the layer rules to take: only they read the names it uses.
    var uses: HandOff<FileFacts>?
}
