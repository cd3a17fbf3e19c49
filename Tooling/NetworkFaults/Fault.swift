/// How the server on 127.0.0.1 behaves, by the name the table gives it. `ok` and `empty` are the
/// healthy answers: the runs every fault is measured against, and the last case.
enum Fault: String, CaseIterable, Sendable {
    case ok, empty, silent, late, drip, tls, reset, huge, invalid, status500, status404

    /// The faults every mode meets, in the table's order.
    static let trials: [Fault] = [.silent, .late, .drip, .tls, .reset, .huge, .invalid, .status500, .status404]

    /// `tls` is a plain-HTTP server that the app is told speaks https.
    var scheme: String { self == .tls ? "https" : "http" }

    /// The app's own words for this fault; a healthy answer has none.
    var expectedMessage: String? {
        switch self {
        case .ok: nil
        case .silent, .late, .drip: "El servidor tardó demasiado en responder"
        case .tls, .reset: "No hay conexión"
        case .huge, .invalid: "La respuesta del servidor no se pudo leer"
        case .status500: "El servidor respondió con el código 500"
        case .status404: "El servidor respondió con el código 404"
        case .empty: "El servidor respondió sin datos; se mantiene lo guardado"
        }
    }
}
