/// The generated Mermaid graph kept in a Markdown file between two markers, so it cannot rot.
public enum GraphDocument {
    public static let startMarker = "<!-- module-graph:start -->"
    public static let endMarker = "<!-- module-graph:end -->"

    static func block(for mermaid: String) -> String {
        "\n```mermaid\n" + mermaid + "```\n"
    }

    /// The document with the block between the markers replaced, or nil when the markers are missing.
    public static func updating(_ document: String, mermaid: String) -> String? {
        try? MarkedRegion(start: startMarker, end: endMarker).replacing(in: document, with: block(for: mermaid))
    }
}
