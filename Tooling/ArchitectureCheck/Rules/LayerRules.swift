/// Layers inside a target (docs/architecture.md, "Layers inside a feature"): resolves the names a
/// feature file uses to what they name, the way the compiler looks them up (the file's own
/// declarations first, then its module, then the modules it imports), and checks the layer of each
/// against the policy.
struct LayerRules: Sendable {
    let policy: Policy
    let index: TypeIndex
    /// Every file of the check, by position: what declarations point to.
    let files: [ScannedFile]
    let packageModules: Set<String>
    /// Module → modules it re-exports with `@_exported import`.
    let reexports: [String: Set<String>]

    /// The last file's scope, since the files of a target mostly import the same modules, and the
    /// paths that named no declaration at all in the scope's modules: such a path names nothing in
    /// any file of that scope, whatever its layer, so no file looks it up again.
    struct ScopeCache {
        fileprivate var last: (targetIndex: Int, imports: [ImportFact], scope: FileScope)?
        fileprivate var unresolved: Set<Path> = []
    }

    fileprivate struct Path: Hashable {
        var name: String
        var members: [String]
    }

    /// What a file of a feature sees: its own module first, then the modules it imports
    /// (re-exports followed), and the modules whose internal declarations `@testable` opens.
    fileprivate struct FileScope {
        var targetIndex: Int
        var modules: [(name: String, types: [String: [DeclarationSite]]?)]
        var testable: Set<String>
    }

    func findings(in file: ScannedFile, fileIndex: Int, cache: inout ScopeCache) -> [Violation] {
        guard let facts = file.uses?.take(), let kind = policy.kind(of: file.target), kind == .feature || kind == .core else { return [] }
        guard let layer = file.layer else {
            // Code there escapes the layer rules: a file that declares a type or names one is
            // reported, whether or not it declares anything.
            let escapes = !facts.declarations.isEmpty || !facts.references.isEmpty
            return escapes ? [outsideFolders(file, kind: kind)] : []
        }
        guard kind == .feature, !facts.references.isEmpty else { return [] }
        let scope: FileScope
        if let last = cache.last, last.targetIndex == file.targetIndex, last.imports == facts.imports {
            scope = last.scope
        } else {
            scope = self.scope(of: file)
            cache.last = (file.targetIndex, facts.imports, scope)
            cache.unresolved = []
        }
        var found: [Violation] = []
        for reference in facts.references {
            let (name, members) = (reference.name, reference.members)
            let outcome: (Rule, DeclarationSite)?
            if facts.nested.shadows(name, line: reference.line, column: reference.column) || facts.localNames.contains(name) {
                // A type nested in the enclosing type shadows the name here; one the file declares
                // elsewhere shadows it in the whole file.
                outcome = nil
            } else if cache.unresolved.contains(Path(name: name, members: members)) {
                outcome = nil
            } else {
                var namesSomething = false
                outcome = firstBreak(name, members, fileIndex: fileIndex, layer: layer, scope: scope, namesSomething: &namesSomething)
                if !namesSomething { cache.unresolved.insert(Path(name: name, members: members)) }
            }
            if let (rule, site) = outcome {
                let declaring = files[site.fileIndex]
                found.append(
                    policy.layerViolation(
                        rule, file: file.path, line: reference.line, column: reference.column, user: (file.target, layer),
                        used: reference.path.joined(separator: "."), declared: (declaring.target, site.layer, declaring.path, site.line)))
            }
        }
        return found
    }

    private func scope(of file: ScannedFile) -> FileScope {
        var imported: [String] = []
        var pending = file.imports.filter { packageModules.contains($0.module) && $0.module != file.target }.map(\.module)
        var seen: Set<String> = []
        while let module = pending.popLast() {
            guard seen.insert(module).inserted else { continue }
            imported.append(module)
            pending += reexports[module] ?? []
        }
        return FileScope(
            targetIndex: file.targetIndex, modules: ([file.target] + imported).map { ($0, index.types(in: $0)) },
            testable: Set(file.imports.filter(\.isTestable).map(\.module)))
    }

    /// The first prefix of the path (`A`, `A.B`, `A.B.C`) that names a type and whose every
    /// visible candidate declaration breaks a rule; `Module.Name` looks only in that module.
    /// `namesSomething` becomes true when any lookup finds a declaration, visible or not.
    private func firstBreak(
        _ name: String, _ members: [String], fileIndex: Int, layer: String, scope: FileScope, namesSomething: inout Bool
    )
        -> (Rule, DeclarationSite)?
    {
        func judge(_ candidates: [DeclarationSite]) -> Level {
            if !candidates.isEmpty { namesSomething = true }
            var level = Level.unseen
            for site in candidates where isVisible(site, from: fileIndex, scope: scope) {
                let rule = policy.layerRule(
                    from: layer, sameTarget: site.targetIndex == scope.targetIndex, declaredKind: site.kind, declaredLayer: site.layer)
                switch level {
                case .unseen: level = rule.map { .breaks($0, site) } ?? .allowed
                case .breaks where rule == nil: level = .allowed
                default: break
                }
            }
            return level
        }
        if !members.isEmpty, let module = scope.modules.first(where: { $0.name == name }) {
            for end in 1...members.count {
                if case .breaks(let rule, let site) = judge(module.types?[members[..<end].joined(separator: ".")] ?? []) {
                    return (rule, site)
                }
            }
            return nil
        }
        // A plain name: the file's own module first; the imported modules only when it has none.
        var level = judge(scope.modules[0].types?[name] ?? [])
        if case .unseen = level {
            level = judge(scope.modules.dropFirst().flatMap { $0.types?[name] ?? [] })
        }
        if case .breaks(let rule, let site) = level { return (rule, site) }
        for end in stride(from: 1, through: members.count, by: 1) {
            let prefix = ([name] + members[..<end]).joined(separator: ".")
            if case .breaks(let rule, let site) = judge(scope.modules.flatMap { $0.types?[prefix] ?? [] }) { return (rule, site) }
        }
        return nil
    }

    /// The visible candidates of one lookup: none, or whether every one of them breaks a rule
    /// (and then the first one's).
    private enum Level {
        case unseen
        case allowed
        case breaks(Rule, DeclarationSite)
    }

    private func isVisible(_ site: DeclarationSite, from fileIndex: Int, scope: FileScope) -> Bool {
        site.fileIndex != fileIndex
            && (site.targetIndex == scope.targetIndex || site.visibility == .exported
                || scope.testable.contains(files[site.fileIndex].target))
    }

    private func outsideFolders(_ file: ScannedFile, kind: TargetKind) -> Violation {
        let folders = kind == .feature ? policy.layers.folders : policy.core.parts
        let names = file.declarations.map(\.name)
        let what = names.isEmpty ? "code" : names.joined(separator: ", ")
        return Violation(
            rule: .layerOutsideFolders, file: file.path, line: file.declarations.first?.line ?? 1,
            subject: names.isEmpty ? (file.path.split(separator: "/").last.map(String.init) ?? file.path) : names.joined(separator: ", "),
            message: "\(file.target) has \(what) outside its folders (\(folders.joined(separator: ", ")))",
            reason: "code outside the layer folders escapes the layer rules",
            fix: "move the file into one of \(folders.map { $0 + "/" }.joined(separator: ", "))")
    }
}

/// The layer verdict and its words, the same for the lexical check and for the compiler's index.
extension Policy {
    /// What code in a feature's `layer` breaks by using a declaration in `declaredLayer` of its
    /// own target (`sameTarget`) or of a target of `declaredKind`, if anything.
    func layerRule(from layer: String, sameTarget: Bool, declaredKind: TargetKind?, declaredLayer: String?) -> Rule? {
        guard let used = declaredLayer else { return nil }
        if sameTarget {
            return layers.folders.contains(used) && !(layers.ownFeature[layer] ?? [layer]).contains(used) ? .layerOwnFeature : nil
        }
        switch declaredKind {
        case .feature: return layers.folders.contains(used) && !layers.otherFeature.contains(used) ? .layerOtherFeature : nil
        case .core: return core.restricted.contains(used) && !core.restrictedUsableFrom.contains(layer) ? .layerRestrictedCore : nil
        default: return nil
        }
    }

    /// `used` is the name as written; `declared` names the declaration's file and line.
    func layerViolation(
        _ rule: Rule, file: String, line: Int, column: Int, user: (target: String, layer: String), used: String,
        declared: (target: String, layer: String?, path: String, line: Int), declaredName: String? = nil
    ) -> Violation {
        let usedLayer = declared.layer ?? "?"
        let name = declaredName ?? used
        let reason: String
        let fix: String
        switch rule {
        case .layerOwnFeature:
            reason =
                "\(user.layer) code may use only \((layers.ownFeature[user.layer] ?? [user.layer]).joined(separator: ", ")) of its own feature"
            fix =
                usedLayer == "Data"
                ? "depend on a Domain protocol that \(name) implements and let the app inject it"
                : "move what \(user.layer) needs into Domain, or move this code to \(usedLayer)"
        case .layerOtherFeature:
            reason = "a feature may use only the \(layers.otherFeature.joined(separator: ", ")) of another feature"
            fix = "use a Domain protocol or model of \(declared.target) instead; the app wires screens and data together"
        default:
            reason =
                "Core's \(core.restricted.joined(separator: " and ")) are for \(core.restrictedUsableFrom.joined(separator: ", ")) layers only"
            fix = "move this code to Data/, or depend on a Domain protocol that a Data type implements with \(name)"
        }
        return Violation(
            rule: rule, file: file, line: line, column: column, subject: "\(used) in \(declared.target)/\(usedLayer)",
            message:
                "\(user.target)/\(user.layer) uses \(used), declared in \(declared.target)/\(usedLayer) (\(declared.path):\(declared.line))",
            reason: reason, fix: fix)
    }
}
