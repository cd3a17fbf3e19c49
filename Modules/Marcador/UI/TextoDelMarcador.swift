/// The match screen as plain text, for the headless demo: its title ("Partido n.º 1"),
/// "Rayo FC 2-1 Toros · minuto 55 · en juego", one line per goal ("12' Ana (Rayo FC)"), the last
/// minute mark, and the screen's notice when there is one.
public enum TextoDelMarcador {
    public static func lineas(de pantalla: PantallaDelPartido) -> [String] {
        var lineas = [pantalla.titulo]
        switch pantalla.contenido {
        case let .cargando(texto):
            lineas.append(texto)
        case let .error(mensaje):
            lineas.append(mensaje)
        case let .encuentro(encuentro):
            lineas.append(encuentro.resumen)
            lineas += encuentro.goles.map { "  " + $0 }
            if let ultimoAviso = encuentro.ultimoAviso {
                lineas.append(ultimoAviso)
            }
        }
        if let aviso = pantalla.aviso {
            lineas.append("Aviso: \(aviso)")
        }
        return lineas
    }
}
