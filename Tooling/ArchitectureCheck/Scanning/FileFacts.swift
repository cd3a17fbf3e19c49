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
    /// For a typealias, the capitalised names on the right of its `=` (`["Servicio"]`), each a
    /// dotted path: a use of the alias is a use of the first of them that names one of our types.
    public var aliasOf: [String] = []

    public init(name: String, line: Int, column: Int, visibility: Visibility, aliasOf: [String] = []) {
        self.name = name
        self.line = line
        self.column = column
        self.visibility = visibility
        self.aliasOf = aliasOf
    }
}
