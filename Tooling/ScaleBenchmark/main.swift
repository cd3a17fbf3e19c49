import Foundation
import ToolSupport

// The scale benchmark of Tooling/benchmark-scale.sh, which says what it does in its --help.
exit(exitStatus { repository throws(ToolError) in try ScaleRun.main(Array(CommandLine.arguments.dropFirst()), in: repository) })
