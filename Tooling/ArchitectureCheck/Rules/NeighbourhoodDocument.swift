/// The generated neighbourhood of a module kept in its README between two markers: a Mermaid
/// chart and a line of prose that reads without it.
public enum NeighbourhoodDocument {
    public static let startMarker = "<!-- module-neighbourhood:start -->"
    public static let endMarker = "<!-- module-neighbourhood:end -->"

    static let region = MarkedRegion(start: startMarker, end: endMarker)

    static func block(for neighbourhood: ModuleNeighbourhood) -> String {
        GraphDocument.block(for: neighbourhood.graph.rendered(as: .mermaid)) + "\n" + neighbourhood.summary + "\n"
    }

    /// The document with the block between the markers regenerated, or nil when it has no markers.
    static func updating(_ document: String, with neighbourhood: ModuleNeighbourhood) throws(MarkedRegion.Malformed) -> String? {
        try region.replacing(in: document, with: block(for: neighbourhood))
    }
}
