/// The lexer's sink when only active code matters: drops the tokens of `#if` branches that are
/// inactive on every platform, and the directives with their conditions, as the tokens arrive.
/// The tests hold a whole-array filter that decides the same way, and check the two agree.
struct ActiveTokenFilter: TokenSink {
    /// An `#if` or `#elseif` whose condition is being read; its tokens wait at the end of `tokens`.
    private struct OpenCondition {
        var keyword: Keyword
        var start: Int
        var line: Int32
        var depth = 0
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let configuration: BuildConfiguration
    private let platforms: [String]
    private let memo: ConditionMemo?
    private var tokens: TokenBuffer
    private var branches: ActiveBranches
    private var condition: OpenCondition?

    init(bytes: UnsafeBufferPointer<UInt8>, configuration: BuildConfiguration, memo: ConditionMemo?, tokens: TokenBuffer) {
        self.bytes = bytes
        self.configuration = configuration
        platforms = ConditionalCompilation.platforms(of: configuration)
        self.memo = memo
        self.tokens = tokens
        branches = ActiveBranches(platformCount: platforms.count)
    }

    @inline(__always)
    mutating func take(_ token: Token) {
        if condition == nil, token.kind != .pound {
            if branches.anyActive { tokens.take(token) }
            return
        }
        takeSlowly(token)
    }

    /// Directives and the tokens of their conditions.
    @inline(never)
    private mutating func takeSlowly(_ token: Token) {
        if var open = condition {
            // The condition runs to the end of the directive's line, or further while parentheses
            // are open, and never past another directive.
            if (token.line != open.line && open.depth <= 0) || (token.kind == .pound && token.keyword != .none) {
                closeCondition()
            } else {
                if token.kind == .leftParen { open.depth += 1 }
                if token.kind == .rightParen { open.depth -= 1 }
                condition = open
                tokens.take(token)
                return
            }
        }
        guard token.kind == .pound else {
            if branches.anyActive { tokens.take(token) }
            return
        }
        switch token.keyword {
        case .if, .elseif:
            condition = OpenCondition(keyword: token.keyword, start: tokens.count, line: token.line)
        case .else:
            branches.enterElse()
        case .endif:
            branches.exit()
        default:
            if branches.anyActive { tokens.take(token) }
        }
    }

    private mutating func closeCondition() {
        guard let open = condition else { return }
        condition = nil
        let conditionTokens = tokens.suffix(from: open.start)
        let (bytes, platforms, configuration, memo) = (bytes, platforms, configuration, memo)
        branches.enter(open.keyword) {
            ConditionalCompilation.truths(
                of: conditionTokens, in: bytes, platforms: platforms, configuration: configuration, memo: memo)
        }
        tokens.removeSuffix(from: open.start)
    }

    /// Lends the active tokens, then releases them; the filter must not be used again.
    consuming func withTokens<Result>(_ body: (UnsafeBufferPointer<Token>) -> Result) -> Result {
        closeCondition()
        return tokens.withTokens(body)
    }
}
