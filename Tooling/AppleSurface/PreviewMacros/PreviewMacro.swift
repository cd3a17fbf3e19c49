// The expansion of `#Preview` for the Linux surface build: it passes the arguments, already
// type-checked against the macro's declaration, to `Preview.init` as Xcode's does, the body built by
// a `@ViewBuilder` function. Loaded with `-load-plugin-library`, found by name: no plugin entry point.
import SwiftSyntax
import SwiftSyntaxMacros

public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = node.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
        for extra in node.additionalTrailingClosures {
            arguments.append("\(extra.label.text): \(extra.closure.trimmedDescription)")
        }
        let name = context.makeUniqueName("Preview")
        guard let body = node.trailingClosure else {
            return [
                """
                @MainActor enum \(name) {
                    static func makePreview() -> Preview {
                        Preview(\(raw: arguments.joined(separator: ", ")))
                    }
                }
                """
            ]
        }
        // A view builder, as the macro declares it (an `if`, or views without `return`, build as in
        // Xcode); a body with `return` is a plain closure, silently, as a closure is.
        arguments.append("body: \(name).construida \(body.trimmedDescription)")
        return [
            """
            @MainActor enum \(name) {
                static func makePreview() -> Preview {
                    Preview(\(raw: arguments.joined(separator: ", ")))
                }
                static func construida<V: View>(@ViewBuilder _ body: @escaping @MainActor () -> V) -> @MainActor () -> any View {
                    { body() }
                }
            }
            """
        ]
    }
}
