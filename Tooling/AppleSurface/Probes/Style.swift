// Signature probes of the colours, fonts and layout values the app uses (see Views.swift).
import SwiftUI

/// Takes a style as a modifier does: a `.green` given where a `ShapeStyle` is expected is the
/// protocol's static member (`ShapeStyle where Self == Color`, so its type is `Color`), not
/// `Color`'s own.
private nonisolated func estilo(_ style: some ShapeStyle) {}

nonisolated func coloursAndFonts() {
    let _: [Color] = [.clear, .green, .secondary]
    estilo(.green)
    estilo(.orange)
    estilo(.secondary)
    estilo(.bar)
    let _: [Font] = [.largeTitle, .subheadline, .footnote]
    let _: (Font) -> () -> Font = Font.bold
    let _: (Font) -> () -> Font = Font.monospacedDigit
    let _: Edge.Set = .horizontal
    let _: VerticalEdge = .bottom
    let _: HorizontalAlignment = .leading
}
