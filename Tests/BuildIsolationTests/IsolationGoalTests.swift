import Testing

@testable import BuildIsolation

struct IsolationGoalTests {
    static let results: [(module: String, build: VerboseBuild)] = [
        ("Hoja", VerboseBuild(compiled: ["Hoja": [], "App": []])), ("Otra", VerboseBuild(compiled: ["Otra": [], "Hoja": []])),
    ]

    @Test func unaHojaSoloLlegaASiMismaYALasApps() {
        #expect(
            IsolationGoal.api(Self.results, leaves: ["Hoja", "Otra"], reachable: ["App"], withTests: false) == [
                "PASS public-API edit in Hoja recompiles only App, Hoja", "FAIL public-API edit in Otra recompiles also Hoja",
            ])
        #expect(IsolationGoal.api(Self.results, leaves: ["Otra"], reachable: ["App"], withTests: true).count == 1)
    }

    @Test func conLasPruebasTambienSusPruebas() {
        let results: [(module: String, build: VerboseBuild)] = [("Hoja", VerboseBuild(compiled: ["Hoja": [], "HojaTests": []]))]
        #expect(
            IsolationGoal.api(results, leaves: ["Hoja"], reachable: [], withTests: true) == [
                "PASS public-API edit in Hoja recompiles only Hoja, HojaTests"
            ])
    }

    @Test func unaEdicionDelCuerpoRecompilaSoloSuModulo() {
        #expect(IsolationGoal.body(Self.results) == ["FAIL body-only: Hoja recompiled App, Hoja; Otra recompiled Hoja, Otra"])
        #expect(
            IsolationGoal.body([("Hoja", VerboseBuild(compiled: ["Hoja": ["x"]]))]) == [
                "PASS body-only: every edit recompiled exactly one module (the edited one)"
            ])
        #expect(IsolationGoal.body([]).isEmpty)
    }
}
