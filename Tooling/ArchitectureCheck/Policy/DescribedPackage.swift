public import Foundation

/// The parts of `swift package describe --type json` the checker reads.
public struct DescribedPackage: Sendable, Equatable, Decodable {
    public var name: String
    public var targets: [DescribedTarget]
    /// The library products' names (their `type` has a `library` key).
    public var libraries: [String] = []
    /// The least release per platform (`ios` → `18.0`), as `platforms:` declares it.
    public var platforms: [String: String] = [:]

    public static func decode(_ data: Data) throws(CheckError) -> DescribedPackage {
        // `describe` may print build notes before the JSON object.
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        do {
            return try JSONDecoder().decode(DescribedPackage.self, from: data[start...]).withoutPlugins()
        } catch {
            throw .invalidDescription(problem: "not a package description (\(error.localizedDescription))")
        }
    }

    /// A build plugin runs inside SwiftPM and is linked into nothing: no module of the architecture.
    func withoutPlugins() -> DescribedPackage {
        let plugins = Set(targets.filter { $0.type == "plugin" }.map(\.name))
        var package = self
        package.targets = targets.filter { !plugins.contains($0.name) }.map { target in
            var target = target
            target.dependencies.removeAll(where: plugins.contains)
            return target
        }
        return package
    }

    public func target(named name: String) -> DescribedTarget? {
        targets.first { $0.name == name }
    }

    /// Only `top` and every target it links, directly or not.
    public func narrowed(to top: String) -> DescribedPackage {
        var linked: Set<String> = []
        var next = [top]
        while let name = next.popLast() {
            guard linked.insert(name).inserted else { continue }
            next += target(named: name)?.dependencies ?? []
        }
        var package = self
        package.targets.removeAll { !linked.contains($0.name) }
        return package
    }
}

public struct DescribedTarget: Sendable, Equatable, Decodable {
    public var name: String
    public var type: String
    /// Relative to the package root.
    public var path: String
    /// Relative to `path`.
    public var sources: [String]
    public var dependencies: [String] = []
    /// `SwiftTarget`, `ClangTarget`…: only Swift sources are in the index.
    public var moduleType = "SwiftTarget"

    var isSwift: Bool { moduleType == "SwiftTarget" }

    enum CodingKeys: String, CodingKey {
        case name, type, path, sources
        case dependencies = "target_dependencies"
        case moduleType = "module_type"
    }
}

extension DescribedTarget {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(String.self, forKey: .type)
        path = try container.decode(String.self, forKey: .path)
        sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
        dependencies = try container.decodeIfPresent([String].self, forKey: .dependencies) ?? []
        moduleType = try container.decodeIfPresent(String.self, forKey: .moduleType) ?? "SwiftTarget"
    }
}

// In an extension, so the memberwise initialiser stays.
extension DescribedPackage {
    enum CodingKeys: String, CodingKey { case name, targets, products, platforms }
    private struct Product: Decodable {
        var name: String
        var type: [String: [String]?]
    }
    private struct Platform: Decodable {
        var name: String
        var version: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        targets = try container.decode([DescribedTarget].self, forKey: .targets)
        let products = try container.decodeIfPresent([Product].self, forKey: .products) ?? []
        libraries = products.filter { $0.type.keys.contains("library") }.map(\.name)
        let platforms = try container.decodeIfPresent([Platform].self, forKey: .platforms) ?? []
        self.platforms = Dictionary(platforms.map { ($0.name, $0.version) }, uniquingKeysWith: { first, _ in first })
    }
}
