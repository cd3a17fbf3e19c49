public import Core
public import Testing

/// Runs each test with fresh dependency values (an empty cache, so nothing computed in one test is
/// seen by another) plus the given overrides, and turns the problems Core reports into test issues.
///
/// ```swift
/// @Suite(.dependencias { $0.date = .constante(Date(timeIntervalSince1970: 0)) })
/// struct RelojTests { … }
///
/// @Test(.dependencias { $0.continuousClock = RelojInmediato() })
/// func terminaSinEsperar() async { … }
/// ```
///
/// On a suite it applies to every test inside; a test's own trait then adds its overrides on top of
/// the suite's.
public struct TraitDeDependencias: TestTrait, SuiteTrait, TestScoping {
    private let actualizar: @Sendable (inout DependencyValues) -> Void

    init(actualizar: @escaping @Sendable (inout DependencyValues) -> Void) {
        self.actualizar = actualizar
    }

    /// Each test gets its own scope, hence its own cache.
    public var isRecursive: Bool {
        true
    }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // Installed for good and never put back: tests run in parallel, and one test restoring the
        // live reporter would silence the issues of another.
        InformeDeProblemas.instalar(registrarComoProblemaDeTest)
        try await withDependencies {
            $0.reiniciarCache()
            actualizar(&$0)
        } operation: {
            try await function()
        }
    }
}

extension Trait where Self == TraitDeDependencias {
    /// Fresh dependency values for each test, with Core's problems recorded as test issues.
    public static var dependencias: Self {
        TraitDeDependencias { _ in }
    }

    /// Fresh dependency values for each test, changed by `actualizar`.
    public static func dependencias(
        _ actualizar: @escaping @Sendable (inout DependencyValues) -> Void
    ) -> Self {
        TraitDeDependencias(actualizar: actualizar)
    }
}

/// Records a problem reported by Core as an issue of the running test, at the place that reported it.
@Sendable func registrarComoProblemaDeTest(_ problema: ProblemaInformado) {
    Issue.record(
        Comment(rawValue: problema.mensaje),
        sourceLocation: SourceLocation(
            fileID: problema.fileID,
            filePath: problema.filePath,
            line: problema.line,
            column: problema.column
        )
    )
}
