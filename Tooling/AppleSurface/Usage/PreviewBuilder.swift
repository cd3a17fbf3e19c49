// A preview's body is a view builder, as `#Preview` declares it: a local value and an `if` without
// `return` build, on Linux as in Xcode. Type-checked with the surface, never built.
import SwiftUI

#Preview("A body built by ViewBuilder") {
    let withTitle = true
    if withTitle {
        Text("Marcador")
    }
}
