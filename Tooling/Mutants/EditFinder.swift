import SwiftSyntax

/// What Tooling/build-isolation.sh may edit in a file, read from its syntax tree: each function or
/// initialiser whose body a statement can open without changing anything else (it returns nothing
/// and is not inlinable, so the edit stays inside the body), and each public type declared at the
/// top level (an extension of it is a change of the module's API).
final class EditFinder: SyntaxVisitor {
    /// A place for a body-only edit: `replacement` inserted at the UTF-8 offset `start`. Its line
    /// break moves every later line, so the object file changes (its debug information) as with a
    /// real edit, and what links it relinks.
    struct Body: Encodable {
        var file: String
        var line: Int
        var isPublic: Bool
        var start: Int
        var replacement = " _ = 0;\n"
    }

    /// A public type declared at the top level of `file`.
    struct PublicType: Encodable {
        var file: String
        var name: String
    }

    private(set) var bodies: [Body] = []
    private(set) var publicTypes: [PublicType] = []
    private let file: String
    private let locations: SourceLocationConverter

    /// Attributes that put a body into its callers' modules, where an edit of it reaches them.
    static let inlining: Set<String> = ["inlinable", "usableFromInline", "_transparent", "_alwaysEmitIntoClient"]

    init(file: String, tree: some SyntaxProtocol) {
        self.file = file
        locations = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.returnClause == nil { offer(node.body, node.attributes, node.modifiers) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        offer(node.body, node.attributes, node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared(node, node.name, node.modifiers) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared(node, node.name, node.modifiers) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared(node, node.name, node.modifiers) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared(node, node.name, node.modifiers) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared(node, node.name, node.modifiers) }

    private func offer(_ body: CodeBlockSyntax?, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) {
        guard let body, !insideConditionalCompilation(body) else { return }
        let names = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard Self.inlining.isDisjoint(with: names) else { return }
        let offset = body.leftBrace.endPositionBeforeTrailingTrivia
        bodies.append(
            Body(file: file, line: locations.location(for: offset).line, isPublic: isPublic(modifiers), start: offset.utf8Offset))
    }

    private func declared(_ node: some SyntaxProtocol, _ name: TokenSyntax, _ modifiers: DeclModifierListSyntax)
        -> SyntaxVisitorContinueKind
    {
        // At the top level a declaration's parent is its item in the file's list of statements.
        if isPublic(modifiers), node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            publicTypes.append(PublicType(file: file, name: name.text))
        }
        return .visitChildren
    }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open"].contains($0.name.text) }
    }

    /// A branch of `#if` may not be compiled here at all: an edit there would measure nothing.
    private func insideConditionalCompilation(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(IfConfigClauseSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}

/// How many times each name appears in a file, as the parser tokenises it (comments and string
/// contents are not names).
final class NameCounter: SyntaxVisitor {
    private(set) var counts: [String: Int] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case let .identifier(name) = token.tokenKind { counts[name, default: 0] += 1 }
        return .visitChildren
    }
}
