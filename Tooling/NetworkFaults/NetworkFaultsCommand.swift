import Foundation
import ToolSupport

/// The trials, from the repository root: the release demo built, three referees saved from a
/// healthy server, every mode at every pace against every fault, then an empty answer. Returns the
/// exit status: 0 every case passed, 1 one failed, 130 interrupted.
enum NetworkFaultsCommand {
    /// The demo's --segundos-de-red: the deadline of each request.
    static let deadline = 2
    /// A late server answers after three deadlines: well after the app gave up.
    static let lateBy = Double(deadline * 3)
    /// Every server stops by itself after this long, whatever becomes of the tool.
    static let serverLifetime: Double = 600

    static func run(_ arguments: [String], in repository: URL) throws(ToolError) -> Int32 {
        let options = try FaultOptions.parse(arguments)
        guard let tmux = ToolCommand.onPath("tmux") else { throw .failed("needs tmux (apt-get install -y tmux)") }
        let listening = Interruption.shared.listen()
        defer { withExtendedLifetime(listening) {} }
        let demo: URL
        do {
            demo = try releaseDemo(in: repository)
        } catch {
            if Interruption.shared.happened { return interrupted() }
            throw error
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("network-faults.\(UUID().uuidString.prefix(8))")
        guard (try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)) != nil else {
            throw .failed("cannot make \(work.path)")
        }
        defer { keepOrRemove(work) }
        let terminal = LiveTerminal(tmux: tmux, socket: "marcador-network-faults-\(getpid())", work: work)
        defer { terminal.end() }
        let runner = DemoRunner(demo: demo, work: work, terminal: terminal)

        let seed = work.appendingPathComponent("seed")
        let (seeded, _) = try against(.ok) { url throws(ToolError) in try runner.seedReferees(into: seed, from: url) }
        if Interruption.shared.happened { return interrupted() }
        guard seeded, let saved = try? Data(contentsOf: seed.appendingPathComponent("arbitros.json")) else {
            throw .failed("seeding the referees failed")
        }
        let datos = work.appendingPathComponent("datos")
        let kept = { (try? Data(contentsOf: datos.appendingPathComponent("arbitros.json"))) == saved }

        var tally = Tally()
        print(Table.header)
        for mode in Mode.allCases {
            for pace in options.paces {
                // What the run costs without any fault; the live view's limit needs none.
                var baseline = 0.0
                if mode != .envivo {
                    try copy(seed, to: datos)
                    let (healthy, _) = try against(.ok) { url throws(ToolError) in
                        try runner.run(DemoRun(mode: mode, pace: pace, server: url, datos: datos, deadline: deadline))
                    }
                    if Interruption.shared.happened { return interrupted() }
                    guard healthy.status != nil else { throw .failed("\(mode) at \(pace) ms against a healthy server never ended") }
                    baseline = healthy.seconds
                }
                for fault in Fault.trials {
                    try copy(seed, to: datos)
                    let (outcome, requests) = try against(fault) { url throws(ToolError) in
                        try runner.run(DemoRun(mode: mode, pace: pace, server: url, datos: datos, deadline: deadline))
                    }
                    if Interruption.shared.happened { return interrupted() }
                    let limit =
                        mode == .envivo ? Limit.live(deadline: deadline) : .run(baseline: baseline, requests: requests, deadline: deadline)
                    let failures = CaseCheck.failures(
                        of: outcome, named: "\(mode) at \(pace) ms, \(fault)", fault: fault, limit: limit, refereesKept: kept())
                    for line in Table.failed(failures, output: outcome.output) { print(line) }
                    let seconds = String(format: "%.2f", outcome.seconds)
                    print(Table.row(mode.rawValue, "\(pace)", fault.rawValue, seconds, limit.text, tally.count(failures)))
                }
            }
        }

        // A 200 answer of [] never erases saved referees.
        try copy(seed, to: datos)
        let (outcome, _) = try against(.empty) { url throws(ToolError) in
            try runner.run(DemoRun(mode: .arbitros, pace: 0, server: url, datos: datos, deadline: deadline))
        }
        if Interruption.shared.happened { return interrupted() }
        let failures = CaseCheck.emptyAnswerFailures(of: outcome, refereesKept: kept())
        for line in Table.failed(failures, output: outcome.output) { print(line) }
        print(Table.row("arbitros", "0", "empty", "-", "-", tally.count(failures)))
        print(tally.summary)
        return tally.failed == 0 ? 0 : 1
    }

    /// `body` given the address of a server with `fault`, and the requests that server read; the
    /// server is stopped however `body` ends.
    private static func against<T>(_ fault: Fault, _ body: (String) throws(ToolError) -> T) throws(ToolError) -> (T, requests: Int) {
        let server = try FaultyServer(fault: fault, lateBy: lateBy, lifetime: serverLifetime)
        defer { server.stop() }
        return (try body(server.url), server.requests)
    }

    /// marcador-demo in release mode, built from the repository root: the speed the trials time.
    private static func releaseDemo(in repository: URL) throws(ToolError) -> URL {
        say("building marcador-demo in release mode")
        _ = try ToolCommand.output(of: ["swift", "build", "-c", "release", "--product", "marcador-demo"], in: repository)
        let shown = try ToolCommand.output(of: ["swift", "build", "-c", "release", "--show-bin-path"], in: repository)
        guard let folder = shown.split(separator: "\n").last(where: { $0.hasPrefix("/") }) else {
            throw .failed("swift build --show-bin-path printed no folder")
        }
        return URL(fileURLWithPath: String(folder)).appendingPathComponent("marcador-demo")
    }

    /// A fresh copy of the seeded data folder, so no run sees what another left.
    private static func copy(_ seed: URL, to datos: URL) throws(ToolError) {
        try? FileManager.default.removeItem(at: datos)
        guard (try? FileManager.default.copyItem(at: seed, to: datos)) != nil else { throw .failed("cannot copy \(seed.path)") }
    }

    /// KEEP=1 keeps the work folder, to look at after the run.
    private static func keepOrRemove(_ work: URL) {
        if let keep = ProcessInfo.processInfo.environment["KEEP"], !keep.isEmpty {
            say("kept \(work.path)")
        } else {
            try? FileManager.default.removeItem(at: work)
        }
    }

    private static func interrupted() -> Int32 {
        say("interrupted: every server and the terminal it started are stopped")
        return 130
    }
}
