import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request racing its deadline and its caller's cancellation: the first to finish resumes the
/// caller, exactly once, and stops the others. Any of them may finish first, even before the race
/// has started (a caller cancelled at once), so the outcome waits here until there is a caller.
///
/// The transfer is cancelled only while it runs: never before `resume()` has returned, never after
/// it finished (URLSession on Linux traps when a task is cancelled around its start). A deadline or
/// a cancellation that comes while the transfer is being started is carried out right after.
final class CarreraDeRed: Sendable {
    typealias Resultado = Result<(Data, URLResponse), any Error>
    typealias Continuacion = CheckedContinuation<(Data, URLResponse), any Error>

    private enum Transferencia {
        case sinEmpezar
        case arrancando
        case enMarcha(URLSessionDataTask)
        case acabada
    }

    private struct Estado {
        var continuacion: Continuacion?
        var plazo: Cancelacion?
        var transferencia = Transferencia.sinEmpezar
        var resultado: Resultado?
    }

    // URLSessionDataTask is thread-safe but not declared Sendable on every platform; it is only
    // touched under this lock, or by the one caller that took it out of the lock.
    private let estado = Cerrojo(Estado())

    /// Starts the transfer that `crear` makes, unless the race has already ended.
    func empezar(_ continuacion: Continuacion, plazo: Cancelacion, crear: () -> URLSessionDataTask) {
        let yaTerminada = estado.withLock { estado -> Resultado? in
            if let resultado = estado.resultado { return resultado }
            estado.continuacion = continuacion
            estado.plazo = plazo
            estado.transferencia = .arrancando
            return nil
        }
        if let yaTerminada {
            plazo()
            continuacion.resume(with: yaTerminada)
            return
        }
        let transferencia = crear()
        transferencia.resume()
        let cancelarAhora = estado.withLock { estado -> Bool in
            guard case .arrancando = estado.transferencia else { return false }
            if estado.resultado != nil {
                // The race ended while the transfer was starting: it runs now, so stop it.
                estado.transferencia = .acabada
                return true
            }
            estado.transferencia = .enMarcha(transferencia)
            return false
        }
        if cancelarAhora { transferencia.cancel() }
    }

    /// Ends the race with `resultado`, if it has not ended yet. `desdeLaTransferencia`: the transfer
    /// itself finished, so there is nothing of it to cancel.
    func terminar(_ resultado: Resultado, desdeLaTransferencia: Bool = false) {
        let ganador = estado.withLock { estado -> (Continuacion?, Cancelacion?, URLSessionDataTask?)? in
            if desdeLaTransferencia, case .enMarcha = estado.transferencia { estado.transferencia = .acabada }
            guard estado.resultado == nil else { return nil }
            estado.resultado = resultado
            var enMarcha: URLSessionDataTask?
            if case let .enMarcha(transferencia) = estado.transferencia {
                enMarcha = transferencia
                estado.transferencia = .acabada
            }
            defer { (estado.continuacion, estado.plazo) = (nil, nil) }
            return (estado.continuacion, estado.plazo, enMarcha)
        }
        guard let (continuacion, plazo, enMarcha) = ganador else { return }
        enMarcha?.cancel()
        plazo?()
        continuacion?.resume(with: resultado)
    }
}
