import Foundation
import Testing

@testable import Core

/// What the file system said, read from every form Foundation gives it in.
@Suite struct ErrorDelSistemaDeArchivosTests {
    @Test func unArchivoQueNoEstaEsNoExisteConOSinCodigoPOSIX() {
        #expect(ErrorDelSistemaDeArchivos.noExiste(POSIXError(.ENOENT)))
        #expect(ErrorDelSistemaDeArchivos.noExiste(POSIXError(.ENOTDIR)))
        // Foundation's own error, with no POSIX code under it.
        #expect(ErrorDelSistemaDeArchivos.noExiste(CocoaError(.fileReadNoSuchFile)))
        #expect(!ErrorDelSistemaDeArchivos.noExiste(CocoaError(.fileReadCorruptFile)))
        #expect(!ErrorDelSistemaDeArchivos.noExiste(POSIXError(.EACCES)))
    }
}
