import Foundation

@testable import ArchitectureCheck

/// This repository as `swift package describe` gives it, described once for the whole run: the
/// tests that read the real package (the architecture, the Xcode project, the API contracts) share
/// one run of SwiftPM instead of starting one each. Each still describes the package as it is now:
/// nothing in a test run changes the repository's manifest.
enum ThisRepository {
    private static let described = Task { () throws -> Data in
        try await onItsOwnThread { try PackageDescriber.json(root: RepositoryArchitectureTests.root) }
    }

    /// The describe JSON, byte for byte as SwiftPM printed it.
    static func describeJSON() async throws -> Data {
        try await described.value
    }

    /// The package that JSON describes.
    static func package() async throws -> DescribedPackage {
        try DescribedPackage.decode(try await describeJSON())
    }
}
