import Core
import CoreTestSupport
import Foundation
import Testing

@Suite(.dependencias)
struct CapturaAlConstruirTests {
    @Test func loQueSeLeeComoPropiedadSeFijaAlConstruir() {
        let ficha = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            Ficha()
        }

        #expect(ficha.nuevoId() == idA)
    }

    @Test func sobrescribirDespuesDeConstruirNoCambiaLoCapturado() {
        let ficha = Ficha()
        // The override comes after `ficha` exists and its scope is over before `ficha` is read.
        let fichaPosterior = withDependencies {
            $0.uuid = .constante(idB)
        } operation: {
            Ficha()
        }

        #expect(ficha.nuevoId() == primerIdDeTest)
        #expect(fichaPosterior.nuevoId() == idB)
    }

    @Test func unSobrescritoActivoDondeSeLeeGanaALoCapturado() {
        let ficha = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            Ficha()
        }

        let leido = withDependencies {
            $0.uuid = .constante(idB)
        } operation: {
            ficha.nuevoId()
        }

        #expect(leido == idB)
    }

    @Test func unAmbitoQueNoSobrescribeLaClaveDejaLoCapturado() {
        let ficha = withDependencies {
            $0.uuid = .constante(idA)
        } operation: {
            Ficha()
        }

        let leido = withDependencies {
            $0.date = .constante(.distantPast)
        } operation: {
            ficha.nuevoId()
        }

        #expect(leido == idA)
    }
}
