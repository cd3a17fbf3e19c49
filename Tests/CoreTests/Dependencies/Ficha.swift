import Core
import Foundation

/// An owner that declares what it needs, as a feature's type would.
struct Ficha {
    @Dependency(\.uuid) var uuid

    func nuevoId() -> UUID {
        uuid()
    }
}

let idA = UUID(uuidString: "AAAAAAAA-0000-0000-0000-000000000000")!
let idB = UUID(uuidString: "BBBBBBBB-0000-0000-0000-000000000000")!
let idC = UUID(uuidString: "CCCCCCCC-0000-0000-0000-000000000000")!

/// The first identifier of the test value, `00000000-0000-0000-0000-000000000000`.
let primerIdDeTest = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
