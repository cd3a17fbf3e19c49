import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request racing its deadline and its caller's cancellation: the first to finish resumes the
/// caller, exactly once, and cancels the others. Any of them may finish first, even before the race
/// has started (a caller cancelled at once), so the outcome waits here until there is a caller.
final class CarreraDeRed: Sendable {
    typealias Resultado = Result<(Data, URLResponse), any Error>

    private struct Estado {
        var continuacion: CheckedContinuation<(Data, URLResponse), any Error>?
        var transferencia: URLSessionDataTask?
        var plazo: Task<Void, Never>?
        var resultado: Resultado?
        var terminada = false
    }

    // URLSessionDataTask is thread-safe but not declared Sendable on every platform; it is only
    // touched under this lock.
    private let estado = Cerrojo(Estado())

    func empezar(
        _ continuacion: CheckedContinuation<(Data, URLResponse), any Error>, transferencia: URLSessionDataTask, plazo: Task<Void, Never>
    ) {
        let yaTerminada = estado.withLock { estado -> Resultado? in
            if let resultado = estado.resultado { return resultado }
            estado.continuacion = continuacion
            estado.transferencia = transferencia
            estado.plazo = plazo
            return nil
        }
        if let yaTerminada {
            plazo.cancel()
            continuacion.resume(with: yaTerminada)
        } else {
            transferencia.resume()
        }
    }

    func terminar(_ resultado: Resultado) {
        let ganador = estado.withLock {
            estado -> (CheckedContinuation<(Data, URLResponse), any Error>?, URLSessionDataTask?, Task<Void, Never>?)? in
            guard !estado.terminada else { return nil }
            estado.terminada = true
            estado.resultado = resultado
            defer { (estado.continuacion, estado.transferencia, estado.plazo) = (nil, nil, nil) }
            return (estado.continuacion, estado.transferencia, estado.plazo)
        }
        guard let (continuacion, transferencia, plazo) = ganador else { return }
        transferencia?.cancel()
        plazo?.cancel()
        continuacion?.resume(with: resultado)
    }
}
