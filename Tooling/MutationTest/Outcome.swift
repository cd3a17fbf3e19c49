/// How one mutant fared.
enum Outcome: String, CaseIterable, Sendable {
    case killed
    case killedByTimeout = "killed (timeout)"
    case survived
    /// A survivor Tooling/mutation-equivalents.txt explains: the code behaves the same.
    case equivalent
    case didNotCompile = "did not compile"
}
