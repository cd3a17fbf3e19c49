public enum Severity: String, Sendable, Codable {
    case warning
    case error
}

/// The rules the checker enforces; the raw value is the id printed in reports.
public enum Rule: String, Sendable, Codable, CaseIterable {
    case graphKind = "graph.kind"
    case graphAppMissesFeature = "graph.app-sees-every-feature"
    case graphCycle = "graph.cycle"
    case importUndeclared = "import.undeclared"
    case importUnusedDependency = "import.unused-dependency"
    case layerOwnFeature = "layer.own-feature"
    case layerOtherFeature = "layer.other-feature"
    case layerRestrictedCore = "layer.restricted-core"
    case layerOutsideFolders = "layer.outside-folders"
    case layerUIFramework = "layer.ui-framework"
    case appFeatureOutsideWiring = "app.feature-outside-wiring"
    case platformAvailability = "platform.availability"
    case platformUnprobed = "platform.unprobed"
    case docsGraphStale = "docs.graph-stale"
    case docsPolicyStale = "docs.policy-stale"
    case docsNeighbourhoodStale = "docs.neighbourhood-stale"
    case docsCodeownersStale = "docs.codeowners-stale"
    case docsOwnerMissing = "docs.owner-missing"
}

/// One finding: what happened, why it breaks the architecture, and how to fix it.
public struct Violation: Sendable, Equatable, Codable {
    public var rule: Rule
    public var severity = Severity.error
    public var file: String
    public var line: Int?
    public var column: Int?
    /// What the finding is about, without a position: the type used, the module imported, the arrow.
    public var subject: String
    public var message: String
    public var reason: String
    public var fix: String

    public var location: String {
        ([file] + [line, column].compactMap { $0.map(String.init) }).joined(separator: ":")
    }

    static func ordered(_ left: Violation, _ right: Violation) -> Bool {
        (left.file, left.line ?? 0, left.column ?? 0, left.rule.rawValue, left.subject)
            < (right.file, right.line ?? 0, right.column ?? 0, right.rule.rawValue, right.subject)
    }
}
