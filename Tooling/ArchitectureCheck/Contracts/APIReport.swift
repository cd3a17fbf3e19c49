import Foundation

/// What `api` prints and what it appends to a job summary: each module's changes, and for a module
/// whose change breaks, the modules that import it and their owners (from CODEOWNERS).
struct APIReport {
    /// The modules with a contract: the model, Core, the features and the app library.
    let modules: [DescribedTarget]
    private let package: DescribedPackage
    private let owners: [(pattern: String, owners: [String])]
    private var recorded: [(module: String, changes: [APIChange])] = []

    init(package: DescribedPackage, policy: Policy, root: URL) {
        self.package = package
        modules = package.targets.filter {
            $0.type == "library" && policy.kind(of: $0.name)?.isProductLibrary == true
        }
        let file = policy.codeowners.flatMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) } ?? ""
        owners = file.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let pattern = words.first, !pattern.hasPrefix("#"), words.count > 1 else { return nil }
            return (pattern, Array(words.dropFirst()))
        }
    }

    /// The targets that import `module` (its own tests aside), each with its owners: `Marcador (@org/team)`.
    func importers(of module: String) -> String {
        package.targets.filter { $0.dependencies.contains(module) && $0.name != module + "Tests" }.sorted { $0.name < $1.name }
            .map { "\($0.name) (\(owners(of: "/" + $0.path + "/").joined(separator: " ")))" }.joined(separator: ", ")
    }

    /// The owners of a path as GitHub reads CODEOWNERS: the last matching line wins.
    func owners(of path: String) -> [String] {
        owners.last { $0.pattern == "*" || path.hasPrefix($0.pattern) || path == $0.pattern }?.owners ?? []
    }

    mutating func record(_ module: DescribedTarget, _ changes: [APIChange]) {
        if !changes.isEmpty { recorded.append((module.name, changes)) }
    }

    func text(for module: DescribedTarget, changes: [APIChange], against path: String, missing: Bool) -> String {
        guard !changes.isEmpty else { return "" }
        let breaking = changes.filter(\.isBreaking)
        var lines = [
            "check-architecture api: \(module.name) differs from \(path)\(missing ? " (there is none yet)" : ""):"
        ]
        lines += changes.map { "  \($0.isBreaking ? "error" : "note"): \($0.text)" }
        if !breaking.isEmpty {
            lines.append("  imported by " + importers(of: module.name))
        }
        lines.append(
            "  record it with `swift run check-architecture api --update`"
                + (breaking.isEmpty
                    ? " (additions pass without it)" : "; CODEOWNERS then asks \(owners(of: "/" + path).joined(separator: " ")) to approve")
        )
        return lines.joined(separator: "\n") + "\n"
    }

    func closing(unrecorded: Int) -> String {
        unrecorded == 0
            ? "check-architecture api: ok (\(modules.count) modules, no unrecorded breaking change)\n"
            : "check-architecture api: \(unrecorded) breaking change\(unrecorded == 1 ? "" : "s") not recorded in the modules' API.txt\n"
    }

    /// The job summary: one table per module that changed, breaking rows first.
    func markdown(since base: String?) -> String {
        var text = "## Public API changes\(base.map { " since `\($0)`" } ?? "")\n\n"
        guard !recorded.isEmpty else { return text + "No module's public API changed.\n" }
        for (module, changes) in recorded {
            let breaking = changes.contains(where: \.isBreaking)
            text += "### \(module): \(breaking ? "breaking" : "additive")\n\n"
            if breaking {
                text += "Imported by \(importers(of: module)).\n\n"
            }
            text += "| change | declaration |\n| --- | --- |\n"
            for change in changes.sorted(by: { $0.isBreaking && !$1.isBreaking }) {
                let cell = change.text.replacingOccurrences(of: "|", with: "\\|")
                text += "| \(change.isBreaking ? "breaking" : "additive") | `\(cell)` |\n"
            }
            text += "\n"
        }
        return text
    }
}
