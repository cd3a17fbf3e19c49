// Signature probes of the grid a table lays out in, and of what its cells use that no other probe
// names yet (see Views.swift and Modifiers.swift).
import Foundation
import SwiftUI

nonisolated func rejilla<V: View>(of view: V) {
    let _: (Alignment, CGFloat?, CGFloat?, () -> Text) -> Grid<Text> = Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)
    let _: (VerticalAlignment?, () -> Text) -> GridRow<Text> = GridRow.init(alignment:content:)
    let _: (HorizontalAlignment) -> _ = view.gridColumnAlignment(_:)
    let _: () -> _ = view.monospacedDigit
    let _: [HorizontalAlignment] = [.leading, .trailing]
}
