import Foundation

/// A target's `README.md` that holds a neighbourhood block: its text as it is and as it should be.
struct ModuleReadme: Sendable, Equatable {
    /// Relative to the repository root.
    var path: String
    var text: String
    var expected: String

    var isCurrent: Bool { text == expected }

    /// Every target folder's README with neighbourhood markers, by path; targets without a README
    /// or without markers are skipped.
    static func all(package: DescribedPackage, policy: Policy, root: URL) throws(CheckError) -> [ModuleReadme] {
        let products = ModuleNeighbourhood.productModules(package: package, policy: policy)
        var readmes: [ModuleReadme] = []
        for target in package.targets where !target.path.isEmpty {
            let path = target.path + "/README.md"
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw .unreadableInput(path: url.path, fix: "make it a readable UTF-8 file")
            }
            let neighbourhood = ModuleNeighbourhood(of: target.name, package: package, policy: policy, products: products)
            let expected: String?
            do {
                expected = try NeighbourhoodDocument.updating(text, with: neighbourhood)
            } catch {
                throw .malformedDocument(path: path, problem: error.problem, fix: error.fix)
            }
            if let expected {
                readmes.append(ModuleReadme(path: path, text: text, expected: expected))
            }
        }
        return readmes.sorted { $0.path < $1.path }
    }
}
