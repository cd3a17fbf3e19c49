/// The role of a target in the architecture; the graph rules are written in terms of kinds.
public enum TargetKind: String, Sendable, Codable, CaseIterable {
    /// The model every module may use (Torneo).
    case model
    /// Shared code that belongs to no feature (Core), split into parts.
    case core
    /// A team's feature with UI, Domain and Data folders.
    case feature
    /// The one library that sees every feature and composes them.
    case app
    case executable
    /// Fakes and spies shared by test targets.
    case testSupport
    case test
    /// A library of the tooling (the checker itself).
    case tooling
}
