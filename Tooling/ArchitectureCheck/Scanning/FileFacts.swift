/// How far a declaration is visible, as far as the checker needs to know.
public enum Visibility: Sendable, Equatable {
    /// `public`, `open` or `package`: other modules of the package may use it.
    case exported
    /// The default: the whole module.
    case module
    /// `private` or `fileprivate`: only its own file.
    case file
}

public struct ImportFact: Sendable, Equatable {
    public var module: String
    public var line: Int
    public var column: Int
    public var isExported: Bool
    public var isTestable: Bool

    public init(module: String, line: Int, column: Int, isExported: Bool = false, isTestable: Bool = false) {
        self.module = module
        self.line = line
        self.column = column
        self.isExported = isExported
        self.isTestable = isTestable
    }
}

public struct TypeDeclaration: Sendable, Equatable {
    /// Qualified by the types it is nested in or extends: `Partido.Resumen`.
    public var name: String
    public var line: Int
    public var column: Int
    public var visibility: Visibility

    public init(name: String, line: Int, column: Int, visibility: Visibility) {
        self.name = name
        self.line = line
        self.column = column
        self.visibility = visibility
    }
}

public struct TypeReference: Sendable, Equatable {
    /// `["Partido", "Resumen"]` for `Partido.Resumen`; the first name starts with a capital.
    public var path: [String]
    public var line: Int
    public var column: Int

    public init(path: [String], line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// What one source file imports, declares and uses, read from its active tokens.
public struct FileFacts: Sendable, Equatable {
    public var imports: [ImportFact] = []
    public var declarations: [TypeDeclaration] = []
    public var references: [TypeReference] = []
    /// Every type-like name the file declares at any depth (types, generic parameters,
    /// associated types, local types): they shadow names declared elsewhere.
    public var localNames: Set<String> = []

    public init() {}
}
