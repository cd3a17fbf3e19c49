public import Foundation

/// Makes identifiers: read it as `@Dependency(\.uuid) var uuid` and call it, `uuid()`.
public typealias GeneradorDeUUID = Generador<UUID>

extension Generador where Valor == UUID {
    /// The system's random (version 4) identifiers: the live value.
    public static var aleatorio: Generador<UUID> {
        Generador { UUID() }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…-000000000001`, and so on; each use of
    /// `incremental` starts its own count.
    public static var incremental: Generador<UUID> {
        let siguiente = Cerrojo<UInt64>(0)
        return Generador {
            let numero = siguiente.withLock { siguiente in
                defer { siguiente += 1 }
                return siguiente
            }
            return uuid(numero)
        }
    }

    /// The identifier whose last twelve hexadecimal digits are `numero` (`uuid(1)` is `…-000000000001`).
    public static func uuid(_ numero: UInt64) -> UUID {
        let texto = String(numero, radix: 16, uppercase: true)
        let relleno = String(repeating: "0", count: max(0, 12 - texto.count))
        guard let uuid = UUID(uuidString: "00000000-0000-0000-0000-\(relleno)\(texto)") else {
            preconditionFailure("\(numero) does not fit in the last twelve digits of a UUID.")
        }
        return uuid
    }
}
