import Foundation

/// Whether the index holds every source as it is now: the check never reports on an index older than
/// the code.
enum IndexFreshness {
    /// The newest source that has no unit, or was modified after the compiler wrote its unit; nil
    /// when the index is current.
    static func staleSource(in sources: SourceMap, index: [IndexedFile]) -> (path: String, problem: String)? {
        var written: [String: Date] = [:]
        for (place, file) in sources.located(index) {
            written[place.path] = max(written[place.path] ?? .distantPast, file.unitWritten)
        }
        var newest: (path: String, problem: String, modified: Date)?
        for place in sources.sources {
            let modified = fileStatus(place.absolute)?.modified ?? .distantFuture
            guard modified > newest?.modified ?? .distantPast else { continue }
            if let unit = written[place.path] {
                if modified > unit { newest = (place.path, "was modified after the index was written", modified) }
            } else {
                newest = (place.path, "has no unit in the index", modified)
            }
        }
        return newest.map { ($0.path, $0.problem) }
    }
}
