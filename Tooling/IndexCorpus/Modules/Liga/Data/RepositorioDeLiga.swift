import Core

public final class RepositorioDeLiga: LigaRepositorio {
    let servicio = Servicio()
    public init() {}
    public func equipos() -> [Equipo] { [] }
}

public struct ÁrbitroEnCaché {}
public struct _Oculto {}

public func cargarLiga() -> [Equipo] { [] }
