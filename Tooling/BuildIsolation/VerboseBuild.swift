/// What `swift build -v` says it did: every frontend `-c` job names its module and its primary
/// files, every `-emit-executable` driver call is a relink.
struct VerboseBuild: Equatable {
    /// Module → the files it recompiled.
    var compiled: [String: Set<String>] = [:]
    /// The executables linked again.
    var relinked: Set<String> = []

    init(compiled: [String: Set<String>] = [:], relinked: Set<String> = []) {
        self.compiled = compiled
        self.relinked = relinked
    }

    /// SwiftPM also compiles the manifest and the plugins' scripts in a verbose build: tooling of the
    /// build, not a target, so `plugins` and a primary Package.swift are left out.
    init(log: String, plugins: Set<String>) {
        for line in log.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if line.contains("swift-frontend -frontend -c ") {
                let primaries = zip(words, words.dropFirst()).filter { $0.0 == "-primary-file" }.map(\.1)
                guard let name = words.firstIndex(of: "-module-name").map({ words[$0 + 1] }), !plugins.contains(name),
                    !primaries.isEmpty, !primaries.contains(where: { $0.hasSuffix("/Package.swift") || $0 == "Package.swift" })
                else { continue }
                compiled[name, default: []].formUnion(primaries)
            } else if line.contains("-emit-executable"), let output = words.firstIndex(of: "-o"), output + 1 < words.count {
                relinked.insert(String(words[output + 1].split(separator: "/").last ?? ""))
            }
        }
    }

    mutating func add(_ other: VerboseBuild) {
        compiled.merge(other.compiled) { $0.union($1) }
        relinked.formUnion(other.relinked)
    }
}
