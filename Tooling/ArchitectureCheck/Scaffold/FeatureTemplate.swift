/// The first files of a new feature: a repository protocol and a use case in Domain, a ViewModel
/// with its screen state and text renderer in UI, a test of each, and the module README. Real code
/// that builds, is tested and passes the checker, for the team to grow from.
struct FeatureTemplate {
    var name: String
    var uses: [String]
    var owner: String

    private var factory: String { name.prefix(1).lowercased() + name.dropFirst() }

    /// Repository-relative paths and their contents.
    var files: [(path: String, text: String)] {
        [
            ("Modules/\(name)/README.md", readme),
            ("Modules/\(name)/Domain/\(name)Repositorio.swift", repositorio),
            ("Modules/\(name)/Domain/Listar\(name).swift", listar),
            ("Modules/\(name)/UI/\(name)UiState.swift", uiState),
            ("Modules/\(name)/UI/\(name)ViewModel.swift", viewModel),
            ("Modules/\(name)/UI/TextoDe\(name).swift", texto),
            ("Tests/\(name)Tests/Support/\(name)RepositorioFalso.swift", falso),
            ("Tests/\(name)Tests/Domain/Listar\(name)Tests.swift", listarTests),
            ("Tests/\(name)Tests/UI/\(name)ViewModelTests.swift", viewModelTests),
        ]
    }

    /// The line of Package.swift that declares the module and its tests.
    var manifestLine: String {
        uses.isEmpty ? "module(\"\(name)\")" : "module(\"\(name)\", dependsOn: [\(uses.map { "\"\($0)\"" }.joined(separator: ", "))])"
    }

    /// The container's factory for the screen, to insert before the container's closing brace.
    var containerFactory: String {
        """

            public func \(factory)ViewModel(repositorio: any \(name)Repositorio) -> \(name)ViewModel {
                \(name)ViewModel(listar: Listar\(name)(repositorio: repositorio))
            }

        """
    }

    private var readme: String {
        """
        # \(name)

        **Owner:** \(owner)

        What \(name) is for, in a sentence or two, written by its team.

        ## Main public types

        - Domain: `\(name)Repositorio` (protocol), `Listar\(name)`
        - UI: `\(name)ViewModel`, `\(name)UiState`, `TextoDe\(name)`

        ## Neighbours

        \(NeighbourhoodDocument.startMarker)
        \(NeighbourhoodDocument.endMarker)

        ## Work on it alone

        ```sh
        swift build --target \(name)
        swift test --filter \(name)Tests
        ```

        """
    }

    private var repositorio: String {
        """
        /// Where \(name) reads its names. Data implements it; the app hands an implementation to the screen.
        public protocol \(name)Repositorio: Sendable {
            func nombres() async throws -> [String]
        }

        """
    }

    private var listar: String {
        // The features it may use are imported here, so the dependency Package.swift declares is used.
        let imports = uses.sorted().map { "import \($0)\n" }.joined()
        return """
            \(imports)\(imports.isEmpty ? "" : "\n")/// The names to show: without blank ones or repeats, in alphabetical order.
            public struct Listar\(name): Sendable {
                private let repositorio: any \(name)Repositorio

                public init(repositorio: any \(name)Repositorio) {
                    self.repositorio = repositorio
                }

                public func callAsFunction() async throws -> [String] {
                    Set(try await repositorio.nombres()).filter { !$0.allSatisfy(\\.isWhitespace) }.sorted()
                }
            }

            """
    }

    private var uiState: String {
        """
        /// What the \(name) screen shows.
        public enum \(name)UiState: Equatable, Sendable {
            case cargando
            case vacio
            case lista([String])
            case error(String)
        }

        """
    }

    private var viewModel: String {
        """
        public import Observation

        /// The \(name) screen: loads the names once asked, and says what went wrong when it cannot.
        @MainActor
        @Observable
        public final class \(name)ViewModel {
            public private(set) var estado = \(name)UiState.cargando
            @ObservationIgnored private let listar: Listar\(name)

            public init(listar: Listar\(name)) {
                self.listar = listar
            }

            /// Loading again after an error is calling this again.
            public func cargar() async {
                estado = .cargando
                do {
                    let nombres = try await listar()
                    estado = nombres.isEmpty ? .vacio : .lista(nombres)
                } catch {
                    estado = .error("No se pudo cargar la lista (\\(error)). Vuelve a intentarlo.")
                }
            }
        }

        """
    }

    private var texto: String {
        """
        /// The \(name) screen as plain text.
        public enum TextoDe\(name) {
            public static func render(_ estado: \(name)UiState) -> String {
                switch estado {
                case .cargando: "Cargando…"
                case .vacio: "Todavía no hay nada que mostrar."
                case .lista(let nombres): nombres.map { "• \\($0)" }.joined(separator: "\\n")
                case .error(let mensaje): mensaje
                }
            }
        }

        """
    }

    private var falso: String {
        """
        import \(name)

        /// Answers what the test says, or fails with `Fallo`.
        struct \(name)RepositorioFalso: \(name)Repositorio {
            struct Fallo: Error {}

            var respuesta: [String]?

            func nombres() async throws -> [String] {
                guard let respuesta else { throw Fallo() }
                return respuesta
            }
        }

        """
    }

    private var listarTests: String {
        """
        import \(name)
        import Testing

        @Suite("Listar\(name)")
        struct Listar\(name)Tests {
            @Test func sinNombresEnBlancoNiRepetidosYEnOrden() async throws {
                let listar = Listar\(name)(repositorio: \(name)RepositorioFalso(respuesta: ["Norte", " ", "Centro", "Norte"]))
                #expect(try await listar() == ["Centro", "Norte"])
            }
        }

        """
    }

    private var viewModelTests: String {
        """
        import \(name)
        import Testing

        @MainActor
        @Suite("\(name)ViewModel")
        struct \(name)ViewModelTests {
            @Test func muestraLaListaOVacioYLoDiceEnTexto() async {
                let viewModel = \(name)ViewModel(listar: Listar\(name)(repositorio: \(name)RepositorioFalso(respuesta: ["Sur", "Este"])))
                #expect(viewModel.estado == .cargando)
                await viewModel.cargar()
                #expect(viewModel.estado == .lista(["Este", "Sur"]))
                #expect(TextoDe\(name).render(viewModel.estado) == "• Este\\n• Sur")

                let vacio = \(name)ViewModel(listar: Listar\(name)(repositorio: \(name)RepositorioFalso(respuesta: [])))
                await vacio.cargar()
                #expect(vacio.estado == .vacio)
            }

            @Test func unFalloSeMuestraConQueHacer() async {
                let viewModel = \(name)ViewModel(listar: Listar\(name)(repositorio: \(name)RepositorioFalso(respuesta: nil)))
                await viewModel.cargar()
                guard case .error(let mensaje) = viewModel.estado else {
                    Issue.record("expected an error, got \\(viewModel.estado)")
                    return
                }
                #expect(mensaje.hasSuffix("Vuelve a intentarlo."))
                #expect(TextoDe\(name).render(viewModel.estado) == mensaje)
            }
        }

        """
    }
}
