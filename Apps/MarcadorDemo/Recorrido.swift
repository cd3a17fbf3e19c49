import Arbitros
import Core
import Cronica
import Equipos
import Marcador
import MarcadorApp
import Partidos
import Torneo

/// The scripted tour, like the lessons' "see it work": every feature's screens, driven through the
/// real container, in the order a person would visit them. `--pantalla` runs one part alone.
@MainActor
struct Recorrido {
    let app: ArranqueDeLaApp
    let consola: Consola

    private var contenedor: ContenedorDeLaApp { app.contenedor }

    /// The minute of the goal by hand: within any duration (60 or 90).
    static let minutoDelGolAMano = 45
    /// Who is signed in the Equipos part.
    static let fichaje = (equipo: "Rayo FC", nombre: "Bea", dorsal: 14)

    func completo() async {
        partidos()
        await partido()
        await arbitros()
        await cronica()
        equipos()
        cerrarElPartido()
    }

    func partidos() {
        Pantallas.lista(contenedor.listaDePartidosViewModel(), en: consola)
    }

    func goleadores() {
        Pantallas.goleadores(contenedor.goleadoresViewModel(), en: consola)
    }

    /// Match 1 played to the end: scripted goals announced, a goal by hand, a second match refused,
    /// and the match going on after its screen closes.
    func partido() async {
        consola.nota(
            "Open match 1: the screen starts it (\(contenedor.ajustes.duracionDelPartido) minutes, \(contenedor.ajustes.msPorMinuto) ms a minute)."
        )
        var pantalla: PartidoViewModel? = contenedor.partidoViewModel(id: 1)
        pantalla?.empezar()
        await Task.yield()  // let the match's task take the field before the screen is shown
        Pantallas.partido(pantalla!, en: consola)

        consola.nota("Open match 2 while match 1 plays: one match at a time.")
        otraPantalla(id: 2)

        let enJuego = contenedor.partidoEnJuego
        await esperar { (enJuego.directo?.minuto ?? .max) >= Self.minutoDelGolAMano || enJuego.directo?.terminado ?? true }
        consola.nota("A goal by hand for the away side at minute \(enJuego.directo?.minuto ?? 0): saved, not announced.")
        pantalla?.registrarGol(.visitante)
        Pantallas.partido(pantalla!, en: consola)

        consola.nota("Close the match screen: the match goes on, as the bar on the next screen shows.")
        pantalla = nil
        goleadores()

        await esperar { enJuego.directo?.terminado ?? true }
        consola.nota("Full time.")
        partidos()
    }

    private func otraPantalla(id: Int) {
        let otra = contenedor.partidoViewModel(id: id)
        otra.empezar()
        Pantallas.partido(otra, en: consola)
    }

    /// The saved list at once, a refresh, then the network goes down: the notice and the saved list.
    func arbitros() async {
        var pantalla: ArbitrosViewModel? = contenedor.arbitrosViewModel()
        consola.nota("Open the referees: the saved list first.")
        Pantallas.arbitros(pantalla!, en: consola)
        consola.nota("Refresh from the service.")
        await pantalla?.refrescar()
        Pantallas.arbitros(pantalla!, en: consola)
        if let servicio = app.servicioDeEjemplo, !servicio.sinConexion {
            consola.nota("The network goes down; refresh again.")
            servicio.sinConexion = true
            await pantalla?.refrescar()
            Pantallas.arbitros(pantalla!, en: consola)
            servicio.sinConexion = false
        }
        pantalla = nil
    }

    func cronica() async {
        let pantalla = contenedor.cronicaViewModel(id: 1)
        consola.nota("Write the report of match 1 and publish it.")
        Pantallas.cronica(pantalla, en: consola)
        await pantalla.publicar()
        Pantallas.cronica(pantalla, en: consola)
    }

    /// Signs a player once; on later runs the saved roster already has them.
    func equipos() {
        let pantalla = contenedor.equiposViewModel()
        Pantallas.equipos(pantalla, en: consola)
        let (equipo, nombre, dorsal) = Self.fichaje
        if contenedor.partidos.equipo(llamado: equipo)?.jugador(llamado: nombre) != nil {
            consola.nota("\(nombre) already plays for \(equipo): signed on an earlier run and saved.")
            return
        }
        consola.nota("Sign \(nombre) #\(dorsal) for \(equipo).")
        pantalla.fichar(equipo: equipo, nombre: nombre, dorsal: dorsal)
        Pantallas.equipos(pantalla, en: consola)
    }

    /// Closing after the final whistle removes the bar.
    func cerrarElPartido() {
        guard contenedor.partidoEnJuego.directo != nil else { return }
        consola.nota("Close the finished match: the bar goes away.")
        contenedor.partidoEnJuego.cerrar()
        partidos()
    }
}
