import Dispatch
import Foundation
import Synchronization

/// Reads and scans files on every core. Each worker takes every n-th file, so the results need
/// one lock per worker, not one per file.
enum ParallelScan {
    struct Job: Sendable {
        var absolutePath: String
        var file: ScannedFile
        var configuration: BuildConfiguration
    }

    /// The scanned files in job order, or the paths that could not be read.
    static func run(_ jobs: [Job]) -> Result<[ScannedFile], CheckError> {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, jobs.count))
        let results = Mutex([(Int, ScannedFile?)]())
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var local: [(Int, ScannedFile?)] = []
            var position = worker
            while position < jobs.count {
                let job = jobs[position]
                if let bytes = SourceReader.bytes(atPath: job.absolutePath) {
                    var file = job.file
                    file.facts = SourceScanner.scan(bytes, configuration: job.configuration)
                    local.append((position, file))
                } else {
                    local.append((position, nil))
                }
                position += workers
            }
            results.withLock { $0 += local }
        }
        let collected = results.withLock { $0 }
        var files = [ScannedFile?](repeating: nil, count: jobs.count)
        for (position, file) in collected {
            guard let file else {
                return .failure(.unreadableInput(path: jobs[position].absolutePath, fix: "check the file exists and is readable, or refresh --describe"))
            }
            files[position] = file
        }
        return .success(files.compactMap { $0 })
    }
}
