#if FUZZ
    import Foundation

    /// libFuzzer's entry when the program has its own `main` (libclang_rt.fuzzer_no_main): it parses
    /// libFuzzer's options from `argv` and calls `callback` with each input. Declared by hand: it is
    /// C, with no module to import.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The one place with pointers: libFuzzer's C interface hands over argv and each input as raw
    /// memory, copied into `Data` at once.
    enum LibFuzzer {
        /// Set once, before the driver starts, and only read afterwards.
        nonisolated(unsafe) private static var arnes: Arnes?

        /// Runs libFuzzer on its own thread while the main thread serves the main actor, where every
        /// harness runs (the app's ViewModels live there). Never returns: libFuzzer exits.
        static func ejecutar(_ elegido: Arnes, argumentos: [String]) -> Never {
            arnes = elegido
            // argv[0] stays the program; the harness's name is not one of libFuzzer's options.
            let sinElArnes = [argumentos[0]] + argumentos.dropFirst(2)
            Thread {
                var argc = CInt(sinElArnes.count)
                var punteros: [UnsafeMutablePointer<CChar>?] = sinElArnes.map { strdup($0) } + [nil]
                let estado = punteros.withUnsafeMutableBufferPointer { buffer in
                    var argv = buffer.baseAddress!
                    return llvmFuzzerRunDriver(&argc, &argv) { datos, cuantos in
                        let entrada = datos.map { Data(bytes: $0, count: cuantos) } ?? Data()
                        let hecho = DispatchSemaphore(value: 0)
                        Task { @MainActor in
                            await LibFuzzer.arnes?.probar(entrada)
                            hecho.signal()
                        }
                        hecho.wait()
                        return 0
                    }
                }
                exit(estado)
            }.start()
            dispatchMain()
        }
    }
#endif
