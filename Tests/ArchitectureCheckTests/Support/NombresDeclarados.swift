@testable import ArchitectureCheck

extension FileFacts {
    /// Every type-like name the file declares, at any depth: outside types and nested in them.
    var declaredNames: Set<String> { localNames.union(nested.names.map(\.name)) }
}
