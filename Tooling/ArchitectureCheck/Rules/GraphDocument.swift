import Foundation

/// The generated Mermaid graph kept in a Markdown file between two markers, so it cannot rot.
public enum GraphDocument {
    public static let startMarker = "<!-- module-graph:start -->"
    public static let endMarker = "<!-- module-graph:end -->"

    static func block(for mermaid: String) -> String {
        "\n```mermaid\n" + mermaid + "```\n"
    }

    /// The document with the block between the markers replaced, or nil when the markers are missing.
    public static func updating(_ document: String, mermaid: String) -> String? {
        guard let start = document.range(of: startMarker),
            let end = document.range(of: endMarker, range: start.upperBound..<document.endIndex)
        else {
            return nil
        }
        return String(document[..<start.upperBound]) + block(for: mermaid) + String(document[end.lowerBound...])
    }

    public static func isCurrent(_ document: String, mermaid: String) -> Bool {
        updating(document, mermaid: mermaid) == document
    }
}
