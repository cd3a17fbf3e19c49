public import Foundation

/// The architecture as data, `Tooling/architecture-policy.json`; each key: CheckArchitecture.md, "The policy".
public struct Policy: Sendable, Equatable, Decodable {
    public static let supportedVersion = 1
    public static let defaultPath = "Tooling/architecture-policy.json"

    public var version = Policy.supportedVersion
    public var graphDocument: String?
    public var policyDocument: String?
    /// The policy file as read, for `policyDocument`.
    var text: String?
    public var codeowners: String?
    public var defaultOwner: String?
    public var model: String?
    /// Every target's kind: not read from the file, `withKinds(of:)` derives it; tests may set it.
    public var targets: [String: TargetKind] = [:]
    /// Without `layers` in the file, the values written here; with it, every key is required.
    public var layers = LayerPolicy()
    /// Without `core` in the file, no Core; with it, every key is required but `module`.
    public var core = CorePolicy()
    public var sharedAppFiles: [SharedAppFile] = []
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
            // `JSONDecoder` does not say where JSON goes wrong; `JSONSerialization` gives the offset.
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw .invalidPolicy(problem: "\(url.path): not valid JSON (\(description))", fix: "fix the JSON at that character")
        }
        // A key the checker does not read fails instead of being ignored; the retired ones say what replaced them.
        if let unknown = ((object as? [String: Any])?.keys.sorted() ?? []).first(where: { CodingKeys(stringValue: $0) == nil }) {
            let why =
                switch unknown {
                case "targets": " (a target's kind follows from its folder and type, see CheckArchitecture.md)"
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
                problem: "\(url.path) is not a valid policy (\(Self.describe(error)))", fix: "see CheckArchitecture.md for the format")
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

    static func load(root: URL, package: DescribedPackage) throws(CheckError) -> Policy {
        try load(from: root.appendingPathComponent(defaultPath)).withKinds(of: package)
    }

    func kind(of target: String) -> TargetKind? {
        targets[target]
    }

    var features: [String] {
        targets.filter { $0.value == .feature }.map(\.key).sorted()
    }

    /// What makes the policy one this checker cannot apply.
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

public struct LayerPolicy: Sendable, Equatable, Codable {
    public var folders = ["Domain", "Data", "UI"]
    public var ownFeature = ["Domain": ["Domain"], "Data": ["Domain", "Data"], "UI": ["Domain", "UI"]]
    public var otherFeature = ["Domain"]
}

public struct SharedAppFile: Sendable, Equatable, Codable {
    /// Relative to the repository root.
    public var file: String
    public var features: [String]
    public var why: String
}

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
