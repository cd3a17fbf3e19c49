import Core

/// A key with a different value in each context.
enum ClaveConTresValores: DependencyKey {
    static let liveValue = "vivo"
    static let testValue = "prueba"
    static let previewValue = "vista previa"
}

/// A key that gives only its live value.
enum ClaveSoloConValorVivo: DependencyKey {
    static let liveValue = "vivo"
}

extension DependencyValues {
    var conTresValores: String {
        get { self[ClaveConTresValores.self] }
        set { self[ClaveConTresValores.self] = newValue }
    }

    var soloConValorVivo: String {
        get { self[ClaveSoloConValorVivo.self] }
        set { self[ClaveSoloConValorVivo.self] = newValue }
    }
}
