import MarcadorApp

/// `marcador-demo --help`: fits one screen. The screens are the features' registrations.
enum Ayuda {
    static func texto(pantallas: [String]) -> String {
        let validos = Configuracion.msPorMinutoValidos
        let paraMirar = Opciones.Modo.interactivo.msPorMinutoPredeterminado
        let delRecorrido = Opciones.Modo.recorrido.msPorMinutoPredeterminado
        return """
            marcador-demo: la app Marcador sin pantalla gráfica. Usa el contenedor, los casos de uso y
            las pantallas de verdad e imprime lo que muestra cada pantalla.

            Uso: marcador-demo [modo] [opciones]

            Modos:
              (ninguno)                un recorrido guiado por toda la app
              --interactivo            escribe órdenes (o pásalas por una tubería); 'ayuda' las lista
              --en-vivo [N]            el partido N en directo (sin N: el que está en juego o el siguiente)
              --pantalla NOMBRE        las pantallas de una sola funcionalidad:
            \(lineas(pantallas.joined(separator: " | ")))

            Opciones:
              --datos CARPETA          carpeta de datos (por omisión: .marcador en la carpeta actual)
              --reiniciar-datos        borra antes el torneo, los árbitros y los ajustes guardados
              --servidor URL           un servidor de verdad al estilo de JSONPlaceholder (https, o
                                       http hacia 127.0.0.1/localhost); por omisión, el servicio
                                       de ejemplo integrado
              --sin-red                como si no hubiera red
              --ms-por-minuto N        milisegundos reales por minuto de partido, \(validos.lowerBound)…\(validos.upperBound); por
                                       omisión \(paraMirar) con --interactivo y --en-vivo, \(delRecorrido) en el
                                       recorrido y con --pantalla; 0: el tiempo solo avanza
                                       cuando lo mueve el programa (la misma salida cada vez)
              --duracion 60|90         duración de los partidos, guardada para las siguientes veces
              --segundos-de-red N      segundos que puede tardar el servidor (0,1…120; por omisión 10)
              --registro               muestra también el registro interno (pantallas liberadas…)
              -h, --help, ayuda        esta ayuda

            Estado de salida: 0 todo bien, 1 la app falló o un cambio no se guardó, 2 uso incorrecto.
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
