import Foundation

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
