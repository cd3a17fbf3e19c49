/// A hash table from `NameKey` to values. Keys are hashes already, so it skips `Hasher`: a
/// multiply spreads the bits and linear probing finds the slot. Only what the checker needs:
/// insert and look up, no removal.
struct KeyTable<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private var used: [Bool]
    private var shift: UInt64
    private(set) var count = 0

    init(capacity: Int = 8) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Value?](repeating: nil, count: size)
        used = [Bool](repeating: false, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    private func slot(of key: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        let mask = keys.count - 1
        while used[slot], keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    subscript(key: NameKey) -> Value? {
        get {
            let slot = slot(of: key.value)
            return used[slot] ? values[slot] : nil
        }
        set {
            guard let newValue else { preconditionFailure("KeyTable does not remove keys") }
            if count * 2 >= keys.count { grow() }
            let slot = slot(of: key.value)
            if !used[slot] {
                used[slot] = true
                keys[slot] = key.value
                count += 1
            }
            values[slot] = newValue
        }
    }

    /// Changes the value of `key` in place, starting from `initial` when the key is new.
    mutating func update(_ key: NameKey, default initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        if count * 2 >= keys.count { grow() }
        let slot = slot(of: key.value)
        if !used[slot] {
            used[slot] = true
            keys[slot] = key.value
            values[slot] = initial()
            count += 1
        }
        change(&values[slot]!)
    }

    private mutating func grow() {
        var larger = KeyTable(capacity: keys.count)
        for slot in keys.indices where used[slot] {
            larger[NameKey(value: keys[slot])] = values[slot]
        }
        self = larger
    }
}

extension KeyTable: Sendable where Value: Sendable {}
