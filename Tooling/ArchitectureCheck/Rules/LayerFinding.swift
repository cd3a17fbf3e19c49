/// A layer finding before it is put into words: positions and indices only. The strings of its
/// `Violation` are built when the report is read (`FindingText`), not while the check runs.
struct LayerFinding: Sendable {
    var rule: Rule
    var line: Int32
    var column: Int32
    /// The using file and the declaring file: positions among the check's files as the layer
    /// rules record them, positions in `FindingText.files` once gathered.
    var file: Int32
    var declaringFile: Int32
    var declaringLine: Int32
    /// The name as written (`Partido.Resumen`): where its bytes are in the names buffer (the
    /// file's as recorded, `FindingText.names` once gathered).
    var nameStart: Int32
    var nameLength: Int32
}

/// What the layer rules found in one file.
struct FileLayerFindings: Sendable {
    var outsideFolders: Violation?
    var findings: [LayerFinding] = []
    var names: [UInt8] = []
}
