import Foundation

// The mutation run of Tooling/mutation-test.sh, which says what it does in its --help.
exit(MutationTestCommand.run(Array(CommandLine.arguments.dropFirst())))
