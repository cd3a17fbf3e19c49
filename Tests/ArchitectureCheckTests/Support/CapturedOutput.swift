import Synchronization

@testable import ArchitectureCheck

/// Records what the command prints, for tests to read.
final class CapturedOutput: Sendable {
    private let standardText = Mutex("")
    private let errorText = Mutex("")

    var standard: String { standardText.withLock { $0 } }
    var error: String { errorText.withLock { $0 } }

    var output: CheckArchitectureCommand.Output {
        (
            standard: { text in self.standardText.withLock { $0 += text } },
            error: { text in self.errorText.withLock { $0 += text } }
        )
    }
}
