#if canImport(SwiftUI)
    public import SwiftUI

    /// A screen and the ViewModel of this visit to it: made by the container's factory once, when the
    /// screen first appears, and released with the screen. SwiftUI rebuilds view values whenever their
    /// parent redraws, so a factory called in a `body` would hand a screen a new ViewModel (and lose
    /// its state) on every redraw; `@State` keeps the first one.
    public struct ConSuViewModel<ViewModel: AnyObject, Pantalla: View>: View {
        private let crear: @MainActor () -> ViewModel
        private let pantalla: @MainActor (ViewModel) -> Pantalla
        @State private var viewModel: ViewModel?

        public init(crear: @escaping @MainActor () -> ViewModel, @ViewBuilder pantalla: @escaping @MainActor (ViewModel) -> Pantalla) {
            self.crear = crear
            self.pantalla = pantalla
        }

        public var body: some View {
            if let viewModel {
                pantalla(viewModel)
            } else {
                Color.clear.onAppear {
                    viewModel = crear()
                }
            }
        }
    }
#endif
