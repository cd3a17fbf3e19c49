import Foundation
import Testing
import ToolSupport

@testable import NetworkFaults

struct DemoRunTests {
    static func arguments(_ mode: Mode) -> [String] {
        DemoRun(mode: mode, pace: 5, server: "http://127.0.0.1:9", datos: URL(fileURLWithPath: "/t/datos"), deadline: 2).arguments
    }

    @Test func cadaModoDaSusArgumentosDelanteDeLosComunes() {
        let common = ["--datos", "/t/datos", "--ms-por-minuto", "5", "--segundos-de-red", "2", "--servidor", "http://127.0.0.1:9"]
        #expect(Self.arguments(.tour) == common)
        #expect(Self.arguments(.arbitros) == ["--pantalla", "arbitros"] + common)
        #expect(Self.arguments(.cronica) == ["--pantalla", "cronica"] + common)
        #expect(Self.arguments(.interactivo) == ["--interactivo"] + common)
        #expect(Self.arguments(.envivo) == ["--en-vivo", "1"] + common)
        #expect(Mode.allCases.map(\.rawValue) == ["tour", "arbitros", "cronica", "interactivo", "envivo"])
    }

    @Test func laSesionDeConsolaPublicaLaCronicaYSale() {
        #expect(DemoRun.typed.split(separator: "\n") == ["arbitros", "refrescar", "cronica 1", "publicar", "salir"])
    }

    @Test func laOrdenDelPanelSeCitaParaElShell() {
        #expect(shellQuoted("/a/marcador-demo") == "/a/marcador-demo")
        #expect(shellQuoted("/tmp/my dir/it's") == #"'/tmp/my dir/it'"'"'s'"#)
        #expect(shellQuoted("") == "''")
    }
}
