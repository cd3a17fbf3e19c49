import ArchitectureCheck
import Foundation

let status = CheckArchitectureCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) == 1,
    output: (
        standard: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) }
    )
)
exit(status)
