import ArchitectureCheck
import Foundation
import ToolSupport

/// The two edits made in a module, planned on its sources' syntax trees (Tooling/Mutants reads
/// them; nothing is built).
struct EditPlan {
    static let probe = "sondaDeAislamiento"

    /// A statement added first in the body of the first function or initialiser (non-public first)
    /// that returns nothing and is not inlinable: that changes only the body.
    struct Body: Equatable {
        var file: String
        var line: Int
        var edited: String
    }

    /// A new public method in an extension of the module's public type that the targets above it
    /// name most often, so the edit reaches as many callers as a change of its API can.
    struct API: Equatable {
        var file: String
        var type: String
        var uses: Int
        var edited: String
    }

    var body: Body?
    var api: API?

    /// `texts` are the module's files by path.
    init(found: MutantsTool.Edits, above: MutantsTool.Edits, texts: [String: String]) {
        if let place = found.bodies.min(by: { ($0.isPublic ? 1 : 0, $0.file, $0.line) < ($1.isPublic ? 1 : 0, $1.file, $1.line) }),
            let text = texts[place.file]
        {
            let bytes = Data(text.utf8)
            let edited = Data(bytes.prefix(place.start)) + Data(place.replacement.utf8) + Data(bytes.dropFirst(place.start))
            body = Body(file: place.file, line: place.line, edited: String(decoding: edited, as: UTF8.self))
        }
        // Files in name order, types in the order declared; of a tie, the first.
        let types = found.publicTypes.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)
        if let kept = types.reduce(
            nil,
            { (best: MutantsTool.Edits.PublicType?, next) in
                guard let best else { return next }
                return above.names[next.name, default: 0] > above.names[best.name, default: 0] ? next : best
            }), let text = texts[kept.file]
        {
            let ended = text.hasSuffix("\n") ? text : text + "\n"
            api = API(
                file: kept.file, type: kept.name, uses: above.names[kept.name, default: 0],
                edited: ended + "\nextension \(kept.name) {\n    public func \(Self.probe)() -> Int { 0 }\n}\n")
        }
    }

    /// Each module's plan, read in `root`. The type to extend is chosen from the product's targets
    /// only, so --tests makes the same edits.
    static func plans(for modules: [String], of package: PackageModules, root: URL, tool: MutantsTool) throws(ToolError) -> [String:
        EditPlan]
    {
        let targets = Dictionary(package.package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func swiftFiles(_ name: String) -> [String] {
            guard let target = targets[name] else { return [] }
            return target.sources.filter { $0.hasSuffix(".swift") }.sorted().map { "\(target.path)/\($0)" }
        }
        var plans: [String: EditPlan] = [:]
        for module in modules {
            let paths = swiftFiles(module)
            let above = package.dependents(of: module).filter { targets[$0]?.type != "test" }.sorted().flatMap(swiftFiles)
            var texts: [String: String] = [:]
            for path in paths { texts[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
            plans[module] = EditPlan(
                found: try tool.edits(of: paths, root: root), above: try tool.edits(of: above, root: root), texts: texts)
        }
        return plans
    }
}
