import Foundation
import Testing

@testable import ArchitectureCheck

/// The cached `swift package describe`: a new answer exactly when describe could answer differently.
@Suite struct DescribeCacheTests {
    private func paquete() throws -> URL {
        let raiz = scratchFolder("describe-cache")
        try FileManager.default.createDirectory(at: raiz.appendingPathComponent("Modules/A"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.2\n".utf8).write(to: raiz.appendingPathComponent("Package.swift"))
        try Data("let a = 1\n".utf8).write(to: raiz.appendingPathComponent("Modules/A/A.swift"))
        return raiz
    }

    @Test func laClaveCambiaConElManifiestoYConLosArchivosNoConSuContenido() throws {
        let raiz = try paquete()
        defer { try? FileManager.default.removeItem(at: raiz) }
        let primera = try #require(DescribeCache.key(root: raiz, swift: nil))

        try Data("let a = 2\n".utf8).write(to: raiz.appendingPathComponent("Modules/A/A.swift"))
        #expect(DescribeCache.key(root: raiz, swift: nil) == primera)

        try Data("let b = 1\n".utf8).write(to: raiz.appendingPathComponent("Modules/A/B.swift"))
        let conOtroArchivo = try #require(DescribeCache.key(root: raiz, swift: nil))
        #expect(conOtroArchivo != primera)

        try Data("// swift-tools-version: 6.2\n// cambiado\n".utf8).write(to: raiz.appendingPathComponent("Package.swift"))
        #expect(DescribeCache.key(root: raiz, swift: nil) != conOtroArchivo)
    }

    @Test func loGuardadoSeLeeConSuClaveYSoloLasMasRecientesQuedan() throws {
        let raiz = try paquete()
        defer { try? FileManager.default.removeItem(at: raiz) }

        DescribeCache.store(Data("primera".utf8), root: raiz, key: "primera")
        let primera = DescribeCache.folder(root: raiz).appendingPathComponent("describe-primera.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: primera.path)
        #expect(DescribeCache.cached(root: raiz, key: "primera") == Data("primera".utf8))
        for numero in 1..<DescribeCache.kept {
            DescribeCache.store(Data("\(numero)".utf8), root: raiz, key: "\(numero)")
        }
        #expect(DescribeCache.cached(root: raiz, key: "primera") == Data("primera".utf8))

        // One answer more than the cache keeps: the oldest goes, every other stays.
        DescribeCache.store(Data("nueva".utf8), root: raiz, key: "nueva")
        #expect(DescribeCache.cached(root: raiz, key: "primera") == nil)
        #expect(DescribeCache.cached(root: raiz, key: "nueva") == Data("nueva".utf8))
        for numero in 1..<DescribeCache.kept {
            #expect(DescribeCache.cached(root: raiz, key: "\(numero)") == Data("\(numero)".utf8))
        }
        // The cache lives in .build, which the key ignores.
        #expect(DescribeCache.key(root: raiz, swift: nil) == DescribeCache.key(root: raiz, swift: nil))
    }
}
