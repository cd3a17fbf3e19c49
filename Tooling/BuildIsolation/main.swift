import Foundation
import ToolSupport

// Build isolation, measured, for Tooling/build-isolation.sh, which says what it does in its --help.
exit(exitStatus { repository throws(ToolError) in try BuildIsolationCommand.run(Array(CommandLine.arguments.dropFirst()), in: repository) })
