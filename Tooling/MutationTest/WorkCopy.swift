import Foundation

/// The kept copy of the work tree and its build folder, where each mutant is built and tested:
/// the repository itself is never edited, and a rerun starts warm.
struct WorkCopy {
    let tree: URL
    let scratch: URL
    /// Each swift command holds flock(2) on this file while it runs; nil takes no lock.
    let lock: String?
    private let listing: URL

    init(folder: URL, lock: String?) {
        tree = folder.appendingPathComponent("tree")
        scratch = folder.appendingPathComponent("scratch")
        listing = folder.appendingPathComponent("files.txt")
        self.lock = lock
    }

    /// Writes only the files that differ, so the build stays incremental; files gone from the
    /// repository go from the copy too.
    func lay(_ paths: [String], from repository: URL) throws(MutationError) {
        let manager = FileManager.default
        let before = Set(((try? String(contentsOf: listing, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))
        for path in paths {
            let origin = repository.appendingPathComponent(path)
            let destination = tree.appendingPathComponent(path)
            guard let data = manager.contents(atPath: origin.path) else { throw .failed("cannot read \(path)") }
            if manager.contents(atPath: destination.path) == data { continue }
            do {
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: destination)
                let mode = try manager.attributesOfItem(atPath: origin.path)[.posixPermissions] ?? 0o644
                try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: destination.path)
            } catch {
                throw .failed("cannot copy \(path) into \(tree.path): \(error.localizedDescription)")
            }
        }
        for gone in before.subtracting(paths) { try? manager.removeItem(at: tree.appendingPathComponent(gone)) }
        try? paths.joined(separator: "\n").write(to: listing, atomically: true, encoding: .utf8)
    }

    /// `swift` in the copy, holding the lock for this one command: the limit starts once it is held.
    func swift(_ arguments: [String], limit: Double? = nil) throws(MutationError) -> (status: Int32?, output: String) {
        let holder = try lock.map { path throws(MutationError) in try LockHolder(path) }
        defer { holder?.release() }
        if Interruption.shared.happened { return (nil, "") }
        return try ToolCommand.run(["swift"] + arguments + ["--scratch-path", scratch.path], in: tree, limit: limit)
    }

    func build() throws(MutationError) -> Bool {
        try swift(["build", "--build-tests"], limit: 1800).status == 0
    }

    func test(_ targets: [String], limit: Double? = nil) throws(MutationError) -> (status: Int32?, output: String) {
        try swift(["test", "--skip-build", "--filter", "^(\(targets.joined(separator: "|")))\\."], limit: limit)
    }

    /// Built, then each group of tests in turn under its limit: the first that fails kills it.
    func outcome(testing groups: [[String]], limits: [Double]) throws(MutationError) -> Outcome {
        guard try build() else { return .didNotCompile }
        for (group, limit) in zip(groups, limits) {
            let status = try test(group, limit: limit).status
            if status == nil { return .killedByTimeout }
            if status != 0 { return .killed }
        }
        return .survived
    }
}

/// flock(2) on a file, waited for without blocking signals: an interrupted run stops waiting.
private struct LockHolder {
    let descriptor: Int32

    init(_ path: String) throws(MutationError) {
        descriptor = open(path, O_CREAT | O_RDWR | O_APPEND | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .failed("cannot open the lock file \(path); pass --lock none or another file") }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 && !Interruption.shared.happened {
            usleep(100_000)
        }
    }

    func release() { close(descriptor) }
}
