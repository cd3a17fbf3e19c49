#if canImport(SwiftUI)
    public import SwiftUI

    /// A tab of the app that a feature registers: its title, its SF Symbol and its root screen.
    @MainActor
    public struct Pestana {
        public let titulo: String
        public let icono: String
        /// The root screen, given how it reaches other screens.
        public let raiz: @MainActor (NavegacionDeLaPestana) -> AnyView

        public init(titulo: String, icono: String, raiz: @escaping @MainActor (NavegacionDeLaPestana) -> AnyView) {
            self.titulo = titulo
            self.icono = icono
            self.raiz = raiz
        }
    }

    /// What a tab's screens may reach: the screens of a match every feature offers, and pushing a
    /// screen onto the tab's stack (from a swipe, say, where no link can be).
    @MainActor
    public struct NavegacionDeLaPestana {
        public let enlacesDelPartido: [EnlaceDelPartido]
        public let abrir: @MainActor (Destino) -> Void

        public init(enlacesDelPartido: [EnlaceDelPartido], abrir: @escaping @MainActor (Destino) -> Void) {
            self.enlacesDelPartido = enlacesDelPartido
            self.abrir = abrir
        }
    }

    extension Funcionalidades {
        /// Every feature's tabs, in the app's order.
        public var pestanas: [Pestana] { todas.flatMap(\.vistas.pestanas) }

        /// The tabs of feature `id` alone, so its team runs its screens by themselves: its own tabs,
        /// or, for a feature that has none (its screens open from a match), one tab per screen it
        /// registers, showing match 1. Every feature's screens still open from them. `nil`: every
        /// tab; an id no feature has: none.
        public func pestanas(solo id: String?) -> [Pestana] {
            guard let id else { return pestanas }
            guard let funcionalidad = funcionalidad(id) else { return [] }
            guard funcionalidad.vistas.pestanas.isEmpty else { return funcionalidad.vistas.pestanas }
            return funcionalidad.vistas.destinos.keys.sorted().map { pantalla in
                Pestana(titulo: funcionalidad.titulo, icono: "sportscourt") { _ in self.pantalla(de: Destino(pantalla, id: 1)) }
            }
        }

        /// The screen a feature registered for `destino`; one that says so when none did.
        public func pantalla(de destino: Destino) -> AnyView {
            for funcionalidad in todas {
                if let pantalla = funcionalidad.vistas.destinos[destino.pantalla] { return pantalla(destino) }
            }
            return AnyView(ContentUnavailableView("Pantalla desconocida", systemImage: "questionmark", description: Text(destino.pantalla)))
        }
    }
#endif
