/// Which `#if` branches are active on each platform as the directives arrive. Branches are
/// tracked per platform, so `#if os(Linux)` nested in `#if os(macOS)` is inactive everywhere.
/// A directive without its `#if` changes nothing.
struct ActiveBranches {
    private struct Frame {
        var parent: [Bool]
        var taken: [Bool]
    }

    private var active: [Bool]
    private var frames: [Frame] = []
    /// Whether code here is active on at least one platform.
    private(set) var anyActive = true

    init(platformCount: Int) {
        active = [Bool](repeating: true, count: platformCount)
    }

    /// `#if` or `#elseif`. `truths` is asked only when the branch could be active somewhere.
    mutating func enter(_ keyword: Keyword, truths: () -> [Truth]) {
        if keyword == .if {
            frames.append(Frame(parent: active, taken: [Bool](repeating: false, count: active.count)))
        } else if frames.isEmpty {
            return
        }
        let frame = frames[frames.count - 1]
        let values = frame.parent.contains(true) ? truths() : [Truth](repeating: .no, count: active.count)
        for position in active.indices {
            let truth = frame.parent[position] ? values[position] : .no
            active[position] = frame.parent[position] && !frame.taken[position] && truth != .no
            if truth == .yes { frames[frames.count - 1].taken[position] = true }
        }
        anyActive = active.contains(true)
    }

    mutating func enterElse() {
        guard let frame = frames.last else { return }
        for position in active.indices {
            active[position] = frame.parent[position] && !frame.taken[position]
        }
        frames[frames.count - 1].taken = [Bool](repeating: true, count: active.count)
        anyActive = active.contains(true)
    }

    mutating func exit() {
        guard let frame = frames.popLast() else { return }
        active = frame.parent
        anyActive = active.contains(true)
    }
}
