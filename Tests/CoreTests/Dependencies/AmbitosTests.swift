import Core
import CoreTestSupport
import Foundation
import Testing

@Suite(.dependencias, .timeLimit(.minutes(1)))
struct AmbitosTests {
    @Test func elAmbitoInteriorGanaYElExteriorVuelve() {
        let (dentro, fuera) = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            let dentro = withDependencies {
                $0.uuid = .constante(idB)
            } operation: {
                Ficha().nuevoId()
            }
            return (dentro, Ficha().nuevoId())
        }

        #expect(dentro == idB)
        #expect(fuera == idA)
        #expect(Ficha().nuevoId() == primerIdDeTest)
    }

    @Test func unaTareaEmpezadaDentroVeLosSobrescritos() async {
        let tarea = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            Task { Ficha().nuevoId() }
        }

        #expect(await tarea.value == idA)
    }

    @Test func unAsyncLetVeLosSobrescritos() async {
        let leido = await withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            async let leido = Ficha().nuevoId()
            return await leido
        }

        #expect(leido == idA)
    }

    @Test func unGrupoDeTareasVeLosSobrescritos() async {
        let leidos = await withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            await withTaskGroup(of: UUID.self) { grupo in
                for _ in 0..<3 {
                    grupo.addTask { Ficha().nuevoId() }
                }
                return await grupo.reduce(into: []) { $0.append($1) }
            }
        }

        #expect(leidos == [idA, idA, idA])
    }

    @Test func losSobrescritosTerminanConElAmbito() async {
        await withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            await Task.yield()
        }

        let despues = await Task { Ficha().nuevoId() }.value

        #expect(despues == primerIdDeTest)
    }

    @Test func unaTareaEmpezadaDentroConservaLosSobrescritosAunqueElAmbitoTermine() async {
        let (senal, continuacion) = AsyncStream.makeStream(of: Void.self)
        let tarea = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            Task {
                for await _ in senal { break }
                return Ficha().nuevoId()
            }
        }

        continuacion.yield()
        continuacion.finish()

        #expect(await tarea.value == idA)
    }

    @Test func elErrorTipadoSaleDelAmbitoYLosSobrescritosTerminan() {
        do throws(FalloDePrueba) {
            try withDependencies {
                $0.uuid = .constante(idA)
            } operation: { () throws(FalloDePrueba) in
                throw .esperado
            }
            Issue.record("The operation's error did not come out of the scope.")
        } catch {
            #expect(error == .esperado)
        }
        #expect(Ficha().nuevoId() == primerIdDeTest)
    }

    @MainActor
    @Test func laOperacionAsincronaSigueEnElActorDeQuienLlama() async {
        let contador = ContadorNoSendable()

        await withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            await Task.yield()
            MainActor.preconditionIsolated()
            contador.valor += 1
        }

        #expect(contador.valor == 1)
    }
}

enum FalloDePrueba: Error, Equatable {
    case esperado
}

/// Mutable state that may not cross actors: touching it inside the operation proves the operation
/// ran where the caller is.
final class ContadorNoSendable {
    var valor = 0
}
