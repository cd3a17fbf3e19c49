import Foundation

/// Which of a key's values the dependency values hand out.
public enum DependencyContext: String, Sendable, CaseIterable {
    case live
    case preview
    case test

    /// The name of the environment variable that forces the context (`live`, `preview` or `test`).
    public static let variableDeEntorno = "MARCADOR_CONTEXTO"

    /// The variable Xcode sets to "1" in the process that renders a preview, as swift-dependencies
    /// reads it: a preview gets each key's `previewValue`.
    public static let variableDeVistaPrevia = "XCODE_RUNNING_FOR_PREVIEWS"

    /// The context of this process, decided once: the environment variable wins, then an Xcode
    /// preview run, then a test run; otherwise live.
    public static let detectado: DependencyContext = detectar(
        variables: ProcessInfo.processInfo.environment,
        argumentos: CommandLine.arguments
    )

    /// The detection rule, kept apart from the process so it can be checked with any input.
    static func detectar(variables: [String: String], argumentos: [String]) -> DependencyContext {
        if let forzado = variables[variableDeEntorno] {
            guard let contexto = DependencyContext(rawValue: forzado.lowercased()) else {
                reportIssue(
                    "\(variableDeEntorno)=\(forzado) no es live, preview ni test; se ignora."
                )
                return detectar(variables: variables.filter { $0.key != variableDeEntorno }, argumentos: argumentos)
            }
            return contexto
        }
        if variables[variableDeVistaPrevia] == "1" {
            return .preview
        }
        return esUnaEjecucionDeTests(variables: variables, argumentos: argumentos) ? .test : .live
    }

    /// `swift test` runs a `…PackageTests.xctest` binary (on Linux an executable, on Apple platforms a
    /// bundle run by `xctest`), passes `--testing-library` when it runs Swift Testing, and Xcode sets
    /// the `XCTest…` variables.
    private static func esUnaEjecucionDeTests(variables: [String: String], argumentos: [String]) -> Bool {
        let marcasDeXcode = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
        if marcasDeXcode.contains(where: { variables[$0] != nil }) {
            return true
        }
        if argumentos.contains("--testing-library") {
            return true
        }
        let programa = argumentos.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return programa.hasSuffix(".xctest") || programa == "xctest" || argumentos.contains { $0.hasSuffix(".xctest") }
    }
}
