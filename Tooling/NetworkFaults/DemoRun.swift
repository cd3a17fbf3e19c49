import Foundation
import ToolSupport

/// The ways the demo runs, in the table's order; `envivo` is the live view, which needs a terminal.
enum Mode: String, CaseIterable, Sendable {
    case tour, arbitros, cronica, interactivo, envivo
}

/// How long one run took, how it ended and what it showed.
struct RunOutcome: Equatable, Sendable {
    /// The whole run; for the live view, from asking for the crónica to the app's answer.
    var seconds: Double
    /// Nil when the run had to be stopped.
    var status: Int32?
    var output: String
}

/// One run of the demo in one mode, on a data folder, against one server.
struct DemoRun: Equatable {
    var mode: Mode
    var pace: Int
    var server: String
    var datos: URL
    var deadline: Int

    /// What the console session types: the referees, a refresh, match 1's crónica, publish it.
    static let typed = "arbitros\nrefrescar\ncronica 1\npublicar\nsalir\n"

    /// The demo's arguments, after its path.
    var arguments: [String] {
        let common = ["--datos", datos.path, "--ms-por-minuto", "\(pace)", "--segundos-de-red", "\(deadline)", "--servidor", server]
        switch mode {
        case .tour: return common
        case .arbitros, .cronica: return ["--pantalla", mode.rawValue] + common
        case .interactivo: return ["--interactivo"] + common
        case .envivo: return ["--en-vivo", "1"] + common
        }
    }
}

/// Runs the release demo, each run from the tool's work folder.
struct DemoRunner {
    let demo: URL
    let work: URL
    let terminal: LiveTerminal

    /// A run still going after this long is stopped, with everything it started: a hang fails its
    /// case instead of holding up every case after it.
    static let stopAfter: Double = 120

    func run(_ run: DemoRun) throws(ToolError) -> RunOutcome {
        if run.mode == .envivo { return try terminal.play(demo: demo, arguments: run.arguments, pace: run.pace) }
        var input: URL?
        if run.mode == .interactivo {
            let typed = work.appendingPathComponent("typed.txt")
            guard (try? DemoRun.typed.write(to: typed, atomically: true, encoding: .utf8)) != nil else {
                throw .failed("cannot write \(typed.path)")
            }
            input = typed
        }
        let start = ContinuousClock.now
        let (status, output) = try ToolCommand.run([demo.path] + run.arguments, in: work, limit: Self.stopAfter, input: input)
        return RunOutcome(seconds: seconds(since: start), status: status, output: output)
    }

    /// Three referees saved in `datos` from the healthy server at `server`; says whether they are.
    func seedReferees(into datos: URL, from server: String) throws(ToolError) -> Bool {
        let arguments = ["--datos", datos.path, "--pantalla", "arbitros", "--ms-por-minuto", "0", "--servidor", server]
        let (status, _) = try ToolCommand.run([demo.path] + arguments, in: work, limit: Self.stopAfter)
        let saved = (try? Data(contentsOf: datos.appendingPathComponent("arbitros.json"))) ?? Data()
        return status == 0 && !saved.isEmpty
    }
}

/// Seconds from `start` to now.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
