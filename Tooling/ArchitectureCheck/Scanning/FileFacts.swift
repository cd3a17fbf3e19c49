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
}

/// `Partido.Resumen` where a file names it.
public struct TypeReference: Sendable, Equatable {
    /// `Partido`: a capitalised name, or a called function.
    public var name: String
    /// `["Resumen"]`: the members named after it. Most references have none, and then no array is
    /// made for them.
    public var members: [String] = []
    public var line: Int
    public var column: Int

    /// `["Partido", "Resumen"]`.
    public var path: [String] { [name] + members }
}

/// What one source file imports, declares and uses, read from its active tokens.
public struct FileFacts: Sendable {
    public var imports: [ImportFact] = []
    public var declarations: [TypeDeclaration] = []
    public var references: [TypeReference] = []
    /// The type-like names the file declares outside types, at any depth (types, generic
    /// parameters, associated types, local types): each shadows the name in the whole file.
    public var localNames: Set<String> = []
    var nested = NestedNames()
}

/// Types declared inside a type, and where the bodies of each type are in the file. A nested type
/// shadows a name only inside its enclosing type (its body and the bodies of its extensions here),
/// as the compiler resolves it: elsewhere in the file the name means the module's type.
struct NestedNames: Sendable {
    struct Body: Sendable {
        var typeName: String
        var start: (line: Int, column: Int)
        var end: (line: Int, column: Int)
    }

    private(set) var names: [(name: String, enclosing: String)] = []
    var bodies: [Body] = []

    mutating func insert(_ name: String, enclosing: String) {
        names.append((name, enclosing))
    }

    /// Whether `name`, used at `line`:`column`, names a type nested in a type whose body is there.
    func shadows(_ name: String, line: Int, column: Int) -> Bool {
        for (nested, enclosing) in names where nested == name {
            for body in bodies where body.typeName == enclosing || body.typeName.hasPrefix(enclosing + ".") {
                if (body.start.line, body.start.column) < (line, column), (line, column) < (body.end.line, body.end.column) {
                    return true
                }
            }
        }
        return false
    }
}
