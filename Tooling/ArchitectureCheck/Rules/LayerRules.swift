/// Layers inside a target (DESIGN §3): resolves the capitalised names a feature file uses to the
/// types they name, the way the compiler looks them up (the file's own declarations first, then
/// its module, then the modules it imports), and checks the layer of each against the policy.
struct LayerRules {
    let policy: Policy
    let index: TypeIndex
    let packageModules: Set<String>
    /// Module → modules it re-exports with `@_exported import`.
    let reexports: [String: Set<String>]

    func violations(in file: ScannedFile) -> [Violation] {
        guard let kind = policy.kind(of: file.target), kind == .feature || kind == .core else { return [] }
        guard let layer = file.layer else {
            return file.facts.declarations.isEmpty ? [] : [outsideFolders(file, kind: kind)]
        }
        guard kind == .feature else { return [] }
        let (imported, testable) = visibleModules(of: file)
        var found: [Violation] = []
        // A file names the same types again and again: resolve each path once.
        var verdicts: [[String]: (Rule, DeclarationSite)?] = [:]
        for reference in file.facts.references {
            guard !file.facts.localNames.contains(reference.path[0]) else { continue }
            let outcome: (Rule, DeclarationSite)?
            if let known = verdicts[reference.path] {
                outcome = known
            } else {
                outcome = firstBreak(reference.path, file: file, layer: layer, imported: imported, testable: testable)
                verdicts[reference.path] = .some(outcome)
            }
            if let (rule, site) = outcome {
                found.append(violation(rule, reference: reference, file: file, layer: layer, site: site))
            }
        }
        return found
    }

    /// The first prefix of the path whose every candidate declaration breaks a rule.
    private func firstBreak(_ path: [String], file: ScannedFile, layer: String, imported: [String], testable: Set<String>) -> (Rule, DeclarationSite)? {
        for candidates in resolve(path, from: file, imported: imported, testable: testable) where !candidates.isEmpty {
            let breaks = candidates.map { verdict(from: file, layer: layer, to: $0) }
            if let first = breaks.first, let rule = first, breaks.allSatisfy({ $0 != nil }) {
                return (rule, candidates[0])
            }
        }
        return nil
    }

    private func visibleModules(of file: ScannedFile) -> (imported: [String], testable: Set<String>) {
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
        return (imported, testable)
    }

    /// The candidate declarations for each prefix of `path` (`A`, `A.B`, `A.B.C`) that names a type.
    private func resolve(_ path: [String], from file: ScannedFile, imported: [String], testable: Set<String>) -> [[DeclarationSite]] {
        func visible(_ site: DeclarationSite) -> Bool {
            site.file != file.path && (site.target == file.target || site.visibility == .exported || testable.contains(site.target))
        }
        if path.count > 1, path[0] == file.target || imported.contains(path[0]) {
            let module = path[0]
            return (1..<path.count).map { end in
                index.sites(of: path[1...end].joined(separator: "."), in: module).filter(visible)
            }
        }
        var levels: [[DeclarationSite]] = []
        let own = index.sites(of: path[0], in: file.target).filter(visible)
        levels.append(own.isEmpty ? imported.flatMap { index.sites(of: path[0], in: $0).filter(visible) } : own)
        if path.count > 1 {
            for end in 1..<path.count {
                let name = path[0...end].joined(separator: ".")
                levels.append(([file.target] + imported).flatMap { index.sites(of: name, in: $0).filter(visible) })
            }
        }
        return levels
    }

    private func verdict(from file: ScannedFile, layer: String, to site: DeclarationSite) -> Rule? {
        guard let usedLayer = site.layer else { return nil }
        if site.target == file.target {
            let allowed = policy.layers.ownFeature[layer] ?? [layer]
            return allowed.contains(usedLayer) ? nil : .layerOwnFeature
        }
        switch policy.kind(of: site.target) {
        case .feature:
            return policy.layers.otherFeature.contains(usedLayer) ? nil : .layerOtherFeature
        case .core:
            let restricted = policy.core.restricted.contains(usedLayer) && !policy.core.restrictedUsableFrom.contains(layer)
            return restricted ? .layerRestrictedCore : nil
        default:
            return nil
        }
    }

    private func violation(_ rule: Rule, reference: TypeReference, file: ScannedFile, layer: String, site: DeclarationSite) -> Violation {
        let used = reference.path.joined(separator: ".")
        let usedLayer = site.layer ?? "?"
        let message = "\(file.target)/\(layer) uses \(used), declared in \(site.target)/\(usedLayer) (\(site.location))"
        let subject = "\(used) in \(site.target)/\(usedLayer)"
        switch rule {
        case .layerOwnFeature:
            let allowed = (policy.layers.ownFeature[layer] ?? [layer]).joined(separator: ", ")
            return Violation(
                rule: rule, file: file.path, line: reference.line, column: reference.column, subject: subject, message: message,
                reason: "\(layer) code may use only \(allowed) of its own feature",
                fix: usedLayer == "Data"
                    ? "depend on a Domain protocol that \(used) implements and let the app inject it"
                    : "move what \(layer) needs into Domain, or move this code to \(usedLayer)")
        case .layerOtherFeature:
            return Violation(
                rule: rule, file: file.path, line: reference.line, column: reference.column, subject: subject, message: message,
                reason: "a feature may use only the \(policy.layers.otherFeature.joined(separator: ", ")) of another feature",
                fix: "use a Domain protocol or model of \(site.target) instead; the app wires screens and data together")
        default:
            return Violation(
                rule: rule, file: file.path, line: reference.line, column: reference.column, subject: subject, message: message,
                reason: "Core's \(policy.core.restricted.joined(separator: " and ")) are for \(policy.core.restrictedUsableFrom.joined(separator: ", ")) layers only",
                fix: "move this code to Data/, or depend on a Domain protocol that a Data type implements with \(used)")
        }
    }

    private func outsideFolders(_ file: ScannedFile, kind: TargetKind) -> Violation {
        let folders = kind == .feature ? policy.layers.folders : policy.core.parts
        let names = file.facts.declarations.map(\.name)
        return Violation(
            rule: .layerOutsideFolders, file: file.path, line: file.facts.declarations[0].line, subject: names.joined(separator: ", "),
            message: "\(file.target) declares \(names.joined(separator: ", ")) outside its folders (\(folders.joined(separator: ", ")))",
            reason: "code outside the layer folders escapes the layer rules",
            fix: "move the file into one of \(folders.map { $0 + "/" }.joined(separator: ", "))")
    }
}
