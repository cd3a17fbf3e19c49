/// The layer rules, on every reference resolved to its declaration through typealiases, never by spelling.
struct LayerRules: Sendable {
    let policy: Policy

    private struct Declaration {
        var place: SourceMap.Place
        var line: Int
        var name: String
    }

    func violations(_ files: [(place: SourceMap.Place, file: IndexedFile)]) -> [Violation] {
        // Only what features and Core declare can break a layer rule.
        var definitions: [String: Declaration] = [:]
        var aliased: [String: [String]] = [:]
        for (place, file) in files where place.kind == .feature || place.kind == .core {
            for occurrence in file.occurrences where occurrence.isDefinition {
                if definitions[occurrence.usr] == nil {
                    definitions[occurrence.usr] = Declaration(place: place, line: occurrence.line, name: occurrence.name)
                }
                if occurrence.kind == IndexedOccurrence.typealiasKind {
                    // What the alias names is referenced on its own line.
                    aliased[occurrence.usr] = file.occurrences.filter {
                        $0.line == occurrence.line && $0.isWrittenReference && $0.usr != occurrence.usr
                    }.map(\.usr)
                }
            }
        }
        var found: [Violation] = []
        for (place, file) in files where place.kind == .feature || place.kind == .core {
            guard let layer = place.folder, folders(of: place.kind).contains(layer) else {
                found += outsideFolders(place, file).map { [$0] } ?? []
                continue
            }
            guard place.kind == .feature else { continue }
            var seen: Set<String> = []
            for reference in file.occurrences where reference.isWrittenReference {
                for usr in Self.followingAliases(reference.usr, aliased) {
                    guard let declared = definitions[usr],
                        let rule = policy.layerRule(
                            from: layer, sameTarget: declared.place.target == place.target, declaredKind: declared.place.kind,
                            declaredLayer: declared.place.folder)
                    else { continue }
                    // One finding per use: `Tipo()` also references the initialiser, at the same place.
                    let key = "\(reference.line):\(reference.column):\(declared.place.target)/\(declared.place.folder ?? "")"
                    guard seen.insert(key).inserted else { continue }
                    let name = usr == reference.usr ? reference.name : "\(reference.name), an alias of \(declared.name)"
                    found.append(violation(rule, at: reference, in: place, layer: layer, used: name, declared: declared))
                }
            }
        }
        return found
    }

    /// The finding, in words: `used` is the name as the index spells it at `reference`.
    private func violation(
        _ rule: Rule, at reference: IndexedOccurrence, in place: SourceMap.Place, layer: String, used: String, declared: Declaration
    ) -> Violation {
        let (layers, core) = (policy.layers, policy.core)
        let usedLayer = declared.place.folder ?? "?"
        let reason: String
        let fix: String
        switch rule {
        case .layerOwnFeature:
            reason =
                "\(layer) code may use only \((layers.ownFeature[layer] ?? [layer]).joined(separator: ", ")) of its own feature"
            fix =
                usedLayer == "Data"
                ? "depend on a Domain protocol that \(declared.name) implements and let the app inject it"
                : "move what \(layer) needs into Domain, or move this code to \(usedLayer)"
        case .layerOtherFeature:
            reason = "a feature may use only the \(layers.otherFeature.joined(separator: ", ")) of another feature"
            fix = "use a Domain protocol or model of \(declared.place.target) instead; the app wires screens and data together"
        default:
            reason =
                "Core's \(core.restricted.joined(separator: " and ")) are for \(core.restrictedUsableFrom.joined(separator: ", ")) layers only"
            fix = "move this code to Data/, or depend on a Domain protocol that a Data type implements with \(declared.name)"
        }
        return Violation(
            rule: rule, file: place.path, line: reference.line, column: reference.column,
            subject: "\(used) in \(declared.place.target)/\(usedLayer)",
            message:
                "\(place.target)/\(layer) uses \(used), declared in \(declared.place.target)/\(usedLayer) (\(declared.place.path):\(declared.line))",
            reason: reason, fix: fix)
    }

    /// The symbol and, through typealiases (of typealiases), what it finally names.
    static func followingAliases(_ usr: String, _ aliased: [String: [String]]) -> [String] {
        var result = [usr]
        var pending = aliased[usr] ?? []
        while let next = pending.popLast() {
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += aliased[next] ?? []
        }
        return result
    }

    private func folders(of kind: TargetKind?) -> [String] {
        kind == .feature ? policy.layers.folders : policy.core.parts
    }

    /// A file of a feature or of Core outside its folders that declares or uses anything.
    private func outsideFolders(_ place: SourceMap.Place, _ file: IndexedFile) -> Violation? {
        let code = file.occurrences.filter { $0.kind != IndexedOccurrence.moduleKind && ($0.isDefinition || $0.isWrittenReference) }
        guard let first = code.first(where: \.isDefinition) ?? code.first else { return nil }
        let types = code.filter { $0.isDefinition && Self.typeKinds.contains($0.kind) }.map(\.name)
        let folders = folders(of: place.kind)
        return Violation(
            rule: .layerOutsideFolders, file: place.path, line: first.line,
            subject: types.isEmpty ? (place.path.split(separator: "/").last.map(String.init) ?? place.path) : types.joined(separator: ", "),
            message:
                "\(place.target) has \(types.isEmpty ? "code" : types.joined(separator: ", ")) outside its folders (\(folders.joined(separator: ", ")))",
            reason: "code outside the layer folders escapes the layer rules",
            fix: "move the file into one of \(folders.map { $0 + "/" }.joined(separator: ", "))")
    }

    /// enum, struct, class, protocol, typealias (`indexstore_symbol_kind_t`).
    private static let typeKinds: Set<Int32> = [5, 6, 7, 8, 11]
}

extension Policy {
    /// The rule code in a feature's `layer` breaks by using a declaration in `declaredLayer`, if any.
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
}
