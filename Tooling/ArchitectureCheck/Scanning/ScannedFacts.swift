/// What the checker keeps of a file: like `FileFacts`, but the names it uses stay in the file's
/// bytes, keyed by `NameKey`; strings are made only for the names a finding reports.
struct ScannedFacts: Sendable {
    var imports: [ImportFact] = []
    var declarations: [TypeDeclaration] = []
    /// The pieces of every reference's path, in order; each reference owns a run of them.
    var pieces: [NamePiece] = []
    var references: [ReferenceSpan] = []
    var localNames = LocalNames()
}

/// The part of a file's facts only the layer rules read, with the bytes its names point into.
struct NameUses: Sendable {
    var source: [UInt8]
    var pieces: [NamePiece]
    var references: [ReferenceSpan]
    var localNames: LocalNames
}

/// `Partido.Resumen` at a position: `pieceCount` pieces from `firstPiece`.
struct ReferenceSpan: Sendable {
    var firstPiece: Int32
    var pieceCount: Int32
    var line: Int32
    var column: Int32
    /// The key of the whole dotted path.
    var pathKey: NameKey

    var pieceRange: Range<Int> { Int(firstPiece)..<Int(firstPiece + pieceCount) }
}

/// The type-like names a file declares at any depth. Files declare few, so a list scanned
/// linearly beats hashing; a dictionary takes over for files that declare many.
struct LocalNames: Sendable {
    private(set) var pieces: [NamePiece] = []
    private var byKey: [NameKey: [Int]] = [:]
    private static let linearLimit = 24

    mutating func reserveCapacity(_ count: Int) {
        pieces.reserveCapacity(count)
    }

    mutating func insert(_ piece: NamePiece, in bytes: UnsafeBufferPointer<UInt8>) {
        guard !contains(piece, in: bytes) else { return }
        pieces.append(piece)
        if pieces.count == Self.linearLimit + 1 {
            for (position, known) in pieces.enumerated() { byKey[known.key, default: []].append(position) }
        } else if pieces.count > Self.linearLimit + 1 {
            byKey[piece.key, default: []].append(pieces.count - 1)
        }
    }

    func contains(_ piece: NamePiece, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if pieces.count > Self.linearLimit {
            return byKey[piece.key]?.contains { pieces[$0].sameBytes(as: piece, in: bytes) } ?? false
        }
        for known in pieces where known.key == piece.key {
            if known.sameBytes(as: piece, in: bytes) { return true }
        }
        return false
    }
}
