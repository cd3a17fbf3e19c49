/// Where a type or a top-level function is declared.
struct DeclarationSite: Sendable, Equatable {
    var targetIndex: Int
    var kind: TargetKind?
    /// The declaring file's position among the check's files.
    var fileIndex: Int
    /// The layer folder (feature) or part folder (Core) of that file, if any.
    var layer: String?
    var line: Int
    var visibility: Visibility
}

/// The types each module declares, by qualified name (`Partido`, `Partido.Resumen`). Extensions
/// count: a type nested in `extension Partido` in Data is indexed as `Partido.<name>` in Data.
struct TypeIndex: Sendable {
    private var modules: [String: [String: [DeclarationSite]]] = [:]

    /// `runs` names each target and the range of its files in `files`; `dependencies` gives each
    /// target's declared dependencies, where a typealias's names are looked for after its own module.
    init(files: [ScannedFile], runs: [(target: String, files: Range<Int>)], policy: Policy, dependencies: [String: [String]]) {
        let perTarget = ParallelWork.map(runs.count, state: ()) { _, position in
            Self.types(in: runs[position].files, of: files, policy: policy) { site, _ in site }
        }
        for (run, types) in zip(runs, perTarget) where !types.isEmpty {
            modules[run.target] = types
        }
        // A typealias stands for what it names: where the first of its names is one of our types
        // (in its own module, then in the modules its target depends on), the alias is indexed at
        // that type's place, so a use of it is judged as a use of the type. One level, as written.
        for run in runs where run.files.contains(where: { files[$0].declarations.contains { !$0.aliasOf.isEmpty } }) {
            let searched = [run.target] + (dependencies[run.target] ?? [])
            modules[run.target] = Self.types(in: run.files, of: files, policy: policy) { site, declaration in
                guard var aliased = firstSite(of: declaration.aliasOf, in: searched) else { return site }
                aliased.visibility = declaration.visibility
                return aliased
            }
        }
    }

    /// The declarations of the files of one target by name, each at the site `place` gives it.
    private static func types(
        in run: Range<Int>, of files: [ScannedFile], policy: Policy, place: (DeclarationSite, TypeDeclaration) -> DeclarationSite
    ) -> [String: [DeclarationSite]] {
        var types: [String: [DeclarationSite]] = [:]
        for fileIndex in run {
            let file = files[fileIndex]
            for declaration in file.declarations {
                let site = DeclarationSite(
                    targetIndex: file.targetIndex, kind: policy.kind(of: file.target), fileIndex: fileIndex, layer: file.layer,
                    line: declaration.line, visibility: declaration.visibility)
                types[declaration.name, default: []].append(place(site, declaration))
            }
        }
        return types
    }

    private func firstSite(of names: [String], in searched: [String]) -> DeclarationSite? {
        for name in names {
            for module in searched {
                if let site = modules[module]?[name]?.first { return site }
            }
        }
        return nil
    }

    /// A module's declarations by qualified name, or nil when it declares none.
    func types(in module: String) -> [String: [DeclarationSite]]? {
        modules[module]
    }
}
