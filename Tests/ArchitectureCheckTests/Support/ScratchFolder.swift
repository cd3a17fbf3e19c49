import Foundation

@testable import ArchitectureCheck

/// A new folder path for one test's files, `<prefix>-<uuid>` under `scratchRoot`.
func scratchFolder(_ prefix: String) -> URL {
    scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
}

/// Memory (`/dev/shm`) when the machine has it and the person running the tests set no `TMPDIR`,
/// else the temporary directory. The copies of the repository these tests make are thousands of
/// files; on an ext4 disk that has just deleted many files, each new one can cost a millisecond,
/// against microseconds in memory.
let scratchRoot: URL = {
    let memory = "/dev/shm"
    var isFolder: ObjCBool = false
    if ProcessInfo.processInfo.environment["TMPDIR"] == nil, FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder),
        isFolder.boolValue, FileManager.default.isWritableFile(atPath: memory)
    {
        return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
}()

/// Makes `root`'s describe cache (`.build/check-architecture`) the one all of this suite's scratch
/// packages share, in this repository's `.build`. The cache is keyed by what describe reads, so
/// a scratch package in a state some earlier run described (a copy of the repository, the same
/// feature added) is answered from it, and any other state is described for real.
func sharingTheDescribeCache(_ root: URL) throws {
    let shared = RepositoryArchitectureTests.root.appendingPathComponent(".build/check-architecture-scratch", isDirectory: true)
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    let cache = DescribeCache.folder(root: root)
    try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: cache, withDestinationURL: shared)
}
