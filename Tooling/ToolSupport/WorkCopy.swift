import ArchitectureCheck
public import Foundation

/// A copy of the work tree and its build folder, where a tool edits and builds: the repository
/// itself is never edited, and a copy that is kept makes a rerun start warm.
public struct WorkCopy: Sendable {
    public let tree: URL
    public let scratch: URL
    /// Each swift command holds flock(2) on this file while it runs; nil takes no lock.
    public let lock: String?
    private let listing: URL

    /// The copy in `folder/tree`, built in `folder/scratch`.
    public init(folder: URL, lock: String?) {
        tree = folder.appendingPathComponent("tree")
        scratch = folder.appendingPathComponent("scratch")
        listing = folder.appendingPathComponent("files.txt")
        self.lock = lock
    }

    /// The work tree's files at `repository` (tracked and untracked, not ignored; a deleted file
    /// is left out), from its root.
    public static func files(of repository: URL) throws(ToolError) -> [String] {
        let listing: String
        do {
            listing = try Git.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], root: repository)
        } catch {
            throw .failed(error.message)
        }
        return listing.split(separator: "\0").map(String.init).filter { path in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path, isDirectory: &folder)
                && !folder.boolValue
        }
    }

    /// Writes only the files that differ, so the build stays incremental; files gone from the
    /// repository go from the copy too.
    public func lay(_ paths: [String], from repository: URL) throws(ToolError) {
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
    public func swift(_ arguments: [String], limit: Double? = nil) throws(ToolError) -> (status: Int32?, output: String) {
        let holder = try lock.map { path throws(ToolError) in try LockHolder(path) }
        defer { holder?.release() }
        if Interruption.shared.happened { return (nil, "") }
        return try ToolCommand.run(["swift"] + arguments + ["--scratch-path", scratch.path], in: tree, limit: limit)
    }
}

/// flock(2) on a file, waited for without blocking signals: an interrupted run stops waiting.
private struct LockHolder {
    let descriptor: Int32

    init(_ path: String) throws(ToolError) {
        descriptor = open(path, O_CREAT | O_RDWR | O_APPEND | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .failed("cannot open the lock file \(path); pass --lock none or another file") }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 && !Interruption.shared.happened {
            usleep(100_000)
        }
    }

    func release() { close(descriptor) }
}
