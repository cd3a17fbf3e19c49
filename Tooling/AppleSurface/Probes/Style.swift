// Signature probes of the colours, fonts and layout values the app uses (see Views.swift).
import SwiftUI

/// Takes a style as a modifier does: a `.green` there is `ShapeStyle where Self == Color`'s static
/// member, not `Color`'s own.
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
