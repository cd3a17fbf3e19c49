public import Core

/// Where previews and tests publish: the one stand-in for `CronicasRepositorio`. It records every
/// report it is given and answers with `respuesta` at once; `retenidas()` holds each publication
/// until `responder(_:)` (or until its task is cancelled: then it fails as `ErrorDeCronica.cancelada`), so a
/// publication under way can be shown or observed without sleeping. Never the network.
public final class CronicasDeMuestra: CronicasRepositorio {
    private struct Estado {
        var publicadas: [Cronica] = []
        var pendientes: [(id: Int, continuacion: CheckedContinuation<Result<Int, ErrorDeRed>, Never>)] = []
        var siguienteId = 0
        var esperandoPeticion: [CheckedContinuation<Void, Never>] = []
    }

    /// `nil`: every publication waits for `responder(_:)`.
    private let respuesta: Result<Int, ErrorDeRed>?
    private let estado = Cerrojo(Estado())

    /// Every publication is answered at once with `respuesta`: by default, the number 101.
    public init(respuesta: Result<Int, ErrorDeRed> = .success(101)) {
        self.respuesta = respuesta
    }

    private init(reteniendo: Void) {
        respuesta = nil
    }

    /// Every publication waits until `responder(_:)` answers it.
    public static func retenidas() -> CronicasDeMuestra {
        CronicasDeMuestra(reteniendo: ())
    }

    /// The reports given to `publicar`, in order.
    public var publicadas: [Cronica] { estado.withLock { $0.publicadas } }

    /// Records the report, then answers with `respuesta`, or, when built with `retenidas()`, waits for
    /// `responder(_:)`.
    public func publicar(_ cronica: Cronica) async throws(ErrorDeCronica) -> Int {
        let resultado: Result<Int, ErrorDeRed>
        if let respuesta {
            estado.withLock { $0.publicadas.append(cronica) }
            resultado = respuesta
        } else {
            resultado = await esperarRespuesta(a: cronica)
        }
        // What the network answered, as the feature's repository says it.
        return try resultado.mapError(ErrorDeCronica.init).get()
    }

    /// Returns once a publication is waiting for its answer.
    public func esperarPeticion() async {
        await withCheckedContinuation { continuacion in
            let yaHayUna = estado.withLock { estado in
                if !estado.pendientes.isEmpty { return true }
                estado.esperandoPeticion.append(continuacion)
                return false
            }
            if yaHayUna { continuacion.resume() }
        }
    }

    /// Answers the oldest waiting publication.
    public func responder(_ resultado: Result<Int, ErrorDeRed>) {
        let pendiente = estado.withLock { estado in
            precondition(!estado.pendientes.isEmpty, "No publication is waiting for an answer")
            return estado.pendientes.removeFirst()
        }
        pendiente.continuacion.resume(returning: resultado)
    }

    private func esperarRespuesta(a cronica: Cronica) async -> Result<Int, ErrorDeRed> {
        let id = estado.withLock { estado in
            defer { estado.siguienteId += 1 }
            return estado.siguienteId
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuacion in
                let avisar = estado.withLock { estado in
                    estado.publicadas.append(cronica)
                    estado.pendientes.append((id, continuacion))
                    defer { estado.esperandoPeticion = [] }
                    return estado.esperandoPeticion
                }
                for aviso in avisar { aviso.resume() }
            }
        } onCancel: {
            let pendiente = estado.withLock { estado in
                estado.pendientes.firstIndex { $0.id == id }.map { estado.pendientes.remove(at: $0) }
            }
            pendiente?.continuacion.resume(returning: .failure(.cancelado))
        }
    }
}
