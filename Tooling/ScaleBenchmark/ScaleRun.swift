import ArchitectureCheck
import Foundation
import ToolSupport

/// A copy of the repository where features are added with `new-feature` and the costs measured
/// at each number of them; Tooling/benchmark-scale.sh --help lists what is measured.
struct ScaleRun {
    let folder: URL
    let tree: URL
    let checker: String
    let leaf: String
    var features: [String]
    var lines: [String] = []

    static func main(_ arguments: [String], in repository: URL) throws(ToolError) -> Int32 {
        let options = try ScaleOptions.parse(arguments)
        let markdown = repository.appendingPathComponent("docs/scale.md").path
        let svg = repository.appendingPathComponent("docs/scale.svg").path
        if let saved = options.reportFrom {
            try ScaleReport.write(try Results.load(saved), markdown: markdown, svg: svg)
            return 0
        }
        let listening = Interruption.shared.listen()
        defer { withExtendedLifetime(listening) {} }
        let started = Date()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-scale.\(UUID().uuidString.prefix(8))")
        defer {
            if options.keep {
                say("benchmark-scale: the copy is kept in \(folder.path)")
            } else {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        do throws(ToolError) {
            _ = try ToolCommand.output(of: ["swift", "build", "--product", "check-architecture"], in: repository)
            var run = try ScaleRun(repository: repository, folder: folder)
            let results = options.results.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("results.jsonl")
            for n in options.steps {
                try run.addFeatures(upTo: n)
                try run.lines.append(Results.jsonLine(run.measure(n)))
                try run.save(to: results)
                say("benchmark-scale: N=\(n) measured (\(Int(Date().timeIntervalSince(started))) s so far)")
            }
            let version = try ToolCommand.output(of: ["swift", "--version"], in: repository).split(separator: "\n").first ?? ""
            let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(version.split(separator: " (").first ?? "")"
            let date = ISO8601DateFormatter.string(from: Date(), timeZone: .gmt, formatOptions: .withFullDate)
            run.lines.append(
                Results.jsonLine(["run": RunRecord(date: date, machine: machine, totalS: Date().timeIntervalSince(started).rounded())]))
            try run.save(to: results)
            try ScaleReport.write(try Results.load(results.path), markdown: markdown, svg: svg)
        } catch  where Interruption.shared.happened {
            say("benchmark-scale: interrupted; nothing written to docs/")
            return 130
        }
        say("benchmark-scale: done in \(Int(Date().timeIntervalSince(started))) s: docs/scale.md and docs/scale.svg")
        return 0
    }

    /// The work tree copied into `folder` and committed there, with the features it starts from. The
    /// leaf is one no other feature uses: the added ones never pick it, so its edits measure a leaf
    /// at every N.
    init(repository: URL, folder: URL) throws(ToolError) {
        let copy = WorkCopy(folder: folder, lock: nil)
        try copy.lay(try WorkCopy.files(of: repository), from: repository)
        self.folder = folder
        tree = copy.tree
        // check-architecture is built beside this program, by the same `swift build`.
        guard let executable = Bundle.main.executableURL else {
            throw .failed("cannot tell where this program is, to find check-architecture beside it; run it with swift run")
        }
        checker = executable.deletingLastPathComponent().appendingPathComponent("check-architecture").path
        let modules = try PackageModules.described(at: tree)
        guard let leaf = modules.leaves.first else { throw .failed("no feature is a leaf (one no other feature uses) to edit") }
        self.leaf = leaf
        features = modules.features
        try git(["init", "-q", "-b", "main"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "Base"])
    }

    func save(to results: URL) throws(ToolError) {
        do { try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: results) } catch {
            throw .failed("cannot write \(results.path): \(error.localizedDescription)")
        }
    }

    /// The seconds and output of a command run in the copy; a failure ends the run.
    @discardableResult
    func timed(_ arguments: [String]) throws(ToolError) -> (seconds: Double, output: String) {
        let clock = ContinuousClock()
        let start = clock.now
        let (status, output) = try ToolCommand.run(arguments, in: tree, limit: nil)
        let elapsed = (clock.now - start).components
        guard status == 0 else {
            throw .failed(
                "`\(arguments.joined(separator: " "))` failed:\n" + output.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
        return (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, output)
    }

    /// git with an identity of its own, for the throwaway repository of the copy.
    @discardableResult
    func git(_ arguments: [String]) throws(ToolError) -> (seconds: Double, output: String) {
        try timed(["git", "-c", "user.name=Marcador", "-c", "user.email=marcador@example.com", "-c", "commit.gpgsign=false"] + arguments)
    }

    /// Feature i uses 1 to 3 earlier features, picked by a fixed rule (the same run gives the same graph).
    mutating func addFeatures(upTo target: Int) throws(ToolError) {
        while features.count < target {
            let i = features.count + 1
            let pool = features.filter { $0 != leaf }
            let uses = (0..<min(1 + i % 3, pool.count)).flatMap { j in ["--uses", pool[(i * 7 + j * 13) % pool.count]] }
            let name = String(format: "Area%03d", i)
            try timed([checker, "new-feature", name] + uses + ["--owner", "@marcador/\(name.lowercased())"])
            try likeARealFeature(name)
            features.append(name)
        }
        try timed([checker, "--update-docs"])  // the lines likeARealFeature changed
        try git(["add", "-A"])
        if try ToolCommand.run(["git", "diff", "--cached", "--quiet"], in: tree, limit: nil).status != 0 {
            try git(["commit", "-q", "-m", "Features up to \(target)"])
        }
    }

    /// The scaffold's first files use only the features named with --uses; a real feature also uses
    /// the model and Core, as four of the five here do. So each one gets a Domain type that holds
    /// model and Core values, and its line in Package.swift names Torneo too (Core it names
    /// already): an edit there then reaches it.
    func likeARealFeature(_ name: String) throws(ToolError) {
        try write(Self.realFeatureSource(name), to: "Modules/\(name)/Domain/\(name)DelTorneo.swift")
        var manifest = try read("Package.swift").components(separatedBy: "\n")
        guard let at = manifest.firstIndex(where: { $0.hasPrefix("feature(\"\(name)\", dependsOn: [") && $0.hasSuffix("])") }) else {
            throw .failed("no one-line feature(\"\(name)\", dependsOn: […]) in Package.swift")
        }
        manifest[at] = String(manifest[at].dropLast(2)) + ", \"Torneo\"])"
        try write(manifest.joined(separator: "\n"), to: "Package.swift")
    }

    /// The Domain type `likeARealFeature` adds, documented as every public Domain symbol must be.
    static func realFeatureSource(_ name: String) -> String {
        """
        public import Core
        public import Torneo

        /// The teams \(name) shows, and the last network error it met.
        public struct \(name)DelTorneo: Sendable {
            /// The teams shown.
            public var equipos: [Equipo]
            /// The last network error met, if any.
            public var ultimoError: ErrorDeRed?

            /// The teams, and no error unless one is given.
            public init(equipos: [Equipo], ultimoError: ErrorDeRed? = nil) {
                self.equipos = equipos
                self.ultimoError = ultimoError
            }
        }

        """
    }

    func measure(_ n: Int) throws(ToolError) -> Measurement {
        var measurement = Measurement(n: Double(n))
        say("benchmark-scale: N=\(n): clean build")
        try? FileManager.default.removeItem(at: tree.appendingPathComponent(".build"))
        // GNU time: wall seconds, the peak resident memory of the largest process (KB), CPU seconds.
        let peak = folder.appendingPathComponent("peak")
        let clean = try timed(["/usr/bin/time", "-f", "%e %M %U %S", "-o", peak.path, "swift", "build", "--build-tests"])
        let figures =
            ((try? String(contentsOf: peak, encoding: .utf8)) ?? "").split(separator: "\n").last?.split(separator: " ").compactMap {
                Double($0)
            } ?? []
        guard figures.count == 4 else { throw .failed("GNU time wrote no figures to \(peak.path)") }
        measurement.cleanBuildS = figures[0]
        measurement.peakRssMb = (figures[1] / 1024).rounded(.down)
        measurement.cleanBuildCpuS = ((figures[2] + figures[3]) * 10).rounded() / 10
        if let warning = clean.output.split(separator: "\n").first(where: { $0.contains(": warning: ") || $0.hasPrefix("warning: ") }) {
            throw .failed("the build at N=\(n) has warnings: \(warning)")
        }

        say("benchmark-scale: N=\(n): incremental builds")
        measurement.edits = Measurement.Edits(
            leafDomain: try editAndBuild(try firstSwiftFile(in: "Modules/\(leaf)/Domain"), mark: "leaf_domain", n: n),
            leafUi: try editAndBuild(try firstSwiftFile(in: "Modules/\(leaf)/UI"), mark: "leaf_ui", n: n),
            torneo: try editAndBuild(try firstSwiftFile(in: "Modules/Torneo"), mark: "torneo", n: n),
            core: try editAndBuild(try firstSwiftFile(in: "Modules/Core/Domain"), mark: "core", n: n))
        try git(["commit", "-q", "-am", "Edits at \(n)"])

        say("benchmark-scale: N=\(n): check, affected, describe, tests")
        measurement.checkS = try timed([checker, "--no-build", "--quiet"]).seconds
        let summary = try ToolCommand.run([checker, "--no-build"], in: tree, limit: nil).output
        measurement.checkWarnings = summary.matches(of: /\((\d+) errors?, (\d+) warnings?/).last.flatMap { Double($0.output.2) } ?? 0
        // The one-file edit `affected` sees, then the file back with its time, so the index stays current.
        let edited = try firstSwiftFile(in: "Modules/\(leaf)/Domain")
        let kept = try read(edited)
        let path = tree.appendingPathComponent(edited).path
        let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        try write(kept + "\n// marca\n", to: edited)
        let affected = try timed([checker, "affected", "--base", "HEAD"])
        try write(kept, to: edited)
        if let date { try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path) }
        let chosen = affected.output.split(separator: "\n").filter { $0.wholeMatch(of: /[A-Za-z0-9]+Tests/) != nil }
        measurement.affectedS = affected.seconds
        measurement.affectedSelected = Double(chosen.count)

        // Timed the second time, the manifest already evaluated once, as after any build.
        let package: DescribedPackage
        do { package = try DescribedPackage.decode(Data(try timed(["swift", "package", "describe", "--type", "json"]).output.utf8)) } catch
        {
            throw .failed("swift package describe: \(error)")
        }
        measurement.describeS = try timed(["swift", "package", "describe", "--type", "json"]).seconds
        measurement.targets = Double(package.targets.count)
        measurement.testTargets = Double(package.targets.filter { $0.type == "test" }.count)
        measurement.longestChain = Double(Self.longestChain(package))
        measurement.testsSelectedS = try timed([
            "swift", "test", "--skip-build", "--filter", chosen.map { "\($0)\\." }.joined(separator: "|"),
        ]).seconds
        measurement.testsAllS = try timed(["swift", "test", "--skip-build"]).seconds

        let bin = try timed(["swift", "build", "--show-bin-path"]).output.split(separator: "\n").last.map(String.init) ?? ""
        measurement.demoStartS = try demoStartUp(bin + "/marcador-demo")
        measurement.containerLines = try lineCount("Apps/MarcadorApp/ContenedorDeLaApp.swift")
        measurement.manifestLines = try lineCount("Package.swift")
        measurement.demoLines = 0
        for file in (try? FileManager.default.contentsOfDirectory(atPath: tree.appendingPathComponent("Apps/MarcadorDemo").path)) ?? []
        where file.hasSuffix(".swift") {
            measurement.demoLines! += try lineCount("Apps/MarcadorDemo/" + file)
        }
        return measurement
    }

    /// An edit that changes the file's module interface (a new public constant, documented as every
    /// public Domain symbol must be), so every target that depends on the module is rebuilt if the
    /// graph says so; then the incremental build, and the modules the compiler says it compiled.
    func editAndBuild(_ file: String, mark: String, n: Int) throws(ToolError) -> Measurement.Edit {
        try write(try read(file) + "\n/// The scale benchmark's mark.\npublic let marcaDeEscala_\(mark)_\(n) = \(n)\n", to: file)
        let build = try timed(["swift", "build", "--build-tests"])
        return Measurement.Edit(s: build.seconds, recompiled: Self.recompiled(in: build.output))
    }

    /// The modules a build compiled, from SwiftPM's own lines, "Compiling Torneo Equipo.swift" and
    /// "Emitting module Torneo"; not its "Compiling plugin P", which every build prints.
    static func recompiled(in output: String) -> [String] {
        Set(output.matches(of: /(?:Compiling|Emitting module) (?!plugin )([A-Za-z0-9_]+)/).map { String($0.output.1) }).sorted()
    }

    /// The median wall seconds of five start-ups of the demo's match list, each on a new data
    /// folder, after one that warms the file cache.
    func demoStartUp(_ demo: String) throws(ToolError) -> Double {
        let timings = try (0...5).map { run throws(ToolError) in
            try timed([
                demo, "--pantalla", "partidos", "--datos", folder.appendingPathComponent("datos-\(run)").path, "--ms-por-minuto", "0",
            ]).seconds
        }
        return timings.dropFirst().sorted()[2]
    }

    /// The longest chain of modules, tests included (they are built too): what no number of cores shortens.
    static func longestChain(_ package: DescribedPackage) -> Int {
        let targets = Dictionary(package.targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
        var depth: [String: Int] = [:]
        func of(_ name: String) -> Int {
            if let known = depth[name] { return known }
            let found = 1 + ((targets[name] ?? []).filter { targets[$0] != nil }.map(of).max() ?? 0)
            depth[name] = found
            return found
        }
        return targets.keys.map(of).max() ?? 0
    }

    /// The first Swift file under `folder` of the copy, the shallowest first.
    func firstSwiftFile(in folder: String) throws(ToolError) -> String {
        let files = (FileManager.default.subpaths(atPath: tree.appendingPathComponent(folder).path) ?? []).filter { $0.hasSuffix(".swift") }
        guard let first = files.min(by: { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }) else {
            throw .failed("no Swift file in \(folder) to edit")
        }
        return folder + "/" + first
    }

    func read(_ path: String) throws(ToolError) -> String {
        guard let data = FileManager.default.contents(atPath: tree.appendingPathComponent(path).path) else {
            throw .failed("cannot read \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ text: String, to path: String) throws(ToolError) {
        do { try Data(text.utf8).write(to: tree.appendingPathComponent(path)) } catch {
            throw .failed("cannot write \(path): \(error.localizedDescription)")
        }
    }

    func lineCount(_ path: String) throws(ToolError) -> Double { Double(try read(path).utf8.filter { $0 == UInt8(ascii: "\n") }.count) }
}
