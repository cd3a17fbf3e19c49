/// The live view's full-screen terminal picture as a grid of cells, and the ANSI text that turns one
/// picture into the next by rewriting only the cells that changed.
///
/// One `Character` is one column: the pictures drawn here use letters, digits, punctuation and
/// box-drawing characters, never wide glyphs such as emoji.
public struct Lienzo: Equatable, Sendable {
    public struct Celda: Equatable, Sendable {
        public var caracter: Character
        /// Drawn in reverse video (a goal flashing).
        public var resaltada: Bool

        public init(_ caracter: Character, resaltada: Bool = false) {
            self.caracter = caracter
            self.resaltada = resaltada
        }
    }

    public let ancho: Int
    public let alto: Int
    private var celdas: [Celda]

    /// `lineas` cut or padded with spaces to exactly `ancho` × `alto`; the rows in `resaltadas` are
    /// drawn in reverse video.
    public init(ancho: Int, alto: Int, lineas: [String], resaltadas: Set<Int> = []) {
        precondition(ancho >= 0 && alto >= 0, "A picture has a size of at least 0 × 0")
        self.ancho = ancho
        self.alto = alto
        celdas = []
        celdas.reserveCapacity(ancho * alto)
        for fila in 0..<alto {
            let texto = fila < lineas.count ? Array(lineas[fila].prefix(ancho)) : []
            let resaltada = resaltadas.contains(fila)
            for columna in 0..<ancho {
                celdas.append(Celda(columna < texto.count ? texto[columna] : " ", resaltada: resaltada))
            }
        }
    }

    public subscript(fila: Int, columna: Int) -> Celda {
        celdas[fila * ancho + columna]
    }

    /// The rows as text, without attributes: what a person reads.
    public var lineas: [String] {
        (0..<alto).map { fila in String((0..<ancho).map { self[fila, $0].caracter }) }
    }

    /// Clears the screen and writes every cell.
    public func dibujoCompleto() -> String {
        var salida = Ansi.normal + Ansi.borrarPantalla
        var resaltado = false
        for fila in 0..<alto {
            salida += Ansi.irA(fila: fila, columna: 0)
            for columna in 0..<ancho {
                escribir(self[fila, columna], en: &salida, resaltado: &resaltado)
            }
        }
        return salida + (resaltado ? Ansi.normal : "")
    }

    /// The text that turns `anterior` into this picture: for each run of changed cells, one cursor
    /// move and the new cells. Runs closer than a cursor move are joined, rewriting the few unchanged
    /// cells between them. A different size (or no previous picture) means a full redraw.
    public func dibujo(desde anterior: Lienzo?) -> String {
        guard let anterior, anterior.ancho == ancho, anterior.alto == alto else { return dibujoCompleto() }
        var salida = ""
        var resaltado = false
        for fila in 0..<alto {
            var columna = 0
            while columna < ancho {
                guard self[fila, columna] != anterior[fila, columna] else {
                    columna += 1
                    continue
                }
                var fin = columna + 1
                var igualesSeguidas = 0
                var busqueda = fin
                while busqueda < ancho, igualesSeguidas < Self.huecoQueSeReescribe {
                    if self[fila, busqueda] != anterior[fila, busqueda] {
                        fin = busqueda + 1
                        igualesSeguidas = 0
                    } else {
                        igualesSeguidas += 1
                    }
                    busqueda += 1
                }
                salida += Ansi.irA(fila: fila, columna: columna)
                for cambiada in columna..<fin {
                    escribir(self[fila, cambiada], en: &salida, resaltado: &resaltado)
                }
                columna = fin
            }
        }
        return salida + (resaltado ? Ansi.normal : "")
    }

    /// Unchanged cells up to this many between two changes are rewritten rather than skipped with a
    /// cursor move, which costs about as many bytes.
    private static let huecoQueSeReescribe = 6

    private func escribir(_ celda: Celda, en salida: inout String, resaltado: inout Bool) {
        if celda.resaltada != resaltado {
            salida += celda.resaltada ? Ansi.inverso : Ansi.normal
            resaltado = celda.resaltada
        }
        salida.append(celda.caracter)
    }
}

/// The escape sequences the live view uses, and only those.
public enum Ansi {
    public static let pantallaAlternativa = "\u{1B}[?1049h"
    public static let pantallaNormal = "\u{1B}[?1049l"
    public static let ocultarCursor = "\u{1B}[?25l"
    public static let mostrarCursor = "\u{1B}[?25h"
    public static let borrarPantalla = "\u{1B}[2J"
    public static let inverso = "\u{1B}[7m"
    public static let normal = "\u{1B}[0m"

    /// Rows and columns count from 0 here, from 1 on the terminal.
    public static func irA(fila: Int, columna: Int) -> String {
        "\u{1B}[\(fila + 1);\(columna + 1)H"
    }
}
