import ArchitectureCheck
import Dispatch
import Foundation

// Release benchmark: the full check of a synthetic 1,000-target monorepo against reading the
// same bytes in the same run, then the check of this repository.

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments
let targetCount = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let filesPerTarget = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20

print("generating \(targetCount) targets × \(filesPerTarget) files…")
let repository = try SyntheticMonorepo.generate(targets: targetCount, filesPerTarget: filesPerTarget)
defer { repository.remove() }
let paths = repository.package.targets.flatMap { target in
    target.sources.map { repository.root.appendingPathComponent(target.path).appendingPathComponent($0).path }
}
let workers = ProcessInfo.processInfo.activeProcessorCount

func readAll() -> Int {
    let chunks = (0..<workers).map { worker in stride(from: worker, to: paths.count, by: workers).map { paths[$0] } }
    let totals = WorkerTotals(count: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var total = 0
        for path in chunks[worker] { total += SourceReader.bytes(atPath: path)?.count ?? 0 }
        totals.set(worker, total)
    }
    return totals.sum
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
}

let checker = ArchitectureChecker(policy: repository.policy, package: repository.package, root: repository.root, checksDocs: false)
_ = readAll()
_ = try checker.check()  // warm the page cache and the allocator
var readTimes: [Double] = []
var checkTimes: [Double] = []
var report: CheckReport?
let rounds = max(1, arguments.count > 3 ? Int(arguments[3]) ?? 7 : 7)
// Interleaved, so both see the same machine load; the median discards outliers either way.
for _ in 0..<rounds {
    readTimes.append(seconds { _ = readAll() })
    try checkTimes.append(seconds { report = try checker.check() })
}
let read = median(readTimes)
let check = median(checkTimes)
let files = Double(paths.count)
print(String(format: "files: %d, bytes: %.1f MB, cores: %d", paths.count, Double(repository.byteCount) / 1e6, workers))
print("median of \(rounds) rounds; both read on \(workers) threads, each worker every \(workers)-th file")
print(String(format: "read:  %.3f s (%.0f files/s)", read, files / read))
print(String(format: "check: %.3f s (%.0f files/s)", check, files / check))
print(String(format: "ratio: %.2f× the read time", check / read))
let findings = report?.violations ?? []
print("findings: \(findings.count), digest \(FindingsDigest.of(findings))")

// This repository, from its precomputed description (describe itself is SwiftPM's time).
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
if let package = try? PackageDescriber.describe(root: root),
    let policy = try? Policy.load(from: root.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
{
    let own = ArchitectureChecker(policy: policy, package: package, root: root)
    _ = try own.check()
    let time = try median((0..<7).map { _ in try seconds { _ = try own.check() } })
    print(
        String(
            format: "this repository: %.4f s for %d files (without `swift package describe`)", time,
            package.targets.reduce(0) { $0 + $1.sources.count }))
    // End to end, as a person runs it: the description too, first cached (the warm check), then
    // with the cache removed so describe runs (the cold one), side by side.
    let warm = try median(
        (0..<7).map { _ in
            try seconds {
                _ = try ArchitectureChecker(policy: policy, package: try PackageDescriber.describe(root: root), root: root).check()
            }
        })
    let cold = try median(
        (0..<3).map { _ in
            try? FileManager.default.removeItem(at: DescribeCache.folder(root: root))
            return try seconds {
                _ = try ArchitectureChecker(policy: policy, package: try PackageDescriber.describe(root: root), root: root).check()
            }
        })
    print(
        String(format: "end to end: %.3f s warm (describe cached), %.3f s cold (describe run), %.1f× faster warm", warm, cold, cold / warm))
}
