/// The types each module declares, by qualified name (`Partido`, `Partido.Resumen`), with the
/// layer folder of the file that declares them. Extensions count: a type nested in
/// `extension Partido` in Data is indexed as `Partido.<name>` in Data.
struct TypeIndex: Sendable {
    private var modules: [String: [String: [DeclarationSite]]] = [:]

    init(files: [ScannedFile]) {
        for file in files {
            for declaration in file.facts.declarations {
                let site = DeclarationSite(target: file.target, file: file.path, layer: file.layer, line: declaration.line, visibility: declaration.visibility)
                modules[file.target, default: [:]][declaration.name, default: []].append(site)
            }
        }
    }

    func sites(of name: String, in module: String) -> [DeclarationSite] {
        modules[module]?[name] ?? []
    }
}
