import Foundation

/// What must hold of the committed Xcode project for a person on a Mac to open it and run the app:
/// every object it refers to exists, every file and folder it names is there, the package product it
/// links is one the package declares, its deployment targets are the package's, its schemes build
/// targets it has, and each feature has a scheme that runs the app with that feature alone.
struct XcodeProjectCheck {
    /// One problem, at the key of the entry that has it: `objects.<id>.<key>` in the project file,
    /// the element and attribute in a scheme.
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
    /// The repository root, for the paths the problems name.
    var root: URL

    func problems() -> [Problem] {
        let file = relative(project.bundle.appendingPathComponent("project.pbxproj"))
        var problems = unresolved(file) + missingFiles(file)
        for (id, object) in project.objects(isa: "XCSwiftPackageProductDependency") {
            let name = object["productName"] as? String ?? ""
            if !package.libraries.contains(name) {
                problems.append(
                    Problem(
                        file: file, key: "objects.\(id).productName",
                        message:
                            "links \(name), which Package.swift declares no library product of (its libraries: \(package.libraries.joined(separator: ", ")))"
                    ))
            }
        }
        for (key, platform) in [("IPHONEOS_DEPLOYMENT_TARGET", "ios"), ("MACOSX_DEPLOYMENT_TARGET", "macos")] {
            guard let wanted = package.platforms[platform] else { continue }
            for (id, object) in project.objects(isa: "XCBuildConfiguration") {
                guard let value = (object["buildSettings"] as? [String: Any])?[key] as? String, value != wanted else { continue }
                problems.append(
                    Problem(
                        file: file, key: "objects.\(id).buildSettings.\(key)",
                        message: "is \(value), Package.swift says \(wanted); make them one release"))
            }
        }
        return problems + schemeProblems()
    }

    private func unresolved(_ file: String) -> [Problem] {
        var problems: [Problem] = []
        if project.objects[project.rootObject] == nil {
            problems.append(Problem(file: file, key: "rootObject", message: "\(project.rootObject) is no object of the file"))
        }
        for (id, object) in project.objects.sorted(by: { $0.key < $1.key }) {
            for key in Self.references {
                let values = object[key] as? [String] ?? (object[key] as? String).map { [$0] } ?? []
                for value in values where project.objects[value] == nil {
                    problems.append(Problem(file: file, key: "objects.\(id).\(key)", message: "\(value) is no object of the file"))
                }
            }
        }
        return problems
    }

    /// Every group, file and synchronized folder under the main group, found where its path says,
    /// and the local package's folder holding a Package.swift.
    private func missingFiles(_ file: String) -> [Problem] {
        var problems: [Problem] = []
        func visit(_ id: String, in folder: URL) {
            guard let object = project.objects[id] else { return }
            var here = folder
            if let path = object["path"] as? String {
                switch object["sourceTree"] as? String {
                case "<group>": here = folder.appendingPathComponent(path)
                case "SOURCE_ROOT": here = project.sourceRoot.appendingPathComponent(path)
                default: return  // built products, SDK files: not in the repository
                }
                if !FileManager.default.fileExists(atPath: here.path) {
                    problems.append(Problem(file: file, key: "objects.\(id).path", message: "\(relative(here)) does not exist"))
                }
            }
            for child in object["children"] as? [String] ?? [] { visit(child, in: here) }
        }
        if let main = project.objects[project.rootObject]?["mainGroup"] as? String { visit(main, in: project.sourceRoot) }
        for (id, object) in project.objects(isa: "XCLocalSwiftPackageReference") {
            let folder = project.sourceRoot.appendingPathComponent(object["relativePath"] as? String ?? "")
            if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                problems.append(
                    Problem(file: file, key: "objects.\(id).relativePath", message: "\(relative(folder)) holds no Package.swift"))
            }
        }
        return problems
    }

    private func schemeProblems() -> [Problem] {
        let folder = project.bundle.appendingPathComponent("xcshareddata/xcschemes")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcscheme") }
            .sorted()
        let targets = project.targets
        let container = "container:" + project.bundle.lastPathComponent
        var problems: [Problem] = []
        var launched: [String: [String]] = [:]
        for name in files {
            let path = relative(folder.appendingPathComponent(name))
            guard let scheme = XcodeScheme(url: folder.appendingPathComponent(name)) else {
                problems.append(Problem(file: path, key: "Scheme", message: "is not a scheme's XML; restore it, or save it again in Xcode"))
                continue
            }
            for reference in scheme.buildableReferences {
                let key = "BuildableReference[BlueprintName=\(reference["BlueprintName"] ?? "")]"
                let id = reference["BlueprintIdentifier"] ?? ""
                if targets[id] == nil {
                    problems.append(Problem(file: path, key: key + ".BlueprintIdentifier", message: "\(id) is no target of the project"))
                } else if targets[id] != reference["BlueprintName"] {
                    problems.append(
                        Problem(file: path, key: key, message: "names \(targets[id] ?? "") as \(reference["BlueprintName"] ?? "")"))
                }
                if reference["ReferencedContainer"] != container {
                    problems.append(
                        Problem(
                            file: path, key: key + ".ReferencedContainer",
                            message: "is \(reference["ReferencedContainer"] ?? ""), not \(container)"))
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

/// An Xcode project file (`project.pbxproj`, OpenStep property-list format) as its objects by id,
/// read with Foundation's property-list reader.
struct XcodeProject {
    typealias Object = [String: Any]

    /// The `.xcodeproj` folder.
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

    /// The native targets' names by id.
    var targets: [String: String] {
        Dictionary(uniqueKeysWithValues: objects(isa: "PBXNativeTarget").map { ($0.id, $0.object["name"] as? String ?? "") })
    }
}
