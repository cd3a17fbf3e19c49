/// Which `#if` branches are active on each platform as the directives arrive. Branches are
/// tracked per platform, so `#if os(Linux)` nested in `#if os(macOS)` is inactive everywhere.
/// A directive without its `#if` changes nothing. Platform n is bit n of each set, so following
/// a directive allocates nothing.
struct ActiveBranches {
    private struct Frame {
        var parent: UInt64
        var taken: UInt64
    }

    private let platformCount: Int
    private let everyPlatform: UInt64
    private var active: UInt64
    private var frames: [Frame] = []

    init(platformCount: Int) {
        precondition(platformCount <= 64, "#if is evaluated for at most 64 platforms")
        self.platformCount = platformCount
        everyPlatform = platformCount == 64 ? .max : (1 << UInt64(platformCount)) - 1
        active = everyPlatform
    }

    /// Whether code here is active on at least one platform.
    var anyActive: Bool { active != 0 }

    /// `#if` or `#elseif`. `truths` is asked only when the branch could be active somewhere.
    mutating func enter(_ keyword: Keyword, truths: () -> [Truth]) {
        if keyword == .if {
            frames.append(Frame(parent: active, taken: 0))
        } else if frames.isEmpty {
            return
        }
        let frame = frames[frames.count - 1]
        var possible: UInt64 = 0
        var certain: UInt64 = 0
        if frame.parent != 0 {
            let values = truths()
            for platform in 0..<platformCount {
                if values[platform] != .no { possible |= 1 << UInt64(platform) }
                if values[platform] == .yes { certain |= 1 << UInt64(platform) }
            }
        }
        active = frame.parent & ~frame.taken & possible
        frames[frames.count - 1].taken |= frame.parent & certain
    }

    mutating func enterElse() {
        guard let frame = frames.last else { return }
        active = frame.parent & ~frame.taken
        frames[frames.count - 1].taken = everyPlatform
    }

    mutating func exit() {
        guard let frame = frames.popLast() else { return }
        active = frame.parent
    }
}
