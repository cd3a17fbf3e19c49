import Testing

@testable import NetworkFaults

struct CaseCheckTests {
    static let onTime = RunOutcome(seconds: 2.5, status: 0, output: "Árbitros\nEl servidor tardó demasiado en responder\n")

    @Test func elLimiteEsLaCorridaSanaMasUnPlazoPorPeticionMasUnSegundo() {
        #expect(Limit.run(baseline: 0.123, requests: 3, deadline: 2) == Limit(seconds: 7.12, text: "7.12"))
        #expect(Limit.run(baseline: 0.5, requests: 0, deadline: 2).text == "1.50")
        #expect(Limit.live(deadline: 2) == Limit(seconds: 3, text: "3"))
    }

    @Test func unaCorridaATiempoConSuMensajeYSinCambiosPasa() {
        let limit = Limit.run(baseline: 0.5, requests: 1, deadline: 2)
        #expect(
            CaseCheck.failures(of: Self.onTime, named: "tour at 0 ms, silent", fault: .silent, limit: limit, refereesKept: true).isEmpty)
        // Compared as shown: 3.504 shows as 3.50, within a limit of 3.50.
        var justInTime = Self.onTime
        justInTime.seconds = 3.504
        #expect(CaseCheck.failures(of: justInTime, named: "x", fault: .silent, limit: limit, refereesKept: true).isEmpty)
    }

    @Test func cadaComprobacionFallidaDiceSuLinea() {
        let outcome = RunOutcome(seconds: 4.2, status: 1, output: "Crónica publicada\n")
        let failures = CaseCheck.failures(
            of: outcome, named: "cronica at 5 ms, reset", fault: .reset, limit: .run(baseline: 1, requests: 0, deadline: 2),
            refereesKept: false)
        #expect(
            failures == [
                "cronica at 5 ms, reset: took 4.20s, more than 2.00s", "cronica at 5 ms, reset: exit status 1, not 0",
                "cronica at 5 ms, reset: does not say 'No hay conexión'", "cronica at 5 ms, reset: published a crónica",
                "cronica at 5 ms, reset: the saved referees changed",
            ])
        var stopped = Self.onTime
        stopped.status = nil
        #expect(
            CaseCheck.failures(of: stopped, named: "tour at 0 ms, drip", fault: .drip, limit: .live(deadline: 2), refereesKept: true) == [
                "tour at 0 ms, drip: still running after 120 s, stopped"
            ])
    }

    @Test func unaRespuestaVaciaDebeDecirloYMantenerLosArbitros() {
        let kept = RunOutcome(seconds: 0.3, status: 0, output: "Leanne Graham\nEl servidor respondió sin datos; se mantiene lo guardado\n")
        #expect(CaseCheck.emptyAnswerFailures(of: kept, refereesKept: true).isEmpty)
        #expect(
            CaseCheck.emptyAnswerFailures(of: RunOutcome(seconds: 0.3, status: 3, output: ""), refereesKept: false) == [
                "an empty answer is not said", "an empty answer hid the saved referees", "an empty answer changed the saved referees",
                "an empty answer: exit status 3",
            ])
    }

    @Test func laTablaAlineaComoAntesYCuentaLosCasos() {
        #expect(Table.header == "mode         pace  fault       seconds    limit  result")
        #expect(Table.row("envivo", "0", "status404", "0.41", "3", "ok") == "envivo       0     status404      0.41        3  ok")
        var tally = Tally()
        #expect(tally.count([]) == "ok" && tally.count(["x"]) == "FAILED" && tally.count([]) == "ok")
        #expect(tally.summary == "network-faults: 2 passed, 1 failed")
    }

    @Test func unFalloMuestraLasUltimasQuinceLineasDeLaSalida() {
        let output = (1...20).map { "línea \($0)" }.joined(separator: "\n") + "\n"
        let lines = Table.failed(["tour at 0 ms, late: the saved referees changed"], output: output)
        #expect(lines.first == "  FAIL tour at 0 ms, late: the saved referees changed")
        #expect(lines.count == 16 && lines[1] == "      | línea 6" && lines.last == "      | línea 20")
        #expect(Table.failed([], output: output).isEmpty)
    }
}
