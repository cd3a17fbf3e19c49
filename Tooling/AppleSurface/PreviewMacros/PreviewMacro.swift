// The expansion of `#Preview` for the Linux surface build. Xcode's own macro registers the preview
// with the canvas; this one only has to make the compiler check the preview's body as real code:
// its arguments (name, traits, body) are type-checked against the macro's declaration before it
// expands, and the expansion passes them to `Preview.init`, as Xcode's does, the body built by a
// `@ViewBuilder` function, as the macro's declaration says. The compiler loads
// this library with `-load-plugin-library` and finds the macro type by name, so no plugin entry
// point is needed.
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
        // The macro declares its body `@ViewBuilder`, so the body is a view builder here too (an
        // `if`, or views without `return`, build as in Xcode); a body with `return` is a plain
        // closure, silently, as a closure is.
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
