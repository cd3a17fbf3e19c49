import Foundation
import ToolSupport

/// The live view in a real terminal: a tmux server of the tool's own (`tmux -L socket`), so that
/// starting and ending it never touches anyone's sessions.
///
/// The server runs in the foreground (`tmux -D`) as a command of the tool's, so it ends like any
/// other when the run is interrupted. A server forked by a client instead would inherit the socket
/// through which Foundation's `Process` learns that the client ended, and the client would seem to
/// run for as long as the server does.
struct LiveTerminal {
    let tmux: URL
    let socket: String
    let work: URL

    /// Plays match 1 to its final whistle (`n` moves an instant clock on), asks for the crónica
    /// with `c`, and times from `c` to the app's answer; the outcome's output is the last screen.
    func play(demo: URL, arguments: [String], pace: Int) throws(ToolError) -> RunOutcome {
        let statusFile = work.appendingPathComponent("live-status")
        try? FileManager.default.removeItem(at: statusFile)
        end()
        let serverEnded = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [tmux, socket, work] in
            _ = try? ToolCommand.run([tmux.path, "-L", socket, "-D"], in: work, limit: Self.serverLimit)
            serverEnded.signal()
        }
        defer {
            end()
            serverEnded.wait()
        }
        // Until the server listens, a client would fork one of its own.
        guard waitFor(tries: 200, { (try? tmuxRun(["list-sessions"]))?.status == 0 }) else {
            throw .failed("the tmux server on socket \(socket) did not start")
        }
        // The shell in the pane keeps the demo's exit status, which tmux does not report.
        let command = ([demo.path] + arguments).map(shellQuoted).joined(separator: " ") + "; echo $? >" + shellQuoted(statusFile.path)
        guard try tmuxRun(["new-session", "-d", "-s", "vivo", "-x", "80", "-y", "24", command]).status == 0 else {
            throw .failed("tmux on socket \(socket) did not open the live view")
        }
        var screen = ""
        _ = waitFor(tries: 600) {
            screen = capture()
            if screen.contains("c publicar") { return true }
            if pace == 0 { press("n") }
            return false
        }
        let asked = ContinuousClock.now
        press("c")
        _ = waitFor(tries: 400) {
            screen = capture()
            return screen.contains("No se pudo publicar") || screen.contains("Crónica publicada")
        }
        let wait = seconds(since: asked)
        press("q")
        let status = {
            (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        _ = waitFor(tries: 200) { status() != nil }
        return RunOutcome(seconds: wait, status: status() ?? 1, output: screen)
    }

    /// The server is stopped after this long whatever happens: a live run polls for about a minute.
    static let serverLimit: Double = 300

    /// Ends the tmux server on this socket, and only that one, and removes the socket, which tmux
    /// leaves behind.
    func end() {
        _ = try? tmuxRun(["kill-server"])
        try? FileManager.default.removeItem(at: socketFile)
    }

    /// Where tmux puts a socket named with -L (see tmux(1), -L).
    private var socketFile: URL {
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return URL(fileURLWithPath: folder).appendingPathComponent("tmux-\(getuid())/\(socket)")
    }

    private func capture() -> String {
        (try? tmuxRun(["capture-pane", "-p", "-t", "vivo"]))?.output ?? ""
    }

    private func press(_ key: String) {
        _ = try? tmuxRun(["send-keys", "-t", "vivo", key])
    }

    /// A tmux client command on this socket.
    private func tmuxRun(_ arguments: [String]) throws(ToolError) -> (status: Int32?, output: String) {
        try ToolCommand.run([tmux.path, "-L", socket] + arguments, in: work, limit: 10)
    }

    /// Asks `done` every 50 ms, up to `tries` times; stops early on Ctrl-C.
    private func waitFor(tries: Int, _ done: () -> Bool) -> Bool {
        for _ in 0..<tries where !Interruption.shared.happened {
            if done() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
