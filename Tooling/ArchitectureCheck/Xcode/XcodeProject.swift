import Foundation

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
