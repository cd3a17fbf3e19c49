import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What must hold of the committed Xcode project for the app to open and run on a Mac (`xcode --help`).
struct XcodeProjectCheck {
    /// At the key of the entry that has it: `objects.<id>.<key>`, or a scheme's element and attribute.
    struct Problem: Equatable, CustomStringConvertible {
        var file: String
        var key: String
        var message: String

        var description: String { "\(file): \(key): \(message)" }
    }

    /// The keys whose values name other objects, one or a list.
    static let references = [
        "mainGroup", "productRefGroup", "buildConfigurationList", "fileRef", "productRef", "productReference", "target",
        "targetProxy", "package", "containerPortal", "remoteGlobalIDString", "children", "targets", "buildPhases", "files",
        "buildConfigurations", "dependencies", "packageReferences", "packageProductDependencies", "fileSystemSynchronizedGroups",
        "exceptions",
    ]

    var project: XcodeProject
    var package: DescribedPackage
    /// The features, whose ids (`partidos`) the per-feature schemes pass as `--solo`.
    var features: [String]
    var root: URL

    func problems() -> [Problem] {
        let file = relative(project.bundle.appendingPathComponent("project.pbxproj"))
        var problems: [Problem] = []
        func problem(_ key: String, _ message: String) { problems.append(Problem(file: file, key: key, message: message)) }
        if project.objects[project.rootObject] == nil { problem("rootObject", "\(project.rootObject) is no object of the file") }
        for (id, object) in project.objects.sorted(by: { $0.key < $1.key }) {
            for key in Self.references {
                let values = object[key] as? [String] ?? (object[key] as? String).map { [$0] } ?? []
                for value in values where project.objects[value] == nil {
                    problem("objects.\(id).\(key)", "\(value) is no object of the file")
                }
            }
        }
        // Every group, file and synchronized folder under the main group, found where its path says.
        func visit(_ id: String, in folder: URL) {
            guard let object = project.objects[id] else { return }
            var here = folder
            if let path = object["path"] as? String {
                switch object["sourceTree"] as? String {
                case "<group>": here = folder.appendingPathComponent(path)
                case "SOURCE_ROOT": here = project.sourceRoot.appendingPathComponent(path)
                default: return  // built products, SDK files: not in the repository
                }
                if !FileManager.default.fileExists(atPath: here.path) { problem("objects.\(id).path", "\(relative(here)) does not exist") }
            }
            for child in object["children"] as? [String] ?? [] { visit(child, in: here) }
        }
        if let main = project.objects[project.rootObject]?["mainGroup"] as? String { visit(main, in: project.sourceRoot) }
        for (id, object) in project.objects(isa: "XCLocalSwiftPackageReference") {
            let folder = project.sourceRoot.appendingPathComponent(object["relativePath"] as? String ?? "")
            if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                problem("objects.\(id).relativePath", "\(relative(folder)) holds no Package.swift")
            }
        }
        for (id, object) in project.objects(isa: "XCSwiftPackageProductDependency") {
            let name = object["productName"] as? String ?? ""
            if !package.libraries.contains(name) {
                let libraries = package.libraries.joined(separator: ", ")
                problem(
                    "objects.\(id).productName",
                    "links \(name), which Package.swift declares no library product of (its libraries: \(libraries))")
            }
        }
        for (key, platform) in [("IPHONEOS_DEPLOYMENT_TARGET", "ios"), ("MACOSX_DEPLOYMENT_TARGET", "macos")] {
            guard let wanted = package.platforms[platform] else { continue }
            for (id, object) in project.objects(isa: "XCBuildConfiguration") {
                guard let value = (object["buildSettings"] as? [String: Any])?[key] as? String, value != wanted else { continue }
                problem("objects.\(id).buildSettings.\(key)", "is \(value), Package.swift says \(wanted); make them one release")
            }
        }
        return problems + schemeProblems()
    }

    private func schemeProblems() -> [Problem] {
        let folder = project.bundle.appendingPathComponent("xcshareddata/xcschemes")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcscheme") }
        let targets = project.targets
        let container = "container:" + project.bundle.lastPathComponent
        var problems: [Problem] = []
        var launched: [String: [String]] = [:]
        for name in files.sorted() {
            let path = relative(folder.appendingPathComponent(name))
            func problem(_ key: String, _ message: String) { problems.append(Problem(file: path, key: key, message: message)) }
            guard let scheme = XcodeScheme(url: folder.appendingPathComponent(name)) else {
                problem("Scheme", "is not a scheme's XML; restore it, or save it again in Xcode")
                continue
            }
            for reference in scheme.buildableReferences {
                let key = "BuildableReference[BlueprintName=\(reference["BlueprintName"] ?? "")]"
                let id = reference["BlueprintIdentifier"] ?? ""
                if targets[id] == nil {
                    problem(key + ".BlueprintIdentifier", "\(id) is no target of the project")
                } else if targets[id] != reference["BlueprintName"] {
                    problem(key, "names \(targets[id] ?? "") as \(reference["BlueprintName"] ?? "")")
                }
                if reference["ReferencedContainer"] != container {
                    problem(key + ".ReferencedContainer", "is \(reference["ReferencedContainer"] ?? ""), not \(container)")
                }
            }
            launched[name] = scheme.enabledArguments
        }
        let stem = project.bundle.deletingPathExtension().lastPathComponent
        for feature in features {
            let name = "\(stem)-\(feature).xcscheme"
            let solo = "--solo \(feature.lowercased())"
            if launched[name]?.contains(solo) != true {
                problems.append(
                    Problem(
                        file: relative(folder.appendingPathComponent(name)), key: "LaunchAction.CommandLineArguments",
                        message: "no scheme runs \(feature) alone (`\(solo)`, enabled); `check-architecture new-feature` writes it"))
            }
        }
        return problems
    }

    private func relative(_ url: URL) -> String { relativePath(url.standardizedFileURL.path, to: root) }
}
/// An Xcode project file (`project.pbxproj`, an OpenStep property list) as its objects by id.
struct XcodeProject {
    typealias Object = [String: Any]

    let bundle: URL
    let objects: [String: Object]
    let rootObject: String

    init(bundle: URL) throws(CheckError) {
        self.bundle = bundle
        let file = bundle.appendingPathComponent("project.pbxproj")
        guard let data = try? Data(contentsOf: file) else {
            throw .unreadableInput(path: file.path, fix: "restore it from git")
        }
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        guard let plist, let objects = plist["objects"] as? [String: Object], let root = plist["rootObject"] as? String else {
            throw .unreadableInput(
                path: file.path, fix: "it is not an Xcode project file; restore it from git, or open and save it in Xcode")
        }
        self.objects = objects
        rootObject = root
    }

    /// The folder the project's `<group>` paths start from: the one holding the `.xcodeproj`.
    var sourceRoot: URL { bundle.deletingLastPathComponent() }

    func objects(isa: String) -> [(id: String, object: Object)] {
        objects.filter { $0.value["isa"] as? String == isa }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    var targets: [String: String] {
        Dictionary(uniqueKeysWithValues: objects(isa: "PBXNativeTarget").map { ($0.id, $0.object["name"] as? String ?? "") })
    }
}

/// A shared scheme (`.xcscheme`): the targets it builds and its enabled launch arguments.
struct XcodeScheme {
    var buildableReferences: [[String: String]] = []
    var enabledArguments: [String] = []

    init?(url: URL) {
        guard let parser = XMLParser(contentsOf: url) else { return nil }
        let reader = Reader()
        parser.delegate = reader
        guard parser.parse(), reader.sawScheme else { return nil }
        buildableReferences = reader.buildableReferences
        enabledArguments = reader.enabledArguments
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var sawScheme = false
        var buildableReferences: [[String: String]] = []
        var enabledArguments: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "Scheme": sawScheme = true
            case "BuildableReference": buildableReferences.append(attributes)
            case "CommandLineArgument" where attributes["isEnabled"] == "YES":
                enabledArguments.append(attributes["argument"] ?? "")
            default: break
            }
        }
    }
}
