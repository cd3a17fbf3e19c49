import Testing

@testable import BuildIsolation

struct VerboseBuildTests {
    static let log = """
        /usr/bin/swift-frontend -frontend -c -primary-file /s/A/Uno.swift /s/A/Dos.swift -module-name A -o x.o
        /usr/bin/swift-frontend -frontend -c -primary-file /s/Package.swift -module-name M
        /usr/bin/swift-frontend -frontend -c -primary-file /s/Tooling/Plugins/P/P.swift -module-name P -o p.o
        /usr/bin/swift-frontend -frontend -emit-module /s/B/Tres.swift -module-name B
        /usr/bin/swiftc -emit-executable -o /b/debug/marcador-demo x.o
        """

    @Test func cadaModuloConSusArchivosPrimariosYCadaEjecutableEnlazadoOtraVez() {
        let build = VerboseBuild(log: Self.log, plugins: ["P"])
        // The manifest and a plugin's script are compiled by the build, not by a target.
        #expect(build == VerboseBuild(compiled: ["A": ["/s/A/Uno.swift"]], relinked: ["marcador-demo"]))
    }

    @Test func dosConstruccionesSeSuman() {
        var build = VerboseBuild(compiled: ["A": ["a"]], relinked: ["x"])
        build.add(VerboseBuild(compiled: ["A": ["b"], "B": ["c"]], relinked: ["y"]))
        #expect(build == VerboseBuild(compiled: ["A": ["a", "b"], "B": ["c"]], relinked: ["x", "y"]))
    }
}
