import MarcadorApp

/// `marcador-demo --help`: fits one screen. The screens are the features' registrations.
enum Ayuda {
    static func texto(pantallas: [String]) -> String {
        let validos = Configuracion.msPorMinutoValidos
        let paraMirar = Opciones.Modo.interactivo.msPorMinutoPredeterminado
        let delRecorrido = Opciones.Modo.recorrido.msPorMinutoPredeterminado
        return """
            marcador-demo: the Marcador app, headless. It drives the real container, use cases and
            screens and prints what each screen shows.

            Usage: marcador-demo [mode] [options]

            Modes:
              (none)                   a scripted tour of the whole app
              --interactivo            type commands (or pipe them in); 'ayuda' lists them
              --en-vivo [N]            match N as a live scoreboard (default: the one in play or next)
              --pantalla NAME          one feature's screens alone:
            \(lineas(pantallas.joined(separator: " | ")))

            Options:
              --datos DIR              data folder (default: .marcador in the current folder)
              --reiniciar-datos        delete the saved tournament, referees and settings first
              --servidor URL           use a real JSONPlaceholder-style server (https, or http to
                                       127.0.0.1/localhost); default: the built-in sample service
              --sin-red                behave as if there were no network
              --ms-por-minuto N        real milliseconds per match minute, \(validos.lowerBound)…\(validos.upperBound); default
                                       \(paraMirar) with --interactivo and --en-vivo, \(delRecorrido) in the tour
                                       and --pantalla; 0: time moves only when the demo moves it
                                       (same output every run)
              --duracion 60|90         match duration, saved for the next runs
              --segundos-de-red N      how long a request to the server may take (1…120; default 10)
              -h, --help               this help

            Exit status: 0 success, 1 the app failed or a change was not saved, 2 bad usage.
            """
    }

    /// The list of screens, wrapped to fit the help's column.
    private static func lineas(_ texto: String) -> String {
        var lineas: [String] = []
        var actual = ""
        for palabra in texto.split(separator: " ") {
            if actual.count + palabra.count + 1 > 56, !actual.isEmpty {
                lineas.append(actual)
                actual = ""
            }
            actual += actual.isEmpty ? String(palabra) : " \(palabra)"
        }
        lineas.append(actual)
        return lineas.map { String(repeating: " ", count: 27) + $0 }.joined(separator: "\n")
    }
}
