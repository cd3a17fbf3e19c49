import Foundation
// The test runs the executable; depending on its module is what makes SwiftPM build it first.
import MarcadorAppleApp
import Testing

/// The SwiftUI app's executable, built here too: off Apple platforms it says where it runs.
@Suite("marcador-app off Apple platforms", .timeLimit(.minutes(1)))
struct AppDeAppleTests {
    @Test(.enabled(if: !Self.hayUIDeApple, "on Apple platforms it opens a window"))
    func diceEnUnaLineaDondeFuncionaYQueUsarAqui() throws {
        let proceso = Process()
        proceso.executableURL = try DemoEnUnaCarpeta.ejecutable("marcador-app")
        let error = Pipe()
        proceso.standardError = error
        proceso.standardOutput = FileHandle.nullDevice
        try proceso.run()
        let texto = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        proceso.waitUntilExit()
        #expect(proceso.terminationStatus == 1)
        #expect(texto == "marcador-app funciona en plataformas de Apple (macOS, iOS); aquí, usa marcador-demo: swift run marcador-demo\n")
    }

    static var hayUIDeApple: Bool {
        #if canImport(SwiftUI)
            true
        #else
            false
        #endif
    }
}
