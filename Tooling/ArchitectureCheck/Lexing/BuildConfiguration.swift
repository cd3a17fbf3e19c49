/// What `#if` conditions are evaluated against: every platform the package builds for, the
/// compiler, and which of our modules a target may import. A branch is checked when it is active
/// on at least one platform; a condition the checker cannot decide keeps every branch active.
public struct BuildConfiguration: Sendable, Equatable {
    public var platforms: [String]
    public var languageMode: [Int]
    public var compilerVersion: [Int]
    /// Our modules this target may see (its declared dependencies and itself).
    public var visibleModules: Set<String>
    /// All modules of the package: `canImport` of one of them outside `visibleModules` is
    /// undecidable, since SwiftPM may or may not have built it first.
    public var packageModules: Set<String>

    public init(
        platforms: [String] = ["macOS", "iOS", "Linux"],
        languageMode: [Int] = [6, 0],
        compilerVersion: [Int] = [6, 3],
        visibleModules: Set<String> = [],
        packageModules: Set<String> = []
    ) {
        self.platforms = platforms
        self.languageMode = languageMode
        self.compilerVersion = compilerVersion
        self.visibleModules = visibleModules
        self.packageModules = packageModules
    }

    /// System modules whose presence on a platform is known.
    static let systemModules: [String: Set<String>] = {
        let everywhere: Set<String> = [
            "Swift", "Foundation", "Dispatch", "Synchronization", "Observation", "Testing", "XCTest",
            "RegexBuilder", "Distributed", "_Concurrency", "_StringProcessing",
        ]
        let apple = everywhere.union([
            "Darwin", "CoreFoundation", "Combine", "SwiftUI", "OSLog", "os", "UserNotifications",
            "CryptoKit", "SwiftData", "Network", "CoreGraphics", "QuartzCore", "MapKit", "CoreLocation",
        ])
        return [
            "Linux": everywhere.union([
                "Glibc", "FoundationNetworking", "FoundationXML", "FoundationEssentials", "FoundationInternationalization",
            ]),
            "macOS": apple.union(["AppKit"]),
            "iOS": apple.union(["UIKit"]),
        ]
    }()

    static let knownSystemModules: Set<String> = systemModules.values.reduce(into: []) { $0.formUnion($1) }

    func canImport(_ module: String, on platform: String) -> Truth {
        if packageModules.contains(module) {
            return visibleModules.contains(module) ? .yes : .unknown
        }
        guard let known = Self.systemModules[platform] else { return .unknown }
        if known.contains(module) { return .yes }
        return Self.knownSystemModules.contains(module) ? .no : .unknown
    }
}

/// Three-valued logic for conditions the checker may not be able to decide.
public enum Truth: Sendable, Equatable {
    case yes, no, unknown

    static prefix func ! (value: Truth) -> Truth {
        switch value {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }

    static func && (left: Truth, right: Truth) -> Truth {
        if left == .no || right == .no { return .no }
        return left == .yes && right == .yes ? .yes : .unknown
    }

    static func || (left: Truth, right: Truth) -> Truth {
        if left == .yes || right == .yes { return .yes }
        return left == .no && right == .no ? .no : .unknown
    }
}
