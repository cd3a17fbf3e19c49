/// One difference between a module's contract and its API: breaking when code in another module
/// that compiled against the contract may no longer compile.
struct APIChange: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case removed
        /// The same name, another declaration: a changed signature, type, effect or default.
        case changed(from: String)
        /// A protocol requirement without a default: every conforming type must add it.
        case newRequirement
        /// An enum case: an exhaustive `switch` in another module stops compiling.
        case newCase
        case added
    }

    var kind: Kind
    var declaration: PublicAPI.Declaration

    var isBreaking: Bool { kind != .added }

    var text: String {
        switch kind {
        case .removed: "removed: \(declaration.line)"
        case .changed(let from): "changed: \(declaration.name) | \(from) → \(declaration.text)"
        case .newRequirement: "new requirement, every conforming type must add it: \(declaration.line)"
        case .newCase: "new case, an exhaustive switch elsewhere stops compiling: \(declaration.line)"
        case .added: "added: \(declaration.line)"
        }
    }

    /// What `current` changes in `baseline`, in the contract's order.
    static func changes(from baseline: PublicAPI, to current: PublicAPI) -> [APIChange] {
        var added = current.declarations.subtracting(baseline.declarations)
        var changes: [APIChange] = []
        for old in baseline.declarations.subtracting(current.declarations).sorted() {
            if let new = added.sorted().first(where: { $0.name == old.name }) {
                added.remove(new)
                changes.append(APIChange(kind: .changed(from: old.text), declaration: new))
            } else {
                changes.append(APIChange(kind: .removed, declaration: old))
            }
        }
        // A new requirement or case breaks only a protocol or an enum that others already used.
        let before = Set(baseline.declarations.map(\.name))
        for new in added {
            let existed = new.parent.map(before.contains) ?? false
            let kind: Kind = !existed ? .added : new.isRequirement ? .newRequirement : new.isEnumCase ? .newCase : .added
            changes.append(APIChange(kind: kind, declaration: new))
        }
        return changes.sorted { $0.declaration < $1.declaration }
    }
}
