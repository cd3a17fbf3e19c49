import Foundation

/// SplitMix64: the same seed gives the same sequence on every machine and run.
public struct GeneradorConSemilla: RandomNumberGenerator {
    private var estado: UInt64

    /// The seeds of a seeded test: 1, 2 and 3 on every run, 1…N when `MARCADOR_SEMILLAS` is N (the
    /// nightly workflow's 100).
    public static let semillas: ClosedRange<UInt64> =
        1...(ProcessInfo.processInfo.environment["MARCADOR_SEMILLAS"].flatMap { UInt64($0) }.map { max($0, 1) } ?? 3)

    public init(semilla: UInt64) {
        estado = semilla
    }

    public mutating func next() -> UInt64 {
        estado &+= 0x9E37_79B9_7F4A_7C15
        var z = estado
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<limite`.
    public mutating func siguiente(hasta limite: Int) -> Int {
        Int(next() % UInt64(limite))
    }
}
