import ArchitectureCheck
import Foundation
import ToolSupport

/// Build isolation, measured in a copy of the work tree: for each module a body-only edit and a
/// public-API edit, each rebuilt incrementally, with what recompiled and how long it took.
enum BuildIsolationCommand {
    static func run(_ arguments: [String], in repository: URL) throws(ToolError) -> Int32 {
        let options = try IsolationOptions.parse(arguments)
        let started = Date()
        let loadBefore = loadAverage()
        let package = try PackageModules.described(at: repository)
        let targets = package.package.targets
        let modules =
            options.modules.isEmpty
            ? package.names + package.apps.filter { app in targets.contains { $0.name == app && $0.type == "library" } } : options.modules
        let unknown = modules.filter { name in !targets.contains { $0.name == name && $0.type != "test" } }
        guard unknown.isEmpty else { throw .usage("not a non-test target of Package.swift: \(unknown.joined(separator: ", "))") }
        let work =
            options.workDirectory.map { URL(fileURLWithPath: $0, relativeTo: repository).standardizedFileURL }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("build-isolation.\(UUID().uuidString)")
        defer { if options.workDirectory == nil { try? FileManager.default.removeItem(at: work) } }
        let tool = try MutantsTool.built(from: repository, into: work)
        if options.listsOnly {
            let plans = try EditPlan.plans(for: modules, of: package, root: repository, tool: tool)
            for module in modules {
                print("\(module)\tbody\t" + (plans[module]?.body.map { "\($0.file):\($0.line)" } ?? "nothing to edit"))
            }
            for module in modules {
                let api = plans[module]?.api.map { "extension \($0.type) in \($0.file) (named \($0.uses) times above it)" }
                print("\(module)\tapi\t" + (api ?? "nothing to edit"))
            }
            return 0
        }
        let listening = Interruption.shared.listen()
        defer { withExtendedLifetime(listening) {} }
        let copy = Rebuilds(
            copy: WorkCopy(folder: work, lock: nil), withTests: options.withTests,
            plugins: Set(targets.filter { $0.type == "plugin" }.map(\.name)))
        say("Copying the work tree to \(copy.copy.tree.path)")
        try copy.copy.lay(try WorkCopy.files(of: repository), from: repository)
        let plans = try EditPlan.plans(for: modules, of: package, root: copy.copy.tree, tool: tool)
        say("Initial build (swift build -v" + (options.withTests ? " --build-tests)" : ")"))
        let warm = try copy.build().seconds
        let noOp = try copy.build().seconds
        say("  initial build \(String(format: "%.1f", warm)) s, no-op build \(String(format: "%.1f", noOp)) s")
        var measured: (body: [IsolationReport.Measured], api: [IsolationReport.Measured]) = ([], [])
        let steps = [true, false].flatMap { isBody in modules.map { (isBody, $0) } }
        for (index, (isBody, module)) in steps.enumerated() {
            let kind = isBody ? "body" : "api"
            let edit = isBody ? plans[module]?.body.map { ($0.file, $0.edited) } : plans[module]?.api.map { ($0.file, $0.edited) }
            guard let (file, edited) = edit else {
                say("[\(index + 1)/\(steps.count)] \(kind) \(module): nothing to edit, skipped")
                continue
            }
            let (seconds, build) = try copy.measure(file, edited: edited, repeats: options.repeats)
            if Interruption.shared.happened { return 130 }
            let row = IsolationReport.Measured(module: module, seconds: seconds, build: build)
            if isBody { measured.body.append(row) } else { measured.api.append(row) }
            say(
                "[\(index + 1)/\(steps.count)] \(kind) \(module): \(String(format: "%.1f", seconds)) s, \(IsolationGoal.listed(build.compiled.keys.sorted(), or: "nothing")) recompiled"
            )
        }
        // What a leaf's API edit may reach: the apps, and the tooling that exercises a module as its
        // tests do (fuzz harnesses, benchmarks); never another team's module.
        let reachable =
            package.apps
            + targets.filter { $0.path.hasPrefix("Tooling/") && ["library", "executable"].contains($0.type) }.map(\.name).sorted()
        let goal =
            IsolationGoal.body(measured.body.map { ($0.module, $0.build) })
            + IsolationGoal.api(
                measured.api.map { ($0.module, $0.build) }, leaves: package.leaves, reachable: reachable, withTests: options.withTests)
        let report = IsolationReport(
            header: try header(
                arguments: arguments, options: options, repository: repository, load: (loadBefore, loadAverage()),
                warm: warm, noOp: noOp, minutes: Date().timeIntervalSince(started) / 60),
            body: measured.body, api: measured.api, plans: plans, core: package.core, listsFiles: options.listsFiles,
            tree: copy.copy.tree.path, goal: goal)
        print(report.markdown)
        return 0
    }

    private static func header(
        arguments: [String], options: IsolationOptions, repository: URL, load: (Double, Double), warm: Double, noOp: Double, minutes: Double
    ) throws(ToolError) -> [String] {
        func git(_ arguments: [String]) -> String {
            ((try? Git.run(arguments, root: repository)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let swift =
            (try? ToolCommand.output(of: ["swift", "--version"], in: repository))?.split(separator: "\n").first.map(String.init) ?? "swift"
        let build = "`swift build -v" + (options.withTests ? " --build-tests`" : "`")
        return [
            "- command: `" + (["Tooling/build-isolation.sh"] + arguments.map(shellQuoted)).joined(separator: " ") + "`",
            "- date: \(ISO8601DateFormatter().string(from: Date()).prefix(10)); commit \(git(["rev-parse", "--short", "HEAD"]))"
                + (git(["status", "--porcelain"]).isEmpty ? "" : " plus uncommitted changes"),
            "- machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(swift); load average "
                + String(format: "%.2f before, %.2f after", load.0, load.1),
            "- build: \(build)"
                + (options.withTests ? " (every target, tests included)" : " (every library and executable, no test targets)")
                + ", debug, incremental; times are the median of \(options.repeats) rebuild(s)",
            "- initial build of the copy \(String(format: "%.1f", warm)) s (from scratch unless --work-dir kept one); a no-op build takes "
                + "\(String(format: "%.1f", noOp)) s (SwiftPM planning, included in every time below)",
            "- whole run: \(String(format: "%.1f", minutes)) min",
        ]
    }

    private static func loadAverage() -> Double {
        var loads = [0.0, 0.0, 0.0]
        return getloadavg(&loads, 3) > 0 ? loads[0] : 0
    }
}

/// The copy's incremental builds, timed and read.
struct Rebuilds {
    let copy: WorkCopy
    let withTests: Bool
    let plugins: Set<String>

    func build() throws(ToolError) -> (seconds: Double, build: VerboseBuild) {
        let start = Date()
        let (status, log) = try copy.swift(["build", "-v"] + (withTests ? ["--build-tests"] : []))
        let seconds = Date().timeIntervalSince(start)
        guard status == 0 else {
            if Interruption.shared.happened { return (seconds, VerboseBuild()) }
            // Outside the copy, so it outlives it.
            let saved = FileManager.default.temporaryDirectory.appendingPathComponent("build-isolation-failed-build.log")
            try? log.write(to: saved, atomically: true, encoding: .utf8)
            throw .failed("swift build failed (\(saved.path)):\n" + log.split(separator: "\n").suffix(15).joined(separator: "\n"))
        }
        return (seconds, VerboseBuild(log: log, plugins: plugins))
    }

    /// `file` edited and rebuilt `repeats` times, each time put back and rebuilt: the median time
    /// and everything the edited builds recompiled.
    func measure(_ file: String, edited: String, repeats: Int) throws(ToolError) -> (seconds: Double, build: VerboseBuild) {
        let path = copy.tree.appendingPathComponent(file)
        guard let original = FileManager.default.contents(atPath: path.path) else { throw .failed("cannot read \(path.path)") }
        // Written again after the build that put it back, it would recompile in the next edit's build.
        defer { if FileManager.default.contents(atPath: path.path) != original { try? original.write(to: path) } }
        var timings: [Double] = []
        var found = VerboseBuild()
        for _ in 0..<repeats where !Interruption.shared.happened {
            try? Data(edited.utf8).write(to: path)
            let (seconds, build) = try build()
            timings.append(seconds)
            found.add(build)
            try? original.write(to: path)
            _ = try self.build()
        }
        let sorted = timings.sorted()
        let median =
            sorted.isEmpty
            ? 0 : sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        return (median, found)
    }
}
