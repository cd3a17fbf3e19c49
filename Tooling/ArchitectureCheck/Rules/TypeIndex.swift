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
            var types: [String: [DeclarationSite]] = [:]
            for (fileIndex, declaration) in Self.declarations(in: runs[position].files, of: files) {
                types[declaration.name, default: []].append(Self.site(of: declaration, in: files[fileIndex], at: fileIndex, policy: policy))
            }
            return types
        }
        for (run, types) in zip(runs, perTarget) where !types.isEmpty {
            modules[run.target] = types
        }
        followAliases(files: files, runs: runs, policy: policy, dependencies: dependencies)
    }

    private static func declarations(in run: Range<Int>, of files: [ScannedFile]) -> [(Int, TypeDeclaration)] {
        run.flatMap { fileIndex in files[fileIndex].facts.declarations.map { (fileIndex, $0) } }
    }

    private static func site(of declaration: TypeDeclaration, in file: ScannedFile, at fileIndex: Int, policy: Policy) -> DeclarationSite {
        DeclarationSite(
            targetIndex: file.targetIndex, kind: policy.kind(of: file.target), fileIndex: fileIndex, layer: file.layer,
            line: declaration.line, visibility: declaration.visibility)
    }

    /// A typealias stands for what it names: where the first of its names is one of our types (in
    /// its own module, then in the modules its target depends on), the alias is indexed at that
    /// type's place, so a use of it is judged as a use of the type. One level, as written.
    private mutating func followAliases(
        files: [ScannedFile], runs: [(target: String, files: Range<Int>)], policy: Policy, dependencies: [String: [String]]
    ) {
        for run in runs {
            let declarations = Self.declarations(in: run.files, of: files)
            guard declarations.contains(where: { !$0.1.aliasOf.isEmpty }) else { continue }
            let searched = [run.target] + (dependencies[run.target] ?? [])
            var types: [String: [DeclarationSite]] = [:]
            for (fileIndex, declaration) in declarations {
                var site = Self.site(of: declaration, in: files[fileIndex], at: fileIndex, policy: policy)
                if let aliased = firstSite(of: declaration.aliasOf, in: searched) {
                    site = aliased
                    site.visibility = declaration.visibility
                }
                types[declaration.name, default: []].append(site)
            }
            modules[run.target] = types
        }
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
