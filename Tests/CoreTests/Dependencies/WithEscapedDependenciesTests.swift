import Core
import CoreTestSupport
import Foundation
import Testing

@Suite(.dependencias, .timeLimit(.minutes(1)))
struct WithEscapedDependenciesTests {
    @Test func unaTareaSeparadaNoHeredaLosSobrescritos() async {
        let tarea = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            Task.detached { withDependencies({ $0.reiniciarCache() }, operation: { Ficha().nuevoId() }) }
        }

        #expect(await tarea.value != idA)
    }

    @Test func llevaLosSobrescritosAUnaTareaSeparada() async {
        let tarea = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            withEscapedDependencies { dependencias in
                Task.detached {
                    dependencias.yield { Ficha().nuevoId() }
                }
            }
        }

        #expect(await tarea.value == idA)
    }

    @Test func llevaLosSobrescritosAUnaLlamadaPosterior() {
        var llamadaPosterior: (@Sendable () -> UUID)?
        withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            withEscapedDependencies { dependencias in
                llamadaPosterior = { dependencias.yield { Ficha().nuevoId() } }
            }
        }

        #expect(llamadaPosterior?() == idA)
    }

    @Test func unSobrescritoActivoDondeSeRetomaGana() {
        let dependencias = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            withEscapedDependencies { $0 }
        }

        let leido = withDependencies {
            $0.uuid = .constante(idC)
        } operation: {
            dependencias.yield { Ficha().nuevoId() }
        }

        #expect(leido == idC)
    }

    @Test func laFormaAsincronaLlevaLosSobrescritos() async {
        let tarea = await withDependencies {
            $0.uuid = .constante(idB)
        } operation: {
            await Task.yield()
            return await withEscapedDependencies { dependencias in
                await Task.yield()
                return Task.detached {
                    await dependencias.yield {
                        await Task.yield()
                        return Ficha().nuevoId()
                    }
                }
            }
        }

        #expect(await tarea.value == idB)
    }
}
