import Foundation

/// Where library code reports a problem that is not an error of its caller's making (a dependency read
/// in a test without a test value, a misspelt context). Core cannot import a test library, so the
/// reporter is a hook: live it writes to standard error; test support installs one that records a
/// test issue.
public enum InformeDeProblemas {
    /// Receives each problem reported with ``reportIssue(_:fileID:filePath:line:column:)``.
    public typealias Informador = @Sendable (ProblemaInformado) -> Void

    private static let informador = Cerrojo<Informador>(escribirEnErrorEstandar)

    /// Makes `informador` receive every problem reported from now on, in every task.
    public static func instalar(_ informador: @escaping Informador) {
        self.informador.withLock { $0 = informador }
    }

    static func informar(_ problema: ProblemaInformado) {
        let informador = self.informador.withLock { $0 }
        informador(problema)
    }

    /// The live reporter: one line on standard error, never stopping the app.
    public static let escribirEnErrorEstandar: Informador = { problema in
        let linea = "\(problema.fileID):\(problema.line): \(problema.mensaje)\n"
        FileHandle.standardError.write(Data(linea.utf8))
    }
}

/// A problem reported by library code, with the place that reported it.
public struct ProblemaInformado: Sendable, Equatable {
    public let mensaje: String
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(mensaje: String, fileID: String, filePath: String, line: Int, column: Int) {
        self.mensaje = mensaje
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a problem through the installed reporter (see ``InformeDeProblemas``).
public func reportIssue(
    _ mensaje: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    InformeDeProblemas.informar(
        ProblemaInformado(
            mensaje: mensaje,
            fileID: "\(fileID)",
            filePath: "\(filePath)",
            line: Int(line),
            column: Int(column)
        )
    )
}
