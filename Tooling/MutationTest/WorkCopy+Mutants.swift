import ToolSupport

/// Building and testing a mutant in the kept copy.
extension WorkCopy {
    func build() throws(ToolError) -> Bool {
        try swift(["build", "--build-tests"], limit: 1800).status == 0
    }

    func test(_ targets: [String], limit: Double? = nil) throws(ToolError) -> (status: Int32?, output: String) {
        try swift(["test", "--skip-build", "--filter", "^(\(targets.joined(separator: "|")))\\."], limit: limit)
    }

    /// Built, then each group of tests in turn under its limit: the first that fails kills it.
    func outcome(testing groups: [[String]], limits: [Double]) throws(ToolError) -> Outcome {
        guard try build() else { return .didNotCompile }
        for (group, limit) in zip(groups, limits) {
            let status = try test(group, limit: limit).status
            if status == nil { return .killedByTimeout }
            if status != 0 { return .killed }
        }
        return .survived
    }
}
