/// How `#if` conditions are decided: the platforms they are evaluated on and each condition's value
/// on each of them. `ActiveTokenFilter` drops inactive branches as the lexer reads.
public enum ConditionalCompilation {
    static func platforms(of configuration: BuildConfiguration) -> [String] {
        configuration.platforms.isEmpty ? ["Linux"] : configuration.platforms
    }

    /// The condition's value on each platform; the same condition in the same configuration is
    /// evaluated once per memo.
    static func truths(
        of condition: some Collection<Token>, in bytes: UnsafeBufferPointer<UInt8>, platforms: [String], configuration: BuildConfiguration,
        memo: ConditionMemo?
    ) -> [Truth] {
        let key = memo.map { _ in ConditionMemo.key(condition, in: bytes) }
        if let memo, let key, let known = memo.truths(key) { return known }
        let lexemes = conditionLexemes(condition, in: bytes)
        var readsTargetModules = false
        let truths = platforms.map { platform in
            var evaluator = ConditionEvaluator(lexemes: lexemes, platform: platform, configuration: configuration)
            let truth = evaluator.evaluate()
            readsTargetModules = readsTargetModules || evaluator.readsTargetModules
            return truth
        }
        if let memo, let key { memo.remember(truths, for: key, readsTargetModules: readsTargetModules) }
        return truths
    }

    private static func conditionLexemes(_ condition: some Collection<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> [ConditionEvaluator
        .Lexeme]
    {
        var lexemes: [ConditionEvaluator.Lexeme] = []
        for token in condition {
            switch token.kind {
            case .leftParen:
                lexemes.append(.open)
            case .rightParen:
                lexemes.append(.close)
            case .identifier:
                lexemes.append(.word(text(of: token, in: bytes)))
            case .operator, .leftAngle, .rightAngle:
                splitOperator(text(of: token, in: bytes), into: &lexemes)
            default:
                lexemes.append(.other(text(of: token, in: bytes)))
            }
        }
        return lexemes
    }

    private static func splitOperator(_ text: String, into lexemes: inout [ConditionEvaluator.Lexeme]) {
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("&&") {
                lexemes.append(.and)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("||") {
                lexemes.append(.or)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("!") {
                lexemes.append(.not)
                rest = rest.dropFirst()
            } else {
                let end = rest.firstIndex(where: { $0 == "&" || $0 == "|" || $0 == "!" }) ?? rest.endIndex
                let piece = rest[rest.startIndex..<(end == rest.startIndex ? rest.index(after: end) : end)]
                if case .other(let previous) = lexemes.last {
                    lexemes[lexemes.count - 1] = .other(previous + piece)
                } else {
                    lexemes.append(.other(String(piece)))
                }
                rest = rest[piece.endIndex...]
            }
        }
    }

    static func text(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let start = Int(token.start)
        let end = min(start + Int(token.length), bytes.count)
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

/// Conditions already evaluated, for one thread and the configurations of one policy, which
/// differ only in the modules each target may import. A condition whose value never looked at
/// those is kept for every target; the others only while the thread reads files of the same
/// target (`read(target:)`), since files of a target repeat the same few conditions.
final class ConditionMemo {
    private var general: [Key: [Truth]] = [:]
    private var ofTarget: [Key: [Truth]] = [:]
    private var target: Int?

    /// The next files are `target`'s.
    func read(target: Int) {
        guard target != self.target else { return }
        ofTarget = [:]
        self.target = target
    }

    func truths(_ key: Key) -> [Truth]? {
        general[key] ?? ofTarget[key]
    }

    func remember(_ truths: [Truth], for key: Key, readsTargetModules: Bool) {
        if readsTargetModules {
            ofTarget[key] = truths
        } else {
            general[key] = truths
        }
    }

    /// A condition's bytes, hashed in one call rather than byte by byte.
    struct Key: Hashable {
        var bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Each token's kind, length and bytes: exactly what the lexemes are made of.
    static func key(_ condition: some Collection<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> Key {
        var key: [UInt8] = []
        key.reserveCapacity(condition.reduce(0) { $0 + 5 + Int($1.length) })
        for token in condition {
            key.append(token.kind.rawValue)
            let start = Int(token.start)
            let end = min(start + Int(token.length), bytes.count)
            let length = UInt32(max(0, end - start))
            key.append(UInt8(truncatingIfNeeded: length))
            key.append(UInt8(truncatingIfNeeded: length >> 8))
            key.append(UInt8(truncatingIfNeeded: length >> 16))
            key.append(UInt8(truncatingIfNeeded: length >> 24))
            if start < end { key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        }
        return Key(bytes: key)
    }
}
