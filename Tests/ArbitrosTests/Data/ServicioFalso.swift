import Arbitros
import Core
import Foundation

/// A tournament server the test controls: each `GET /users` gets the answer prepared for its
/// number (0, 1, …), or waits until the test gives one, so a refresh can be held open without sleeping.
final class ServicioFalso: ServicioDelTorneo {
    enum Respuesta: Sendable {
        case usuarios([UsuarioDTO])
        case fallo(ErrorDeRed)
    }

    private struct Estado {
        var llamadas = 0
        var preparadas: [Int: Respuesta] = [:]
        var enEspera: [Int: CheckedContinuation<Respuesta, Never>] = [:]
        var esperandoLlamadas: [(cuantas: Int, continuacion: CheckedContinuation<Void, Never>)] = []
    }

    private let estado = Cerrojo(Estado())

    /// The answers for the first calls, in order; later calls wait for `responder`.
    init(respuestas: [Respuesta] = []) {
        estado.withLock { estado in
            for (numero, respuesta) in respuestas.enumerated() {
                estado.preparadas[numero] = respuesta
            }
        }
    }

    /// How many times `GET /users` was asked.
    var llamadas: Int { estado.withLock { $0.llamadas } }

    /// Answers call number `llamada` now if it is waiting, or as soon as it arrives.
    func responder(llamada: Int, con respuesta: Respuesta) {
        let continuacion = estado.withLock { estado in
            if let continuacion = estado.enEspera.removeValue(forKey: llamada) {
                return Optional(continuacion)
            }
            estado.preparadas[llamada] = respuesta
            return nil
        }
        continuacion?.resume(returning: respuesta)
    }

    /// Returns once `GET /users` has been asked `cuantas` times.
    func esperarLlamadas(_ cuantas: Int) async {
        await withCheckedContinuation { continuacion in
            let yaEstan = estado.withLock { estado in
                if estado.llamadas >= cuantas { return true }
                estado.esperandoLlamadas.append((cuantas, continuacion))
                return false
            }
            if yaEstan { continuacion.resume() }
        }
    }

    func enviar(_ peticion: PeticionAlServidor) async throws(ErrorDeRed) -> Data {
        precondition(peticion == .obtener(UsuarioDTO.ruta), "The referees only ask for the users")
        let respuesta = await withCheckedContinuation { (continuacion: CheckedContinuation<Respuesta, Never>) in
            let (preparada, llegadas) = estado.withLock { estado in
                let numero = estado.llamadas
                estado.llamadas += 1
                let preparada = estado.preparadas.removeValue(forKey: numero)
                if preparada == nil {
                    estado.enEspera[numero] = continuacion
                }
                let llegadas = estado.esperandoLlamadas.filter { $0.cuantas <= estado.llamadas }
                estado.esperandoLlamadas.removeAll { $0.cuantas <= estado.llamadas }
                return (preparada, llegadas.map(\.continuacion))
            }
            for llegada in llegadas { llegada.resume() }
            if let preparada {
                continuacion.resume(returning: preparada)
            }
        }
        switch respuesta {
        case .usuarios(let usuarios): return JSONDelServidor.codificar(usuarios)
        case .fallo(let error): throw error
        }
    }
}
