import Foundation
import ToolSupport

// The network-fault trials of Tooling/network-faults.sh, which says what they check in its --help.
exit(exitStatus { repository throws(ToolError) in try NetworkFaultsCommand.run(Array(CommandLine.arguments.dropFirst()), in: repository) })
