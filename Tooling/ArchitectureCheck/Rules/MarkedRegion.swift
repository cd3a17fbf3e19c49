import Foundation

/// A generated region of a Markdown file between a start and an end marker, each written once.
struct MarkedRegion: Sendable {
    /// Markers that do not form one pair: what is wrong and how to repair it, for people.
    struct Malformed: Error, Sendable, Equatable {
        var problem: String
        var fix: String
    }

    var start: String
    var end: String

    /// The text between the markers, or nil when the document has neither marker.
    func contents(of document: String) throws(Malformed) -> Range<String.Index>? {
        let starts = document.ranges(of: start)
        let ends = document.ranges(of: end)
        switch (starts.count, ends.count) {
        case (0, 0):
            return nil
        case (1, 1) where starts[0].upperBound <= ends[0].lowerBound:
            return starts[0].upperBound..<ends[0].lowerBound
        case (1, 1):
            throw Malformed(problem: "\(end) comes before \(start)", fix: "put \(start) first")
        case (1, 0):
            throw Malformed(problem: "\(start) has no \(end)", fix: "add \(end) on its own line after it")
        case (0, 1):
            throw Malformed(problem: "\(end) has no \(start)", fix: "add \(start) on its own line before it")
        default:
            throw Malformed(
                problem: "\(starts.count) \(start) and \(ends.count) \(end) markers", fix: "keep one pair of markers and delete the rest")
        }
    }

    /// The document with `block` between the markers, or nil when the document has neither marker.
    func replacing(in document: String, with block: String) throws(Malformed) -> String? {
        guard let region = try contents(of: document) else { return nil }
        return String(document[..<region.lowerBound]) + block + String(document[region.upperBound...])
    }

}
