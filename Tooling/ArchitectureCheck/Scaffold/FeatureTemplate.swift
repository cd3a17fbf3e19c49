import Foundation

/// The first files of a new feature, read from `Tooling/templates/new-feature` in the repository: a
/// repository protocol and a use case in Domain, a ViewModel with its screen state and text renderer
/// in UI, a test of each, the module README, and its part of the app's wiring. Each `PATH.template`
/// there becomes `PATH` with `__NAME__`, `__LOWERNAME__`, `__ID__` (what a person types: `estadios`)
/// and `__OWNER__` filled in, and `__IMPORTS__` the imports of the features it uses; what is under
/// `App/` goes to the app's `Funcionalidades/`.
struct FeatureTemplate {
    static let folder = "Tooling/templates/new-feature"

    var name: String
    var uses: [String]
    var owner: String

    /// `estadios` for `Estadios`: the name as it starts a function name.
    var lowercasedName: String { name.prefix(1).lowercased() + name.dropFirst() }

    /// Repository-relative paths and their contents, in path order; `appPath` is the app target's folder.
    func files(root: URL, appPath: String) throws(CheckError) -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent(Self.folder)
        let templates = FileManager.default.subpaths(atPath: folder.path)?.filter { $0.hasSuffix(".template") }.sorted() ?? []
        guard !templates.isEmpty else { throw .unreadableInput(path: folder.path, fix: "restore the templates of new-feature") }
        // The features it may use are imported by the use case, so the declared dependency is used.
        let imports = uses.sorted().map { "import \($0)\n" }.joined()
        var files: [(path: String, text: String)] = []
        for template in templates {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(template), encoding: .utf8) else {
                throw .unreadableInput(path: folder.appendingPathComponent(template).path, fix: "restore the templates of new-feature")
            }
            let filled = text.replacing("__IMPORTS__", with: imports.isEmpty ? "" : imports + "\n")
                .replacing("__OWNER__", with: owner).replacing("__LOWERNAME__", with: lowercasedName)
                .replacing("__ID__", with: name.lowercased()).replacing("__NAME__", with: name)
            var path = String(template.dropLast(".template".count)).replacing("__NAME__", with: name)
            if path.hasPrefix("App/") { path = appPath + "/Funcionalidades/" + path.dropFirst("App/".count) }
            files.append((path, filled))
        }
        return files
    }

    /// The line of Package.swift that declares the module and its tests.
    /// Core too: the feature registers itself and keeps its file with Core's pieces.
    var manifestLine: String {
        let dependencies = ["Core"] + uses.filter { $0 != "Core" }
        return "feature(\"\(name)\", dependsOn: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))])"
    }

    /// Package.swift with `manifestLine` at the end of the features section: after the last line of
    /// the statement that ends before the first `// MARK:` line following the first `feature(` line;
    /// nil when the manifest has no such section, so new-feature refuses before writing.
    func manifest(_ text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix("feature(") }),
            let mark = lines[first...].firstIndex(where: { $0.hasPrefix("// MARK:") }),
            let last = lines[first..<mark].lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return nil }
        lines.insert(manifestLine, at: last + 1)
        return lines.joined(separator: "\n")
    }
}
