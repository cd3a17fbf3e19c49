import Foundation

/// Text from outside (a typed command, an argument, a name read from a file) as it may be printed:
/// never a raw escape sequence that could rewrite the terminal, never a password.
enum TextoVisible {
    /// Control and invisible format characters as `\u{1B}`; everything else as it is.
    static func escapado(_ texto: String) -> String {
        var resultado = ""
        for escalar in texto.unicodeScalars {
            switch escalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                resultado += "\\u{\(String(escalar.value, radix: 16, uppercase: true))}"
            default:
                resultado.unicodeScalars.append(escalar)
            }
        }
        return resultado
    }

    /// `scheme://user:password@host…` with the password replaced by `***`; other text unchanged.
    static func sinSecretos(_ texto: String) -> String {
        guard let esquema = texto.range(of: "://") else { return texto }
        let resto = texto[esquema.upperBound...]
        let autoridad = resto.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let arroba = autoridad.lastIndex(of: "@"), let dosPuntos = autoridad[..<arroba].firstIndex(of: ":") else {
            return texto
        }
        return String(texto[..<texto.index(after: dosPuntos)]) + "***" + String(texto[arroba...])
    }
}
