import Foundation
import ToolSupport

// The mutation run of Tooling/mutation-test.sh, which says what it does in its --help.
exit(exitStatus { repository throws(ToolError) in try MutationTestCommand.run(Array(CommandLine.arguments.dropFirst()), in: repository) })
