@testable import ArchitectureCheck

/// Occurrences written by hand, as the compiler records them: a symbol's USR is its name here.
extension IndexedOccurrence {
    static func definicion(_ nombre: String, linea: Int = 1, columna: Int = 1, tipo: Int32 = 6) -> IndexedOccurrence {
        IndexedOccurrence(usr: "s:" + nombre, name: nombre, kind: tipo, roles: definition, line: linea, column: columna)
    }

    static func referencia(_ nombre: String, linea: Int, columna: Int = 1, implicita: Bool = false) -> IndexedOccurrence {
        IndexedOccurrence(
            usr: "s:" + nombre, name: nombre, kind: 6, roles: reference | (implicita ? implicit : 0), line: linea, column: columna)
    }

    /// `import Modulo` at its place.
    static func modulo(_ nombre: String, linea: Int, columna: Int = 8) -> IndexedOccurrence {
        IndexedOccurrence(usr: "c:@M@" + nombre, name: nombre, kind: moduleKind, roles: reference, line: linea, column: columna)
    }
}
