import CoreTestSupport
import Foundation
import Testing

@testable import Core

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder's lock: a change waits for another holder, and a signal that interrupts the wait
/// does not end it.
@Suite(.timeLimit(.minutes(1)))
struct CerrojoDeArchivoTests {
    let carpeta = CarpetaTemporal()

    #if os(Linux)
        /// Another holder keeps the lock while a signal (with no automatic restart) interrupts the
        /// waiting `flock`: the wait goes on, and the change runs once the holder lets go.
        @Test func unaSenalDuranteLaEsperaNoLaTermina() async throws {
            var accion = sigaction()
            accion.__sigaction_handler.sa_handler = { _ in }
            sigemptyset(&accion.sa_mask)
            accion.sa_flags = 0
            sigaction(SIGUSR2, &accion, nil)

            let otro = open(carpeta.url.path, O_RDONLY | O_DIRECTORY)
            try #require(otro >= 0)
            defer { close(otro) }
            try #require(flock(otro, LOCK_EX) == 0)

            let espera = EsperaEnOtroHilo(senal: SIGUSR2) {
                try? CerrojoDeArchivo.conCerrojo(de: carpeta.archivo("torneo.json")) { () throws(Never) in 7 }
            }
            // Interrupted once it waits in flock, the call returns EINTR to the loop; the holder lets
            // go only after the thread has taken the signal, or the wait could end by the lock instead.
            try await espera.hasta("wait in flock") { espera.enFlock($0) }
            pthread_kill(espera.hilo, SIGUSR2)
            try await espera.hasta("take the signal") { tid in
                espera.terminado || (!espera.pendiente(SIGUSR2, tid) && espera.enFlock(tid))
            }

            flock(otro, LOCK_UN)
            #expect(await espera.resultado() == 7)
        }
    #endif
}

#if os(Linux)
    /// One blocking call on a thread of its own, which the test can see from /proc and signal.
    private final class EsperaEnOtroHilo: Sendable {
        private let estado = Cerrojo<(hilo: pthread_t?, tid: Int32?, resultado: Int??)>((nil, nil, nil))

        /// `senal` reaches the thread: a new thread starts with most signals blocked.
        init(senal: Int32, _ trabajo: @escaping @Sendable () -> Int?) {
            let estado = estado
            Thread {
                var senales = sigset_t()
                sigemptyset(&senales)
                sigaddset(&senales, senal)
                pthread_sigmask(SIG_UNBLOCK, &senales, nil)
                estado.withLock {
                    $0.hilo = pthread_self()
                    $0.tid = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")).flatMap {
                        Int32($0.split(separator: "/").last ?? "")
                    }
                }
                let valor = trabajo()
                estado.withLock { $0.resultado = .some(valor) }
            }.start()
        }

        var hilo: pthread_t { estado.withLock { $0.hilo! } }

        /// flock's number in the kernel's system call table (`SYS_flock` is a C macro Swift does not
        /// import).
        #if arch(x86_64)
            static let numeroDeFlock = 73
        #elseif arch(arm64)
            static let numeroDeFlock = 32
        #endif

        var terminado: Bool { estado.withLock { $0.resultado != nil } }

        /// Whether the thread `tid` is inside `flock` now (its current system call, as /proc shows it).
        func enFlock(_ tid: Int32) -> Bool {
            let llamada = try? String(contentsOfFile: "/proc/self/task/\(tid)/syscall", encoding: .utf8)
            return llamada?.split(separator: " ").first == "\(Self.numeroDeFlock)"
        }

        /// Whether `senal` waits to be delivered to the thread `tid`.
        func pendiente(_ senal: Int32, _ tid: Int32) -> Bool {
            let estado = (try? String(contentsOfFile: "/proc/self/task/\(tid)/status", encoding: .utf8)) ?? ""
            guard let linea = estado.split(separator: "\n").first(where: { $0.hasPrefix("SigPnd:") }),
                let pendientes = UInt64(linea.dropFirst("SigPnd:".count).trimmingCharacters(in: .whitespaces), radix: 16)
            else { return false }
            return pendientes & (1 << UInt64(senal - 1)) != 0
        }

        /// Returns once `condicion` holds for the thread's id; an issue after 20 s.
        func hasta(_ que: String, _ condicion: (Int32) -> Bool) async throws {
            let limite = ContinuousClock.now + .seconds(20)
            while ContinuousClock.now < limite {
                if let tid = estado.withLock({ $0.tid }), condicion(tid) { return }
                try await Task.sleep(for: .milliseconds(2))
            }
            Issue.record("the thread did not \(que)")
        }

        func resultado() async -> Int? {
            while true {
                if let resultado = estado.withLock({ $0.resultado }) { return resultado }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
    }
#endif
