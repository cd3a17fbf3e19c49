public import Foundation

/// What the compiler's index holds for one source file: the unit the compiler wrote when it compiled
/// the file, the modules the file imports, and every occurrence of a symbol in it.
public struct IndexedFile: Sendable, Equatable {
    /// Absolute, as the compiler saw it.
    public var path: String
    public var module: String
    /// When the compiler wrote the file's unit: a source modified later is not in the index as it is.
    public var unitWritten: Date
    /// The modules the file imports.
    public var imports: [String]
    public var occurrences: [IndexedOccurrence]

    /// Where the file imports `module`: the first occurrence of the module's name.
    func importOccurrence(of module: String) -> IndexedOccurrence? {
        occurrences.first { $0.kind == IndexedOccurrence.moduleKind && $0.name == module }
    }
}

/// One occurrence of a symbol the compiler recorded in a source file.
public struct IndexedOccurrence: Sendable, Equatable {
    /// The symbol's unique name: the same for every occurrence of one declaration, in any module.
    public var usr: String
    public var name: String
    /// libIndexStore's symbol kind (`indexstore_symbol_kind_t`).
    public var kind: Int32
    public var roles: UInt64
    public var line: Int
    public var column: Int

    public static let definition: UInt64 = 1 << 1
    public static let reference: UInt64 = 1 << 2
    public static let implicit: UInt64 = 1 << 8
    public static let moduleKind: Int32 = 1
    public static let typealiasKind: Int32 = 11

    public var isDefinition: Bool { roles & Self.definition != 0 }
    /// Written in the source: implicit references (synthesised code) are the compiler's, not ours.
    public var isWrittenReference: Bool { roles & Self.reference != 0 && roles & Self.implicit == 0 }
}
