import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A shared scheme (`.xcscheme`, XML): the targets it builds and runs, and the launch arguments it
/// passes, the enabled ones.
struct XcodeScheme {
    var buildableReferences: [[String: String]] = []
    var enabledArguments: [String] = []

    init?(url: URL) {
        guard let parser = XMLParser(contentsOf: url) else { return nil }
        let reader = Reader()
        parser.delegate = reader
        guard parser.parse(), reader.sawScheme else { return nil }
        buildableReferences = reader.buildableReferences
        enabledArguments = reader.enabledArguments
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var sawScheme = false
        var buildableReferences: [[String: String]] = []
        var enabledArguments: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "Scheme": sawScheme = true
            case "BuildableReference": buildableReferences.append(attributes)
            case "CommandLineArgument" where attributes["isEnabled"] == "YES":
                enabledArguments.append(attributes["argument"] ?? "")
            default: break
            }
        }
    }
}
