import SwiftSyntax

/// Walks a file's syntax tree, operators folded into their expressions, and records one mutant for
/// each place an operator applies. Code the tests cannot reach as written is left alone: string
/// interpolations, attributes (`@available(iOS 17.0, *)`), `#if` conditions, macros (`#Preview`),
/// imports, and the arguments of `precondition` and `assert`.
final class MutantFinder: SyntaxVisitor {
    private(set) var found: [Mutant] = []
    private let file: String
    private let lines: [Substring]
    private let locations: SourceLocationConverter

    static let flipped = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
    static let swapped = ["+": "-", "-": "+", "+=": "-=", "-=": "+="]
    static let unchecked: Set<String> = ["precondition", "preconditionFailure", "assert", "assertionFailure"]

    init(file: String, text: String, tree: some SyntaxProtocol) {
        self.file = file
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        locations = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Operators

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let operation = node.operator.as(BinaryOperatorExprSyntax.self) else { return .visitChildren }
        let text = operation.operator.text
        if let other = Self.flipped[text] {
            record(operation, "flip_comparisons", "'\(text)' → '\(other)'", replacement: other)
        } else if let other = Self.swapped[text], !joinsStringsOrArrays(node) {
            record(operation, "swap_plus_minus", "'\(text)' → '\(other)'", replacement: other)
        }
        return .visitChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let digits = node.literal.text.filter { $0 != "_" }
        if let value = Int(digits), digits.allSatisfy(\.isNumber) {
            record(node, "bump_integers", "'\(node.literal.text)' → '\(value + 1)'", replacement: String(value + 1))
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions, keyword: "if")
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions, keyword: "guard")
        if node.conditions.allSatisfy(isPlainExpression) {
            let removed = String(repeating: "\n", count: node.trimmedDescription.filter { $0 == "\n" }.count)
            record(node, "drop_guards", "drop 'guard \(collapsed(node.conditions)) else {…}'", replacement: removed)
        }
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        negate(node.condition, keyword: "ternary")
        return .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        // A guard's else must leave the scope: without its throw it does not compile.
        let block = node.parent?.parent?.parent
        guard block?.parent?.is(GuardStmtSyntax.self) != true else { return .visitChildren }
        // The first statement of a switch case cannot just go: an empty case does not compile.
        let firstInCase =
            block?.is(SwitchCaseSyntax.self) == true && node.parent?.previousToken(viewMode: .sourceAccurate)?.tokenKind == .colon
        record(node, "drop_throws", "drop '\(collapsed(node))'", replacement: firstInCase ? "break" : "")
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, node.signature.returnClause == nil {
            insert(after: body.leftBrace, "return at the start of '\(node.name.text)'")
        }
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.accessorSpecifier.text
        if let body = node.body, ["set", "didSet", "willSet"].contains(name) {
            insert(after: body.leftBrace, "return at the start of '\(name)'")
        }
        return .visitChildren
    }

    // MARK: - Mutations

    /// `!x` for a name, `x` for `!x`, `!(x)` for anything else; a binding (`if let`, `case`,
    /// `#available`) or an `await` is not a condition to negate.
    private func negate(_ conditions: ConditionElementListSyntax, keyword: String) {
        for element in conditions where isPlainExpression(element) {
            if case let .expression(expression) = element.condition { negate(expression, keyword: keyword) }
        }
    }

    private func negate(_ expression: ExprSyntax, keyword: String) {
        let clause = collapsed(expression)
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            record(prefix.operator, "negate_conditions", "\(keyword) '\(clause)' → '\(collapsed(prefix.expression))'", replacement: "")
        } else if isName(expression) {
            record(
                expression, "negate_conditions", "\(keyword) '\(clause)' → '!\(clause)'", replacement: "!" + expression.trimmedDescription)
        } else {
            record(
                expression, "negate_conditions", "\(keyword) '\(clause)' → '!(\(clause))'",
                replacement: "!(\(expression.trimmedDescription))")
        }
    }

    private func insert(after brace: TokenSyntax, _ description: String) {
        let offset = brace.endPositionBeforeTrailingTrivia
        add(at: offset, end: offset, "return_early", description, replacement: " return;", node: Syntax(brace))
    }

    private func record(_ node: some SyntaxProtocol, _ kind: String, _ description: String, replacement: String) {
        add(
            at: node.positionAfterSkippingLeadingTrivia, end: node.endPositionBeforeTrailingTrivia, kind, description,
            replacement: replacement, node: Syntax(node))
    }

    private func add(
        at start: AbsolutePosition, end: AbsolutePosition, _ kind: String, _ description: String, replacement: String, node: Syntax
    ) {
        guard !isUnchecked(node) else { return }
        let location = locations.location(for: start)
        let before = lines[location.line - 1].utf8.prefix(location.column - 1)
        found.append(
            Mutant(
                file: file, line: location.line, column: String(decoding: before, as: UTF8.self).unicodeScalars.count + 1, operator: kind,
                description: description, start: start.utf8Offset, end: end.utf8Offset, replacement: replacement))
    }

    // MARK: - What is left alone

    private func isUnchecked(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let here = current {
            if here.is(StringLiteralExprSyntax.self) || here.is(AttributeSyntax.self) || here.is(ImportDeclSyntax.self)
                || here.is(MacroExpansionExprSyntax.self) || here.is(MacroExpansionDeclSyntax.self)
            {
                return true
            }
            if let clause = here.parent?.as(IfConfigClauseSyntax.self), clause.condition?.id == here.id { return true }
            if let call = here.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                Self.unchecked.contains(callee.baseName.text)
            {
                return true
            }
            current = here.parent
        }
        return false
    }

    private func isPlainExpression(_ element: ConditionElementSyntax) -> Bool {
        guard case let .expression(expression) = element.condition else { return false }
        return !expression.is(AwaitExprSyntax.self)
            && !expression.tokens(viewMode: .sourceAccurate).contains { [.keyword(.let), .keyword(.var)].contains($0.tokenKind) }
    }

    /// `x`, `x.y`, `self.x`: negated as `!x.y`, without brackets.
    private func isName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isName(base) }
        return false
    }

    /// A `+` of strings or of an array literal concatenates: swapping it with `-` does not compile.
    private func joinsStringsOrArrays(_ node: InfixOperatorExprSyntax) -> Bool {
        let quotes: [TokenKind] = [.stringQuote, .multilineStringQuote, .rawStringPoundDelimiter("#")]
        let last = node.leftOperand.lastToken(viewMode: .sourceAccurate)?.tokenKind
        let first = node.rightOperand.firstToken(viewMode: .sourceAccurate)?.tokenKind
        return last.map(quotes.contains) == true || first.map { quotes.contains($0) || $0 == .leftSquare } == true
            || node.leftOperand.is(StringLiteralExprSyntax.self) || node.rightOperand.is(StringLiteralExprSyntax.self)
    }

    private func collapsed(_ node: some SyntaxProtocol) -> String {
        node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
