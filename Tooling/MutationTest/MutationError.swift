/// Why a mutation run stopped before its report: bad usage (exit status 2) or a failure (1).
enum MutationError: Error, Equatable {
    case usage(String)
    case failed(String)
}
