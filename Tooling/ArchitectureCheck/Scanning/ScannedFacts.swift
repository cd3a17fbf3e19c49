/// What the checker keeps of a file: like `FileFacts`, but the names it uses stay in the file's
/// bytes, keyed by `NameKey`; strings are made only for the names a finding reports.
struct ScannedFacts: Sendable {
    var imports: [ImportFact] = []
    var declarations: [TypeDeclaration] = []
    /// The pieces of every reference's path, in order; each reference owns a run of them.
    var pieces: [NamePiece] = []
    var references: [ReferenceSpan] = []
    var localNames = LocalNames()
    var nested = NestedNames()
}

/// The part of a file's facts only the layer rules read, with the bytes its names point into.
struct NameUses: Sendable {
    var source: [UInt8]
    var pieces: [NamePiece]
    var references: [ReferenceSpan]
    var localNames: LocalNames
    var nested: NestedNames
}

/// Types declared inside a type, and where the bodies of each type are in the file. A nested type
/// shadows a name only inside its enclosing type (its body and the bodies of its extensions here),
/// as the compiler resolves it: elsewhere in the file the name means the module's type.
struct NestedNames: Sendable {
    struct Body: Sendable {
        var typeName: String
        var start: (line: Int32, column: Int32)
        var end: (line: Int32, column: Int32)
    }

    private(set) var names: [(piece: NamePiece, enclosing: String)] = []
    private(set) var bodies: [Body] = []

    var isEmpty: Bool { names.isEmpty }

    mutating func insert(_ piece: NamePiece, enclosing: String) {
        names.append((piece, enclosing))
    }

    mutating func addBody(_ body: Body) {
        bodies.append(body)
    }

    /// Whether `piece`, used at `line`:`column`, names a type nested in a type whose body is there.
    func shadows(_ piece: NamePiece, line: Int32, column: Int32, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (name, enclosing) in names where name.key == piece.key && name.sameBytes(as: piece, in: bytes) {
            for body in bodies where body.typeName == enclosing || body.typeName.hasPrefix(enclosing + ".") {
                if (body.start.line, body.start.column) < (line, column), (line, column) < (body.end.line, body.end.column) {
                    return true
                }
            }
        }
        return false
    }
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
