#if canImport(SwiftUI)
    public import SwiftUI
#endif

/// A feature's screens in the SwiftUI app: its tabs, and the screens it pushes onto a tab's stack by
/// the name a ``Destino`` gives. Where there is no SwiftUI it holds nothing: the console reaches a
/// feature through its commands.
@MainActor
public struct VistasDeLaFuncionalidad {
    #if canImport(SwiftUI)
        /// Its tabs, in order.
        public let pestanas: [Pestana]
        /// The screens it pushes onto a tab's stack, by the name a `Destino` gives.
        public let destinos: [String: @MainActor (Destino) -> AnyView]

        public init(pestanas: [Pestana] = [], destinos: [String: @MainActor (Destino) -> AnyView] = [:]) {
            self.pestanas = pestanas
            self.destinos = destinos
        }
    #else
        public init() {}
    #endif
}
