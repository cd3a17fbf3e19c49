import ArchitectureCheck
import Foundation
import ToolSupport

/// A mutation run, from the repository root: the mutants found, each planted in the kept copy,
/// built and tested, and the report written. Returns the exit status.
enum MutationTestCommand {
    static func run(_ arguments: [String], in repository: URL) throws(ToolError) -> Int32 {
        let options = try MutationOptions.parse(arguments)
        let work = URL(fileURLWithPath: options.workDirectory ?? ".build/mutation", relativeTo: repository).standardizedFileURL
        let paths = try WorkCopy.files(of: repository)
        let scope = MutantScope(package: try PackageModules.described(at: repository))
        let modules = options.modules.isEmpty ? scope.modules : options.modules
        if let unknown = modules.first(where: { !scope.modules.contains($0) }) {
            throw .usage("unknown module '\(unknown)'; one of \(scope.modules.joined(separator: ", "))")
        }
        let scoped = Dictionary(uniqueKeysWithValues: paths.compactMap { path in scope.module(of: path).map { (path, $0) } })
        if let outside = options.files.first(where: { scoped[$0] == nil }) { throw .usage("not a file the mutants go into: \(outside)") }
        let chosenFiles = scoped.filter { modules.contains($0.value) && (options.files.isEmpty || options.files.contains($0.key)) }
        let finder = try MutantsTool.built(from: repository, into: work)
        let made = try finder.mutants(of: chosenFiles.keys.sorted(), root: repository)
            .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        var chosen = made
        if let base = options.changedSince {
            let diff = try git(["diff", "--unified=0", base, "--"] + scoped.keys.sorted(), in: repository)
            let lines = ChangedLines.parse(diff)
            chosen = made.filter { lines[$0.file]?.contains($0.line) ?? false }
        }
        let equivalents = Equivalents.parse(
            (try? String(contentsOf: repository.appendingPathComponent("Tooling/mutation-equivalents.txt"), encoding: .utf8)) ?? "")
        let madeKeys = Set(made.map(\.key))
        for stale in equivalents.keys.sorted()
        where !madeKeys.contains(stale) && chosenFiles.keys.contains(where: { stale.hasPrefix($0 + ":") }) {
            say("warning: mutation-equivalents.txt names a mutant no longer made (the code moved?): \(stale)")
        }
        let byModule = modules.map { module in (module, chosen.filter { chosenFiles[$0.file] == module }) }
        let which = options.changedSince.map { "the lines changed since \($0)" } ?? "every mutant"
        let running = byModule.filter { !$0.1.isEmpty }.map(\.0).joined(separator: ", ")
        say("\(chosen.count) mutants of \(made.count) in \(running) (\(which))")
        if options.listsOnly {
            for (module, mutants) in byModule { for mutant in mutants { print("\(module)\t\(mutant.key)") } }
            return 0
        }
        let started = Date()
        let listening = Interruption.shared.listen()
        defer { withExtendedLifetime(listening) {} }
        let copy = WorkCopy(folder: work, lock: options.lock == "none" ? nil : options.lock)
        try copy.lay(paths, from: repository)
        let report = MutationReport(
            results: try byModule.filter { !$0.1.isEmpty }.map { module, mutants throws(ToolError) in
                (module, try judge(mutants, of: module, in: copy, scope: scope, timeout: options.timeout, equivalents: equivalents))
            })
        if Interruption.shared.happened { say("interrupted: the copy is restored; the report covers the mutants that ran") }
        let commit = try git(["rev-parse", "--short", "HEAD"], in: repository).trimmingCharacters(in: .whitespacesAndNewlines)
        let dirty = try !git(["status", "--porcelain"], in: repository).isEmpty
        let text = report.markdown(
            command: (["Tooling/mutation-test.sh"] + arguments.map(shellQuoted)).joined(separator: " "), scope: which,
            minutes: Date().timeIntervalSince(started) / 60, commit: commit + (dirty ? " with uncommitted changes" : ""),
            date: String(ISO8601DateFormatter().string(from: Date()).prefix(10)), equivalents: equivalents)
        let reportFile = URL(fileURLWithPath: options.report ?? work.appendingPathComponent("report.md").path, relativeTo: repository)
        try? FileManager.default.createDirectory(at: reportFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard (try? text.write(to: reportFile, atomically: true, encoding: .utf8)) != nil else {
            throw .failed("cannot write the report to \(reportFile.path)")
        }
        print(text)
        say("report: \(reportFile.path)")
        if Interruption.shared.happened { return 130 }
        if let floor = options.failUnder, let score = report.score, score < Double(floor) {
            say(
                "error: the score is \(String(format: "%.0f", score))%, under --fail-under \(floor)%: each survivor above is a change no test sees"
            )
            return 1
        }
        return 0
    }

    /// Each mutant of `module` planted in turn, built and tested, then put back. The tests' limits
    /// come from a clean run: 3 × its time + 20 s, unless `timeout` says otherwise.
    private static func judge(
        _ mutants: [Mutant], of module: String, in copy: WorkCopy, scope: MutantScope, timeout: Int?, equivalents: [String: String]
    ) throws(ToolError) -> [MutationReport.Judged] {
        guard !Interruption.shared.happened else { return [] }
        // The last module's final mutant was built in place: the clean run needs the clean build.
        let built = try copy.build()
        if Interruption.shared.happened { return [] }
        guard built else { throw .failed("the unmutated copy does not build; run `swift build --build-tests` to see why") }
        let groups = scope.testTargets(seeing: module).filter { !$0.isEmpty }
        var limits: [Double] = []
        for group in groups {
            let start = Date()
            let (status, output) = try copy.test(group)
            if Interruption.shared.happened { return [] }
            guard status == 0 else {
                throw .failed(
                    "\(group.joined(separator: ", ")) fail on the unmutated copy:\n"
                        + output.split(separator: "\n").suffix(20).joined(separator: "\n"))
            }
            limits.append(timeout.map(Double.init) ?? (3 * Date().timeIntervalSince(start) + 20).rounded(.down))
        }
        say("\(module): \(mutants.count) mutants; tests \(groups.joined().joined(separator: ", ")); limits \(limits.map { Int($0) }) s")
        var judged: [MutationReport.Judged] = []
        for (number, mutant) in mutants.enumerated() {
            let file = copy.tree.appendingPathComponent(mutant.file)
            guard let original = FileManager.default.contents(atPath: file.path) else { throw .failed("cannot read \(file.path)") }
            var outcome: Outcome
            do {
                try mutant.applied(to: original).write(to: file)
            } catch {
                throw .failed("cannot write \(file.path): \(error.localizedDescription)")
            }
            defer { try? original.write(to: file) }
            outcome = try copy.outcome(testing: groups, limits: limits)
            if Interruption.shared.happened { break }
            if outcome == .survived, equivalents[mutant.key] != nil { outcome = .equivalent }
            judged.append(.init(mutant: mutant, outcome: outcome))
            say(
                "  [\(number + 1)/\(mutants.count)] \(outcome.rawValue + String(repeating: " ", count: max(0, 16 - outcome.rawValue.count))) \(mutant.key)"
            )
        }
        return judged
    }

    private static func git(_ arguments: [String], in repository: URL) throws(ToolError) -> String {
        do {
            return try Git.run(arguments, root: repository)
        } catch {
            throw .failed(error.message)
        }
    }

}
