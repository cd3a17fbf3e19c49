/// The types each module declares, by qualified name (`Partido`, `Partido.Resumen`), with the
/// layer folder of the file that declares them. Extensions count: a type nested in
/// `extension Partido` in Data is indexed as `Partido.<name>` in Data.
struct TypeIndex: Sendable {
    private var modules: [String: ModuleTypes] = [:]

    /// `runs` names each target and the range of its files in `files`; `dependencies` gives each
    /// target's declared dependencies, where a typealias's names are looked for after its own module.
    init(
        files: [ScannedFile], runs: [(target: String, files: Range<Int>)], policy: Policy, layers: LayerTable,
        dependencies: [String: [String]] = [:]
    ) {
        let perTarget = ParallelWork.map(runs.count, state: ()) { _, position in
            let kind = policy.kind(of: runs[position].target)
            var declarations: [(name: String, site: DeclarationSite)] = []
            declarations.reserveCapacity(runs[position].files.reduce(0) { $0 + files[$1].facts.declarations.count })
            for fileIndex in runs[position].files {
                let file = files[fileIndex]
                let layerIndex = file.layer.flatMap(layers.index(of:))
                for declaration in file.facts.declarations {
                    let site = DeclarationSite(
                        targetIndex: file.targetIndex, kind: kind, fileIndex: fileIndex, layerIndex: layerIndex, line: declaration.line,
                        visibility: declaration.visibility)
                    declarations.append((declaration.name, site))
                }
            }
            return ModuleTypes(declarations)
        }
        for (run, types) in zip(runs, perTarget) where !types.isEmpty {
            modules[run.target] = types
        }
        followAliases(files: files, runs: runs, policy: policy, layers: layers, dependencies: dependencies)
    }

    /// A typealias stands for what it names: where the first of its names is one of our types (in
    /// its own module, then in the modules its target depends on), the alias is indexed at that
    /// type's place, so a use of it is judged as a use of the type. One level, as written.
    private mutating func followAliases(
        files: [ScannedFile], runs: [(target: String, files: Range<Int>)], policy: Policy, layers: LayerTable,
        dependencies: [String: [String]]
    ) {
        for run in runs {
            var changed = false
            var declarations: [(name: String, site: DeclarationSite)] = []
            for fileIndex in run.files {
                let file = files[fileIndex]
                let layerIndex = file.layer.flatMap(layers.index(of:))
                for declaration in file.facts.declarations {
                    var site = DeclarationSite(
                        targetIndex: file.targetIndex, kind: policy.kind(of: run.target), fileIndex: fileIndex, layerIndex: layerIndex,
                        line: declaration.line, visibility: declaration.visibility)
                    if let aliased = firstSite(of: declaration.aliasOf, in: [run.target] + (dependencies[run.target] ?? [])) {
                        site = DeclarationSite(
                            targetIndex: aliased.targetIndex, kind: aliased.kind, fileIndex: aliased.fileIndex,
                            layerIndex: aliased.layerIndex,
                            line: aliased.line, visibility: declaration.visibility)
                        changed = true
                    }
                    declarations.append((declaration.name, site))
                }
            }
            if changed { modules[run.target] = ModuleTypes(declarations) }
        }
    }

    private func firstSite(of names: [String], in searched: [String]) -> DeclarationSite? {
        for name in names {
            for module in searched {
                if let site = modules[module]?.sites(named: name).first { return site }
            }
        }
        return nil
    }

    func types(in module: String) -> ModuleTypes? {
        modules[module]
    }
}

/// One module's declarations by `NameKey`; names that share a key are kept apart. Every name
/// lives in one byte buffer and every site in one array, each name's sites side by side, so a
/// module's table is a handful of allocations however many types it declares. A class, so that
/// handing a module's table around retains one object rather than each of its arrays.
final class ModuleTypes: Sendable {
    private struct Entry: Sendable {
        var nameStart: Int
        var nameLength: Int
        var firstSite = 0
        var siteCount = 0
        /// The next entry whose name has the same key, or -1.
        var next: Int
    }

    private let names: [UInt8]
    private let entries: [Entry]
    private let sites: [DeclarationSite]
    private let byKey: KeyTable<Int>

    /// The sites of each name keep the order of `declarations`.
    init(_ declarations: [(name: String, site: DeclarationSite)]) {
        var names: [UInt8] = []
        var entries: [Entry] = []
        var byKey = KeyTable<Int>(capacity: declarations.count)
        var entryOf: [Int] = []
        entryOf.reserveCapacity(declarations.count)
        for (name, _) in declarations {
            let key = NameKey(name)
            var entry = byKey[key] ?? -1
            while entry >= 0,
                !names[entries[entry].nameStart..<(entries[entry].nameStart + entries[entry].nameLength)].elementsEqual(name.utf8)
            {
                entry = entries[entry].next
            }
            if entry < 0 {
                entry = entries.count
                entries.append(Entry(nameStart: names.count, nameLength: name.utf8.count, next: byKey[key] ?? -1))
                names += name.utf8
                byKey[key] = entry
            }
            entries[entry].siteCount += 1
            entryOf.append(entry)
        }
        var next = 0
        for position in entries.indices {
            entries[position].firstSite = next
            next += entries[position].siteCount
        }
        var filled = [Int](repeating: 0, count: entries.count)
        var sites = declarations.map(\.site)
        for (position, declaration) in declarations.enumerated() {
            let entry = entryOf[position]
            sites[entries[entry].firstSite + filled[entry]] = declaration.site
            filled[entry] += 1
        }
        self.names = names
        self.entries = entries
        self.sites = sites
        self.byKey = byKey
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The declarations of a dotted name given as text.
    func sites(named name: String) -> ArraySlice<DeclarationSite> {
        var entry = byKey[NameKey(name)] ?? -1
        while entry >= 0 {
            let found = entries[entry]
            if names[found.nameStart..<(found.nameStart + found.nameLength)].elementsEqual(name.utf8) {
                return sites[found.firstSite..<(found.firstSite + found.siteCount)]
            }
            entry = found.next
        }
        return []
    }

    /// The declarations of the dotted name made of `pieces`, whose key is `key`.
    func sites(_ key: NameKey, pieces: ArraySlice<NamePiece>, in bytes: UnsafeBufferPointer<UInt8>) -> ArraySlice<DeclarationSite> {
        var entry = byKey[key] ?? -1
        while entry >= 0 {
            let found = entries[entry]
            if spells(start: found.nameStart, length: found.nameLength, pieces, in: bytes) {
                return sites[found.firstSite..<(found.firstSite + found.siteCount)]
            }
            entry = found.next
        }
        return []
    }

    /// Whether the name of `length` bytes at `start` of `names` is the pieces joined by dots.
    private func spells(start: Int, length: Int, _ pieces: ArraySlice<NamePiece>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        names.withUnsafeBufferPointer { NamePiece.spell(pieces, in: bytes, equals: $0, start: start, length: length) }
    }
}

/// The layer and part folder names of the policy, by position, so rules compare integers.
struct LayerTable: Sendable {
    let names: [String]

    init(policy: Policy) {
        var names: [String] = []
        for name in policy.layers.folders + policy.core.parts where !names.contains(name) { names.append(name) }
        self.names = names
    }

    func index(of name: String) -> Int? {
        names.firstIndex(of: name)
    }

    /// Which positions `list` names.
    func mask(_ list: [String]) -> [Bool] {
        names.map { list.contains($0) }
    }
}
