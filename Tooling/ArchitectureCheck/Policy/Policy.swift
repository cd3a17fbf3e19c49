public import Foundation

/// The architecture as data: read from `Tooling/architecture-policy.json` (see Tooling/README.md).
public struct Policy: Sendable, Equatable, Decodable {
    public static let supportedVersion = 1
    /// Where the policy is, from the repository root.
    public static let defaultPath = "Tooling/architecture-policy.json"

    public var version = Policy.supportedVersion
    /// A Markdown file holding the Mermaid module graph between the graph markers.
    public var graphDocument: String?
    /// A Markdown file that shows this policy file between the policy markers.
    public var policyDocument: String?
    /// The policy file as read, for `policyDocument`.
    var text: String?
    /// The generated CODEOWNERS file, written from each module README's owner line.
    public var codeowners: String?
    /// Who owns what no module README claims: the manifest, docs, tooling, CI.
    public var defaultOwner: String?
    /// The module every other may use.
    public var model: String?
    /// Every target's kind: not read from the file, `withKinds(of:)` derives it; tests may set it.
    public var targets: [String: TargetKind] = [:]
    /// Without `layers` in the file, the values written here; with it, every key is required.
    public var layers = LayerPolicy()
    /// Without `core` in the file, no Core; with it, every key is required but `module`.
    public var core = CorePolicy()
    /// The files of the App and its shells, other than a feature's wiring file, that may use a
    /// feature, each with why; none may by default.
    public var sharedAppFiles: [SharedAppFile] = []
    /// Modules only UI code may import: no Domain or Data file, nor the model, imports one.
    public var uiFrameworks: [String] = []

    enum CodingKeys: String, CodingKey {
        case version, graphDocument, policyDocument, codeowners, defaultOwner, model, layers, core, sharedAppFiles, uiFrameworks
    }

    public static func load(from url: URL) throws(CheckError) -> Policy {
        guard let data = try? Data(contentsOf: url) else {
            throw .unreadableInput(path: url.path, fix: "create the policy file or pass --policy FILE")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            // `JSONDecoder` does not say where JSON goes wrong; `JSONSerialization` gives the byte
            // offset ("around character 197"), made a line and column (from 1) here.
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error.localizedDescription)"
            let reason = description.components(separatedBy: " around character").first ?? description
            let offset = description.range(of: "character ").flatMap { Int(description[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
            let before = data.prefix(offset)
            let line = before.count { $0 == UInt8(ascii: "\n") } + 1
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            throw .invalidPolicy(problem: "\(url.path):\(line):\(column): not valid JSON (\(reason))", fix: "fix the JSON at that position")
        }
        // A key the checker does not read fails instead of being ignored, the old `targets` table
        // and `featureArrows` with what replaced them.
        if let unknown = ((object as? [String: Any])?.keys.sorted() ?? []).first(where: { CodingKeys(stringValue: $0) == nil }) {
            let why =
                switch unknown {
                case "targets": " (a target's kind follows from its folder and type, see Tooling/README.md)"
                case "featureArrows": " (the arrows between features are the dependencies Package.swift declares)"
                default: ""
                }
            throw .invalidPolicy(problem: "\(url.path): unknown key \"\(unknown)\"\(why)", fix: "remove it")
        }
        do {
            var policy = try JSONDecoder().decode(Policy.self, from: data)
            policy.text = String(decoding: data, as: UTF8.self)
            return policy
        } catch {
            throw .invalidPolicy(
                problem: "\(url.path) is not a valid policy (\(Self.describe(error)))", fix: "see Tooling/README.md for the format")
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing \"\(key.stringValue)\" at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default:
            "\(error)"
        }
    }

    /// The policy at `defaultPath`, with the kinds of `package`'s targets.
    static func load(root: URL, package: DescribedPackage) throws(CheckError) -> Policy {
        try load(from: root.appendingPathComponent(defaultPath)).withKinds(of: package)
    }

    func kind(of target: String) -> TargetKind? {
        targets[target]
    }

    var features: [String] {
        targets.filter { $0.value == .feature }.map(\.key).sorted()
    }

    /// What makes the policy one this checker cannot apply: another version, layer rules that name
    /// other than layer folders, Core rules that name other than Core's parts, a shared file without why.
    var problems: [String] {
        var problems: [String] = []
        if version != Policy.supportedVersion {
            problems.append("version \(version) is not supported; set \"version\": \(Policy.supportedVersion)")
        }
        let folders = Set(layers.folders)
        for (layer, allowed) in layers.ownFeature.sorted(by: { $0.key < $1.key }) {
            for name in [layer] + allowed where !folders.contains(name) {
                problems.append("\"layers.ownFeature\" names \(name), which is not in \"layers.folders\"; add or remove it")
            }
        }
        for layer in layers.folders where layers.ownFeature[layer] == nil {
            problems.append("\"layers.ownFeature\" has no rule for \(layer); add \"\(layer)\": [\"\(layer)\"]")
        }
        for name in layers.otherFeature + core.restrictedUsableFrom where !folders.contains(name) {
            problems.append("layer \(name) is not in \"layers.folders\"; add or remove it")
        }
        for part in core.restricted where !core.parts.contains(part) {
            problems.append("\"core.restricted\" names \(part), which is not in \"core.parts\"; add or remove it")
        }
        for shared in sharedAppFiles where shared.why.allSatisfy(\.isWhitespace) {
            problems.append("\"sharedAppFiles\" lets \(shared.file) use \(shared.features.joined(separator: ", ")) without a why; say why")
        }
        return problems
    }
}

/// Which layer folders code in each layer of a feature may use (docs/architecture.md, "Layers inside a feature").
public struct LayerPolicy: Sendable, Equatable, Codable {
    public var folders = ["Domain", "Data", "UI"]
    /// Layer → the layers of its own feature it may use.
    public var ownFeature = ["Domain": ["Domain"], "Data": ["Domain", "Data"], "UI": ["Domain", "UI"]]
    /// The layers of another (declared) feature that any layer may use.
    public var otherFeature = ["Domain"]
}

/// A file of the App that may use some features outside their wiring files, and why.
public struct SharedAppFile: Sendable, Equatable, Codable {
    /// Relative to the repository root.
    public var file: String
    public var features: [String]
    public var why: String
}

/// Core's part folders; the restricted ones may be used only from the listed feature layers.
public struct CorePolicy: Sendable, Equatable, Codable {
    /// The target that is Core.
    public var module: String?
    public var parts = ["Network", "Storage", "Domain", "Notifications", "Dependencies", "Logging"]
    public var restricted = ["Network", "Storage"]
    public var restrictedUsableFrom = ["Data"]
}

extension Policy {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        graphDocument = try container.decodeIfPresent(String.self, forKey: .graphDocument)
        policyDocument = try container.decodeIfPresent(String.self, forKey: .policyDocument)
        codeowners = try container.decodeIfPresent(String.self, forKey: .codeowners)
        defaultOwner = try container.decodeIfPresent(String.self, forKey: .defaultOwner)
        model = try container.decodeIfPresent(String.self, forKey: .model)
        layers = try container.decodeIfPresent(LayerPolicy.self, forKey: .layers) ?? LayerPolicy()
        core = try container.decodeIfPresent(CorePolicy.self, forKey: .core) ?? CorePolicy()
        sharedAppFiles = try container.decodeIfPresent([SharedAppFile].self, forKey: .sharedAppFiles) ?? []
        uiFrameworks = try container.decodeIfPresent([String].self, forKey: .uiFrameworks) ?? []
    }
}
