@testable import ArchitectureCheck

struct TypeReference: Sendable, Equatable {
    /// `["Partido", "Resumen"]` for `Partido.Resumen`; the first name starts with a capital.
    var path: [String]
    var line: Int
    var column: Int
}

/// What one source file imports, declares and uses, read from its active tokens.
struct FileFacts: Sendable, Equatable {
    var imports: [ImportFact] = []
    var declarations: [TypeDeclaration] = []
    var references: [TypeReference] = []
    /// Every type-like name the file declares at any depth (types, generic parameters,
    /// associated types, local types): they shadow names declared elsewhere.
    var localNames: Set<String> = []

    init() {}
}

/// The scanner's facts as plain strings, for tests to read: the checker itself keeps names in the
/// file's bytes (`ScannedFacts`).
extension SourceScanner {
    static func scan(_ source: [UInt8], configuration: BuildConfiguration) -> FileFacts {
        source.withUnsafeBufferPointer { bytes in
            FileFacts(facts(bytes, configuration: configuration), in: bytes)
        }
    }

    static func scan(_ source: String, configuration: BuildConfiguration = BuildConfiguration()) -> FileFacts {
        scan(Array(source.utf8), configuration: configuration)
    }
}

extension FileFacts {
    init(_ facts: ScannedFacts, in bytes: UnsafeBufferPointer<UInt8>) {
        self.init()
        imports = facts.imports
        declarations = facts.declarations
        references = facts.references.map { reference in
            TypeReference(
                path: facts.pieces[reference.pieceRange].map { $0.text(in: bytes) }, line: Int(reference.line),
                column: Int(reference.column))
        }
        localNames = Set((facts.localNames.pieces + facts.nested.names.map(\.piece)).map { $0.text(in: bytes) })
    }
}
