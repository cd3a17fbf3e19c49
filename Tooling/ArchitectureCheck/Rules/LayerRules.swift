/// Layers inside a target (docs/architecture.md, "Layers inside a feature"): resolves the capitalised names a feature file uses to the
/// types they name, the way the compiler looks them up (the file's own declarations first, then
/// its module, then the modules it imports), and checks the layer of each against the policy.
struct LayerRules: Sendable {
    let policy: Policy
    let index: TypeIndex
    /// Every file of the check, by position: the names of the files that declarations point to.
    let files: [ScannedFile]
    let layers: LayerTable
    let packageModules: Set<String>
    /// Module → modules it re-exports with `@_exported import`.
    let reexports: [String: Set<String>]
    /// By layer position: what another feature's code may use, and Core's restricted parts.
    private let otherFeature: [Bool]
    private let restrictedCore: [Bool]

    init(
        policy: Policy, index: TypeIndex, files: [ScannedFile], layers: LayerTable, packageModules: Set<String>,
        reexports: [String: Set<String>]
    ) {
        self.policy = policy
        self.index = index
        self.files = files
        self.layers = layers
        self.packageModules = packageModules
        self.reexports = reexports
        otherFeature = layers.mask(policy.layers.otherFeature)
        restrictedCore = layers.mask(policy.core.restricted)
        layerMasks = [:]
        for layer in layers.names {
            layerMasks[layer] = masks(for: layer)
        }
    }

    private var layerMasks: [String: (ownFeature: [Bool], restrictedCore: [Bool])]

    /// By layer position: which layers of its own feature code in `layer` may use, and which
    /// of Core's parts it may not.
    private func masks(for layer: String) -> (ownFeature: [Bool], restrictedCore: [Bool]) {
        let usableFromHere = policy.core.restrictedUsableFrom.contains(layer)
        return (
            layers.mask(policy.layers.ownFeature[layer] ?? [layer]), usableFromHere ? restrictedCore.map { _ in false } : restrictedCore
        )
    }

    /// The last file's scope: the files of a target mostly import the same modules. With it, the
    /// paths that named no declaration at all in the scope's modules: such a path resolves to
    /// nothing in every file of that scope whatever its layer, so no file looks it up again.
    struct ScopeCache {
        fileprivate var last: (targetIndex: Int, imports: [ImportFact], scope: FileScope)?
        fileprivate var unresolved = UnresolvedPaths()

        /// The unresolved paths, leaving an empty set in their place without copying them.
        fileprivate mutating func takeUnresolved() -> UnresolvedPaths {
            var taken = UnresolvedPaths()
            swap(&taken, &unresolved)
            return taken
        }
    }

    func findings(in file: ScannedFile, fileIndex: Int, uses facts: NameUses, cache: inout ScopeCache) -> FileLayerFindings {
        guard let kind = policy.kind(of: file.target), kind == .feature || kind == .core else { return FileLayerFindings() }
        guard let layer = file.layer else {
            // Code there escapes the layer rules: a file that declares a type or names one is
            // reported, whether or not it declares anything.
            let escapes = !file.facts.declarations.isEmpty || !facts.references.isEmpty
            return FileLayerFindings(outsideFolders: escapes ? outsideFolders(file, kind: kind) : nil)
        }
        guard kind == .feature, !facts.references.isEmpty else { return FileLayerFindings() }
        var scope: FileScope
        if let last = cache.last, last.targetIndex == file.targetIndex, last.imports == file.facts.imports {
            scope = last.scope
        } else {
            scope = self.scope(of: file)
            cache.last = (file.targetIndex, file.facts.imports, scope)
            cache.unresolved = UnresolvedPaths()
        }
        scope.fileIndex = fileIndex
        let masks = layerMasks[layer] ?? masks(for: layer)
        scope.ownFeature = masks.ownFeature
        scope.restrictedCore = masks.restrictedCore
        // Out of the cache while the file is read, so the loop neither copies the cache nor its scope.
        var unresolved = cache.takeUnresolved()
        defer { cache.unresolved = unresolved }
        return findings(fileIndex: fileIndex, uses: facts, scope: scope, unresolved: &unresolved)
    }

    private func findings(fileIndex: Int, uses facts: NameUses, scope: FileScope, unresolved: inout UnresolvedPaths) -> FileLayerFindings {
        facts.source.withUnsafeBufferPointer { bytes in
            var found = FileLayerFindings()
            // A file names the same types again and again: resolve each path once. Files use
            // few distinct paths, so a list is searched first; a table takes over when it grows.
            var outcomes: [(key: NameKey, reference: Int, outcome: (Rule, DeclarationSite)?)] = []
            outcomes.reserveCapacity(min(facts.references.count, 33))
            var byKey: KeyTable<Int>?
            for (position, reference) in facts.references.enumerated() {
                let pieces = facts.pieces[reference.pieceRange]
                let known: Int? =
                    if let byKey { byKey[reference.pathKey] } else { outcomes.firstIndex { $0.key == reference.pathKey } }
                let outcome: (Rule, DeclarationSite)?
                if !facts.nested.isEmpty,
                    facts.nested.shadows(pieces[pieces.startIndex], line: reference.line, column: reference.column, in: bytes)
                {
                    // A type nested in the enclosing type: shadows the name here only.
                    outcome = nil
                } else if let known, Self.samePath(facts.references[outcomes[known].reference], reference, facts: facts, in: bytes) {
                    outcome = outcomes[known].outcome
                } else {
                    if facts.localNames.contains(pieces[pieces.startIndex], in: bytes) {
                        // A name the file declares shadows every other declaration.
                        outcome = nil
                    } else if unresolved.contains(pieces, key: reference.pathKey, in: bytes) {
                        outcome = nil
                    } else {
                        var namesSomething = false
                        outcome = firstBreak(pieces, scope: scope, in: bytes, namesSomething: &namesSomething)
                        if !namesSomething { unresolved.insert(pieces, key: reference.pathKey, in: bytes) }
                    }
                    if known == nil {
                        byKey?[reference.pathKey] = outcomes.count
                        outcomes.append((reference.pathKey, position, outcome))
                        if byKey == nil, outcomes.count > 32 {
                            var table = KeyTable<Int>(capacity: facts.references.count)
                            for (index, entry) in outcomes.enumerated() { table[entry.key] = index }
                            byKey = table
                        }
                    }
                }
                if let (rule, site) = outcome {
                    // The name as written, its pieces joined by dots: put into words only when read.
                    let start = found.names.count
                    for piece in pieces {
                        if found.names.count > start { found.names.append(UInt8(ascii: ".")) }
                        found.names += bytes[piece.range]
                    }
                    found.findings.append(
                        LayerFinding(
                            rule: rule, line: reference.line, column: reference.column, file: Int32(fileIndex),
                            declaringFile: Int32(site.fileIndex), declaringLine: Int32(site.line), nameStart: Int32(start),
                            nameLength: Int32(found.names.count - start)))
                }
            }
            return found
        }
    }

    private static func samePath(_ left: ReferenceSpan, _ right: ReferenceSpan, facts: NameUses, in bytes: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        left.pieceCount == right.pieceCount
            && zip(left.pieceRange, right.pieceRange).allSatisfy { facts.pieces[$0].sameBytes(as: facts.pieces[$1], in: bytes) }
    }

    /// What a file of a feature sees, worked out once per file.
    fileprivate struct FileScope {
        struct Module {
            var name: String
            var key: NameKey
            var types: ModuleTypes?
        }

        var fileIndex: Int
        var targetIndex: Int
        /// The file's own module first, then the modules it imports (re-exports followed).
        var modules: [Module]
        var testable: Set<String>
        /// By layer position: which layers of its own feature the file may use.
        var ownFeature: [Bool]
        var restrictedCore: [Bool]
    }

    /// The modules a file sees; the masks are the caller's, by the file's layer.
    private func scope(of file: ScannedFile) -> FileScope {
        var imported: [String] = []
        var testable: Set<String> = []
        var pending = file.facts.imports.filter { packageModules.contains($0.module) && $0.module != file.target }.map(\.module)
        for fact in file.facts.imports where fact.isTestable { testable.insert(fact.module) }
        var seen: Set<String> = []
        while let module = pending.popLast() {
            guard seen.insert(module).inserted else { continue }
            imported.append(module)
            pending += reexports[module] ?? []
        }
        return FileScope(
            fileIndex: 0, targetIndex: file.targetIndex,
            modules: ([file.target] + imported).map { FileScope.Module(name: $0, key: NameKey($0), types: index.types(in: $0)) },
            testable: testable, ownFeature: [], restrictedCore: [])
    }

    /// The first prefix of the path (`A`, `A.B`, `A.B.C`) that names a type and whose every
    /// visible candidate declaration breaks a rule; `Module.Name` looks only in that module.
    /// `namesSomething` becomes true when any lookup finds a declaration, visible or not.
    private func firstBreak(
        _ pieces: ArraySlice<NamePiece>, scope: FileScope, in bytes: UnsafeBufferPointer<UInt8>, namesSomething: inout Bool
    ) -> (Rule, DeclarationSite)? {
        let head = pieces[pieces.startIndex]
        if pieces.count > 1,
            let module = scope.modules.first(where: { $0.key == head.key && $0.name.utf8.elementsEqual(bytes[head.range]) })
        {
            var key = NameKey.empty
            for end in (pieces.startIndex + 1)..<pieces.endIndex {
                if end > pieces.startIndex + 1 { key.add(UInt8(ascii: ".")) }
                key.add(bytes, start: Int(pieces[end].start), length: Int(pieces[end].length))
                var level = Level()
                level.add(
                    module.types?.sites(key, pieces: pieces[(pieces.startIndex + 1)...end], in: bytes) ?? [], rules: self, scope: scope,
                    namesSomething: &namesSomething)
                if let found = level.breaks { return found }
            }
            return nil
        }
        var level = Level()
        level.add(
            scope.modules[0].types?.sites(head.key, pieces: pieces.prefix(1), in: bytes) ?? [], rules: self, scope: scope,
            namesSomething: &namesSomething)
        if level.isEmpty {
            for module in scope.modules.dropFirst() {
                level.add(
                    module.types?.sites(head.key, pieces: pieces.prefix(1), in: bytes) ?? [], rules: self, scope: scope,
                    namesSomething: &namesSomething)
            }
        }
        if let found = level.breaks { return found }
        var key = head.key
        for end in (pieces.startIndex + 1)..<pieces.endIndex {
            key.add(UInt8(ascii: "."))
            key.add(bytes, start: Int(pieces[end].start), length: Int(pieces[end].length))
            var level = Level()
            for module in scope.modules {
                level.add(
                    module.types?.sites(key, pieces: pieces[...end], in: bytes) ?? [], rules: self, scope: scope,
                    namesSomething: &namesSomething)
            }
            if let found = level.breaks { return found }
        }
        return nil
    }

    /// The visible candidates for one prefix: it breaks a rule when every one of them does.
    private struct Level {
        var isEmpty = true
        var first: (Rule, DeclarationSite)?
        var everyOneBreaks = true

        var breaks: (Rule, DeclarationSite)? { everyOneBreaks ? first : nil }

        mutating func add(_ sites: ArraySlice<DeclarationSite>, rules: LayerRules, scope: FileScope, namesSomething: inout Bool) {
            if !sites.isEmpty { namesSomething = true }
            for site in sites where rules.isVisible(site, scope: scope) {
                let rule = rules.verdict(site, scope: scope)
                if isEmpty { first = rule.map { ($0, site) } }
                isEmpty = false
                if rule == nil { everyOneBreaks = false }
            }
        }
    }

    private func isVisible(_ site: DeclarationSite, scope: FileScope) -> Bool {
        site.fileIndex != scope.fileIndex
            && (site.targetIndex == scope.targetIndex || site.visibility == .exported
                || (!scope.testable.isEmpty && scope.testable.contains(files[site.fileIndex].target)))
    }

    private func verdict(_ site: DeclarationSite, scope: FileScope) -> Rule? {
        guard let used = site.layerIndex else { return nil }
        if site.targetIndex == scope.targetIndex {
            return scope.ownFeature[used] ? nil : .layerOwnFeature
        }
        switch site.kind {
        case .feature:
            return otherFeature[used] ? nil : .layerOtherFeature
        case .core:
            return scope.restrictedCore[used] ? .layerRestrictedCore : nil
        default:
            return nil
        }
    }

    private func outsideFolders(_ file: ScannedFile, kind: TargetKind) -> Violation {
        let folders = kind == .feature ? policy.layers.folders : policy.core.parts
        let names = file.facts.declarations.map(\.name)
        let what = names.isEmpty ? "code" : names.joined(separator: ", ")
        return Violation(
            rule: .layerOutsideFolders, file: file.path, line: file.facts.declarations.first?.line ?? 1,
            subject: names.isEmpty ? (file.path.split(separator: "/").last.map(String.init) ?? file.path) : names.joined(separator: ", "),
            message: "\(file.target) has \(what) outside its folders (\(folders.joined(separator: ", ")))",
            reason: "code outside the layer folders escapes the layer rules",
            fix: "move the file into one of \(folders.map { $0 + "/" }.joined(separator: ", "))")
    }
}
