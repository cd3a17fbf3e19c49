/// The types each module declares, by qualified name (`Partido`, `Partido.Resumen`), with the
/// layer folder of the file that declares them. Extensions count: a type nested in
/// `extension Partido` in Data is indexed as `Partido.<name>` in Data.
struct TypeIndex: Sendable {
    private var modules: [String: ModuleTypes] = [:]

    /// `runs` names each target and the range of its files in `files`.
    init(files: [ScannedFile], runs: [(target: String, files: Range<Int>)], policy: Policy, layers: LayerTable) {
        let perTarget = ParallelWork.map(runs.count, state: ()) { _, position in
            let kind = policy.kind(of: runs[position].target)
            var types = ModuleTypes(capacity: runs[position].files.reduce(0) { $0 + files[$1].facts.declarations.count })
            for fileIndex in runs[position].files {
                let file = files[fileIndex]
                let layerIndex = file.layer.flatMap(layers.index(of:))
                for declaration in file.facts.declarations {
                    let site = DeclarationSite(
                        targetIndex: file.targetIndex, kind: kind, fileIndex: fileIndex, layerIndex: layerIndex, line: declaration.line,
                        visibility: declaration.visibility)
                    types.add(site, named: declaration.name)
                }
            }
            return types
        }
        for (run, types) in zip(runs, perTarget) where !types.isEmpty {
            modules[run.target] = types
        }
    }

    func types(in module: String) -> ModuleTypes? {
        modules[module]
    }
}

/// One module's declarations by `NameKey`; names that share a key are kept apart.
struct ModuleTypes: Sendable {
    struct Named: Sendable {
        var name: [UInt8]
        var sites: [DeclarationSite]
    }

    private var byKey: KeyTable<[Named]>

    init(capacity: Int = 8) {
        byKey = KeyTable(capacity: capacity)
    }

    var isEmpty: Bool { byKey.count == 0 }

    mutating func add(_ site: DeclarationSite, named name: String) {
        byKey.update(NameKey(name), default: []) { named in
            if let position = named.firstIndex(where: { $0.name.elementsEqual(name.utf8) }) {
                named[position].sites.append(site)
            } else {
                named.append(Named(name: Array(name.utf8), sites: [site]))
            }
        }
    }

    /// The declarations of the dotted name made of `pieces`, whose key is `key`.
    func sites(_ key: NameKey, pieces: ArraySlice<NamePiece>, in bytes: UnsafeBufferPointer<UInt8>) -> [DeclarationSite] {
        guard let named = byKey[key] else { return [] }
        for candidate in named where Self.spells(candidate.name, pieces, in: bytes) {
            return candidate.sites
        }
        return []
    }

    /// Whether `name` is the pieces joined by dots.
    private static func spells(_ name: [UInt8], _ pieces: ArraySlice<NamePiece>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        for (position, piece) in zip(pieces.indices, pieces) {
            if position != pieces.startIndex {
                guard offset < name.count, name[offset] == UInt8(ascii: ".") else { return false }
                offset += 1
            }
            let length = Int(piece.length)
            guard offset + length <= name.count, name[offset..<(offset + length)].elementsEqual(bytes[piece.range]) else { return false }
            offset += length
        }
        return offset == name.count
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
