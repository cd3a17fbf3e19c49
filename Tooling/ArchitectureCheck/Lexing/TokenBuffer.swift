/// Where the lexer puts each token it reads.
protocol TokenSink {
    mutating func take(_ token: Token)
}

/// Tokens as the lexer appends them: a plain buffer that grows by doubling, without the
/// uniqueness and capacity checks of an array append for each token. Tokens are plain values,
/// so dropping some is only a change of `count`.
struct TokenBuffer: TokenSink {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func take(_ token: Token) {
        if count == capacity { grow() }
        (storage + count).initialize(to: token)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// The tokens from `start` to the end; valid until the buffer changes.
    func suffix(from start: Int) -> UnsafeBufferPointer<Token> {
        UnsafeBufferPointer(start: storage + start, count: count - start)
    }

    /// Drops the tokens from `start` on.
    mutating func removeSuffix(from start: Int) {
        count = start
    }

    /// The tokens as an array; the buffer is released and must not be used again.
    consuming func finish() -> [Token] {
        withTokens { Array($0) }
    }

    /// Lends the tokens where they are, without copying them into an array, then releases the
    /// buffer: it must not be used again.
    consuming func withTokens<Result>(_ body: (UnsafeBufferPointer<Token>) -> Result) -> Result {
        defer { storage.deallocate() }
        return body(UnsafeBufferPointer(start: storage, count: count))
    }
}
