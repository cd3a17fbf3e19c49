import Core
import CoreTestSupport
import Foundation
import Observation
import Testing

/// How a screen's ViewModel declares the environment it needs next to what it receives through `init`.
@MainActor
@Observable
final class NotasViewModel {
    struct Nota: Equatable {
        let id: UUID
        let texto: String
        let creada: Date
    }

    private(set) var notas: [Nota] = []
    private let titulo: String
    @ObservationIgnored @Dependency(\.uuid) private var uuid
    @ObservationIgnored @Dependency(\.date.now) private var ahora

    init(titulo: String) {
        self.titulo = titulo
    }

    func anotar(_ texto: String) {
        notas.append(Nota(id: uuid(), texto: "\(titulo): \(texto)", creada: ahora))
    }
}

@MainActor
@Suite(.dependencias { $0.date = .constante(Date(timeIntervalSince1970: 1_700_000_000)) })
struct ViewModelConDependenciasTests {
    @Test func anotarUsaElIdYLaFechaDeLasDependencias() {
        let viewModel = NotasViewModel(titulo: "Rayo FC")

        viewModel.anotar("gol de Ana")
        viewModel.anotar("gol de Iván")

        #expect(
            viewModel.notas == [
                .init(id: GeneradorDeUUID.uuid(0), texto: "Rayo FC: gol de Ana", creada: Date(timeIntervalSince1970: 1_700_000_000)),
                .init(id: GeneradorDeUUID.uuid(1), texto: "Rayo FC: gol de Iván", creada: Date(timeIntervalSince1970: 1_700_000_000)),
            ])
    }
}
