/// Reads a file's facts from its active tokens in one pass: imports, the types it declares (with
/// the types they are nested in or extend), and the names it uses.
public enum SourceScanner {
    public static func scan(_ bytes: [UInt8], configuration: BuildConfiguration = BuildConfiguration()) -> FileFacts {
        var conditions = ConditionCache()
        return scan(bytes, configuration: configuration, conditions: &conditions)
    }

    /// `conditions` holds the `#if` conditions already decided in `configuration`.
    static func scan(_ bytes: [UInt8], configuration: BuildConfiguration, conditions: inout ConditionCache) -> FileFacts {
        let tokens = ConditionalCompilation.activeTokens(
            Lexer.tokenize(bytes), in: bytes, configuration: configuration, conditions: &conditions)
        var scanner = ScannerState(tokens: tokens, bytes: bytes)
        scanner.run()
        return scanner.facts
    }

    public static func scan(_ text: String, configuration: BuildConfiguration = BuildConfiguration()) -> FileFacts {
        scan(Array(text.utf8), configuration: configuration)
    }
}

private struct Scope {
    /// The qualified name of the type whose body this is; nil for any other braces.
    var typeName: String?
    var membersExported: Bool
    var isLocal: Bool
    /// Where its `{` is.
    var start: (line: Int, column: Int) = (0, 0)
}

private struct ScannerState {
    let tokens: [Token]
    let bytes: [UInt8]
    var facts = FileFacts()
    var scopes: [Scope] = []
    var pendingScope: Scope?
    var visibility: Visibility?
    /// `@testable` and `@_exported` before an `import`.
    var isTestable = false
    var isExported = false
    var index = 0
    /// Calls of lowercase names, `cargar(…)`: references to top-level functions unless the file
    /// itself declares the name (a method, a local function, a variable, a parameter).
    var calls: [Int] = []
    /// Where the file names its values; their names are compared only when the file calls something.
    var valueNames: [Int] = []

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        // Sized for a typical file, so that they rarely grow while it is read.
        facts.references.reserveCapacity(tokens.count / 8)
        facts.localNames.reserveCapacity(8)
        scopes.reserveCapacity(8)
    }

    func text(_ position: Int) -> String {
        ConditionalCompilation.text(of: tokens[position], in: bytes)
    }

    func isWord(_ word: String, at position: Int) -> Bool {
        let token = tokens[position]
        return bytes[Int(token.start)..<Int(token.start + token.length)].elementsEqual(word.utf8)
    }

    func kind(at position: Int) -> TokenKind? {
        position < tokens.count ? tokens[position].kind : nil
    }

    func isPlainIdentifier(at position: Int) -> Bool {
        position < tokens.count && tokens[position].kind == .identifier && tokens[position].keyword == .none
    }

    /// Named like a type: a capital first letter, in any script (`Partido`, `ÁrbitroEnCaché`),
    /// after any leading underscores (`_Oculto`).
    func startsWithCapital(_ token: Token) -> Bool {
        var position = Int(token.start)
        let end = position + Int(token.length)
        while position < end, bytes[position] == UInt8(ascii: "_") { position += 1 }
        guard position < end else { return false }
        let first = bytes[position]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        // Beyond ASCII: the first scalar of the name, decoded from at most four bytes.
        let scalar = String(decoding: bytes[position..<min(end, position + 4)], as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isUppercase == true
    }

    /// Attributes whose arguments never name a type: platforms, versions, symbol names.
    static let attributesWithoutTypeArguments: Set<String> = [
        "available", "backDeployed", "objc", "_silgen_name", "_cdecl", "_spi", "_spi_available", "inline", "_semantics",
    ]

    mutating func resetModifiers() {
        visibility = nil
        isTestable = false
        isExported = false
    }

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .at:
                attribute()
                continue
            case .leftBrace:
                var opened = pendingScope ?? Scope(typeName: nil, membersExported: false, isLocal: true)
                opened.start = (Int(token.line), Int(token.column))
                scopes.append(opened)
                pendingScope = nil
                resetModifiers()
            case .rightBrace:
                if let closed = scopes.popLast(), let typeName = closed.typeName, !closed.isLocal {
                    facts.nested.bodies.append(.init(typeName: typeName, start: closed.start, end: (Int(token.line), Int(token.column))))
                }
                resetModifiers()
            case .identifier:
                identifier(token)
                continue
            default:
                resetModifiers()
            }
            index += 1
        }
        // The called names the file does not declare as values. A value name is made a string only
        // when it is as long as a called one: building a set of every value name took a seventh of
        // the scanner's instructions on the synthetic repository of `BenchmarkArchitecture`.
        var undeclared = Set(calls.map(text))
        let lengths = Set(calls.map { tokens[$0].length })
        for position in valueNames where lengths.contains(tokens[position].length) {
            undeclared.remove(text(position))
        }
        for position in calls where undeclared.contains(text(position)) {
            reference(at: position)
        }
    }

    /// `@Name`, `@Module.Name` and `@Name(arguments)`: the name may be one of our types.
    mutating func attribute() {
        index += 1
        guard isPlainIdentifier(at: index) else { return }
        if isWord("testable", at: index) { isTestable = true }
        if isWord("_exported", at: index) { isExported = true }
        if startsWithCapital(tokens[index]) { reference(at: index) }
        let name = text(index)
        index += 1
        while kind(at: index) == .dot, kind(at: index + 1) == .identifier { index += 2 }
        if kind(at: index) == .leftParen, tokens[index].start == tokens[index - 1].start + tokens[index - 1].length {
            if Self.attributesWithoutTypeArguments.contains(name) {
                skipBalanced(open: .leftParen, close: .rightParen)
            } else {
                // `@Environment(Repositorio.self)`, `@Test(arguments: Lista.casos)`: the arguments
                // are code, and the names in them are read like any other.
                index += 1
            }
        }
    }

    mutating func skipBalanced(open: TokenKind, close: TokenKind) {
        var depth = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == open { depth += 1 }
            if kind == close {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            // Never cross a declaration body while skipping arguments of malformed code.
            if kind == .leftBrace || kind == .rightBrace { return }
            index += 1
        }
    }

    mutating func identifier(_ token: Token) {
        switch token.keyword {
        case .public, .open, .package, .private, .fileprivate, .internal:
            if kind(at: index + 1) == .leftParen {
                // `private(set)` restricts a setter, not the declaration.
                index += 1
                skipBalanced(open: .leftParen, close: .rightParen)
                return
            }
            if visibility == nil {
                switch token.keyword {
                case .public, .open, .package: visibility = .exported
                case .internal: visibility = .module
                default: visibility = .file
                }
            }
            index += 1
        case .modifier:
            index += 1
        case .class:
            if isPlainIdentifier(at: index + 1) {
                typeDeclaration()
            } else {
                index += 1
            }
        case .struct, .enum, .protocol:
            typeDeclaration()
        case .actor:
            if isPlainIdentifier(at: index + 1),
                [.leftBrace, .colon, .leftAngle].contains(kind(at: index + 2)) || tokens.count == index + 2
            {
                typeDeclaration()
            } else {
                plainIdentifier(token)
            }
        case .typealias:
            typeDeclaration(opensScope: false)
        case .associatedtype:
            if isPlainIdentifier(at: index + 1) { facts.localNames.insert(text(index + 1)) }
            index += 2
            resetModifiers()
        case .extension:
            extensionDeclaration()
        case .func, .`init`, .subscript, .macro:
            let topLevel = scopes.isEmpty
            let visibility = self.visibility ?? .module
            index += 1
            if token.keyword == .func || token.keyword == .macro, kind(at: index) == .identifier || kind(at: index) == .operator {
                if kind(at: index) == .identifier {
                    valueNames.append(index)
                    // A top-level function is found like a type: by name, in its module.
                    if topLevel, token.keyword == .func, visibility != .file {
                        facts.declarations.append(
                            TypeDeclaration(
                                name: text(index), line: Int(token.line), column: Int(tokens[index].column), visibility: visibility))
                    }
                }
                index += 1
            }
            if kind(at: index) == .operator { index += 1 }
            genericParameters()
            resetModifiers()
        case .var, .let:
            if isPlainIdentifier(at: index + 1) { valueNames.append(index + 1) }
            index += isPlainIdentifier(at: index + 1) ? 2 : 1
            resetModifiers()
        case .case:
            let inTypeBody = scopes.last?.typeName != nil
            index += inTypeBody && isPlainIdentifier(at: index + 1) ? 2 : 1
            resetModifiers()
        case .import:
            importDeclaration(token)
        default:
            plainIdentifier(token)
        }
    }

    mutating func plainIdentifier(_ token: Token) {
        let afterDot = index > 0 && tokens[index - 1].kind == .dot
        if startsWithCapital(token), !afterDot, !isArgumentLabel(at: index) {
            reference(at: index)
        } else if !afterDot, kind(at: index + 1) == .leftParen, tokens[index + 1].start == token.start + token.length {
            calls.append(index)
        } else if kind(at: index + 1) == .colon || (index + 1 < tokens.count && tokens[index + 1].keyword == .in) {
            // A parameter (`nombre: Tipo`) or a closure parameter (`nombre in`): a local value.
            valueNames.append(index)
        }
        index += 1
        resetModifiers()
    }

    /// `f(Nombre: 1)`, `func f(Nombre: Int)`, `func f(Nombre nombre: Int)`: a label right after `(`
    /// or `,` and before `:` (or before the internal name and `:`) names no type.
    func isArgumentLabel(at position: Int) -> Bool {
        guard position > 0, [.leftParen, .comma].contains(tokens[position - 1].kind) else { return false }
        if kind(at: position + 1) == .colon { return true }
        return isPlainIdentifier(at: position + 1) && kind(at: position + 2) == .colon
    }

    /// Records `Name.Member.Member` starting at `position`.
    mutating func reference(at position: Int) {
        let token = tokens[position]
        var reference = TypeReference(name: text(position), line: Int(token.line), column: Int(token.column))
        var cursor = position + 2
        while kind(at: cursor - 1) == .dot, kind(at: cursor) == .identifier {
            reference.members.append(text(cursor))
            cursor += 2
        }
        facts.references.append(reference)
    }

    /// The type whose body this is (nil outside types), whether the code is local, and whether
    /// members are exported by default (`public extension`).
    var enclosing: (typeName: String?, isLocal: Bool, membersExported: Bool) {
        guard let scope = scopes.last else { return (nil, false, false) }
        if scope.isLocal || scopes.contains(where: \.isLocal) { return (nil, true, false) }
        return (scope.typeName, false, scope.membersExported)
    }

    mutating func typeDeclaration(opensScope: Bool = true) {
        let keywordToken = tokens[index]
        index += 1
        guard isPlainIdentifier(at: index) else {
            resetModifiers()
            return
        }
        let name = text(index)
        let nameToken = tokens[index]
        let context = enclosing
        let declared = context.typeName.map { "\($0).\(name)" } ?? name
        let visibility = self.visibility ?? (context.membersExported ? .exported : .module)
        if let enclosing = context.typeName, !context.isLocal {
            facts.nested.insert(name, enclosing: enclosing)
        } else {
            facts.localNames.insert(name)
        }
        let declarationIndex = facts.declarations.count
        if !context.isLocal, visibility != .file {
            facts.declarations.append(
                TypeDeclaration(name: declared, line: Int(keywordToken.line), column: Int(nameToken.column), visibility: visibility))
        }
        if opensScope {
            pendingScope = Scope(typeName: declared, membersExported: false, isLocal: context.isLocal)
        }
        index += 1
        genericParameters()
        if keywordToken.keyword == .typealias, declarationIndex < facts.declarations.count {
            facts.declarations[declarationIndex].aliasOf = aliasedNames(after: index, line: keywordToken.line)
        }
        resetModifiers()
    }

    /// The capitalised dotted names after a typealias's `=`, up to the end of its line. Only read:
    /// the main loop still records them as the references they are.
    func aliasedNames(after start: Int, line: Int32) -> [String] {
        var cursor = start
        while cursor < tokens.count, tokens[cursor].line == line, !(tokens[cursor].kind == .operator && text(cursor) == "=") {
            cursor += 1
        }
        var names: [String] = []
        cursor += 1
        while cursor < tokens.count, tokens[cursor].line == line, ![.leftBrace, .rightBrace, .semicolon].contains(tokens[cursor].kind) {
            if tokens[cursor].kind == .identifier, startsWithCapital(tokens[cursor]), tokens[cursor - 1].kind != .dot {
                var path = text(cursor)
                while kind(at: cursor + 1) == .dot, kind(at: cursor + 2) == .identifier {
                    path += "." + text(cursor + 2)
                    cursor += 2
                }
                names.append(path)
            }
            cursor += 1
        }
        return names
    }

    /// `<T, U: P>`: the parameter names shadow types of the same name elsewhere.
    mutating func genericParameters() {
        guard kind(at: index) == .leftAngle else { return }
        var cursor = index + 1
        var depth = 1
        var expectsName = true
        while cursor < tokens.count, depth > 0 {
            let token = tokens[cursor]
            switch token.kind {
            case .leftAngle: depth += 1
            case .rightAngle: depth -= 1
            case .comma where depth == 1: expectsName = true
            case .identifier where depth == 1 && expectsName:
                facts.localNames.insert(text(cursor))
                expectsName = false
            case .leftBrace, .rightBrace: depth = 0
            default: expectsName = false
            }
            cursor += 1
        }
    }

    mutating func extensionDeclaration() {
        let exported = visibility == .exported
        index += 1
        guard isPlainIdentifier(at: index) else {
            resetModifiers()
            return
        }
        reference(at: index)
        var path = text(index)
        index += 1
        while kind(at: index) == .dot, isPlainIdentifier(at: index + 1) {
            path += "." + text(index + 1)
            index += 2
        }
        pendingScope = Scope(typeName: path, membersExported: exported, isLocal: enclosing.isLocal)
        resetModifiers()
    }

    /// `@testable import X`, `@_exported public import X`, `import struct X.Y`.
    mutating func importDeclaration(_ token: Token) {
        let isTestable = self.isTestable
        let isExported = self.isExported
        index += 1
        if index < tokens.count, tokens[index].kind == .identifier {
            switch tokens[index].keyword {
            case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let: index += 1
            default: if isWord("actor", at: index) { index += 1 }
            }
        }
        if kind(at: index) == .identifier {
            facts.imports.append(
                ImportFact(
                    module: text(index), line: Int(token.line), column: Int(token.column), isExported: isExported, isTestable: isTestable)
            )
            index += 1
            while kind(at: index) == .dot, kind(at: index + 1) == .identifier { index += 2 }
        }
        resetModifiers()
    }
}
