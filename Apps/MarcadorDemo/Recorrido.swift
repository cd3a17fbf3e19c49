import Arbitros
import Core
import Cronica
import Equipos
import Marcador
import MarcadorApp
import Partidos
import Torneo

/// The scripted tour: every feature's screens, driven through the
/// real container, in the order a person would visit them. `--pantalla` runs one part alone.
@MainActor
struct Recorrido {
    let app: ArranqueDeLaApp
    let marcha: Marcha
    let consola: Consola

    private var contenedor: ContenedorDeLaApp { app.contenedor }

    /// The minute of the goal by hand: within any duration (60 or 90).
    static let minutoDelGolAMano = 45
    /// Who is signed in the Equipos part.
    static let fichaje = (equipo: "Rayo FC", nombre: "Bea", dorsal: 14)

    /// Every part in turn; `false` when a part could not do what it narrated (it said why).
    func completo() async -> Bool {
        partidos()
        let completo = await partido()
        await arbitros()
        await cronica()
        equipos()
        cerrarElPartido()
        return completo
    }

    func partidos() {
        Pantallas.lista(contenedor.listaDePartidosViewModel(), en: consola)
    }

    func goleadores() {
        Pantallas.goleadores(contenedor.goleadoresViewModel(), en: consola)
    }

    /// Match 1 played to the end: scripted goals announced, a goal by hand at exactly minute 45, a
    /// second match refused, and the match going on after its screen closes. `false`, saying why,
    /// when the match could not be played as narrated.
    func partido() async -> Bool {
        let ritmo = marcha.msPorMinuto == 0 ? "on a clock the tour steps itself" : "\(marcha.msPorMinuto) ms a minute"
        consola.nota("Open match 1: the screen starts it (\(contenedor.ajustes.duracionDelPartido) minutes, \(ritmo)).")
        var pantalla: PartidoViewModel? = contenedor.partidoViewModel(id: 1)
        pantalla?.empezar()
        guard let directo = contenedor.partidoEnJuego.directo(id: 1), !directo.terminado else {
            Pantallas.partido(pantalla!, en: consola)
            consola.nota("Match 1 could not be played: \(pantalla?.aviso ?? "it is not in the tournament"); the tour goes on without it.")
            return false
        }
        await marcha.empezado(directo)
        Pantallas.partido(pantalla!, en: consola)

        consola.nota("Open match 2 while match 1 plays: one match at a time.")
        otraPantalla(id: 2)

        await marcha.jugar(directo, hasta: Self.minutoDelGolAMano)
        guard directo.minuto == Self.minutoDelGolAMano, !directo.terminado else {
            consola.nota("Match 1 stopped at minute \(directo.minuto), before the goal by hand at \(Self.minutoDelGolAMano).")
            return false
        }
        pantalla?.registrarGol(.visitante)
        var completo = true
        if let aviso = pantalla?.aviso {
            consola.nota("A goal by hand for the away side at minute \(directo.minuto) was refused: \(aviso)")
            completo = false
        } else {
            consola.nota("A goal by hand for the away side at minute \(directo.minuto): saved, not announced.")
        }
        Pantallas.partido(pantalla!, en: consola)

        consola.nota("Close the match screen: the match goes on, as the bar on the next screen shows.")
        pantalla = nil
        goleadores()

        await marcha.jugarHastaElFinal(directo)
        consola.nota("Full time.")
        partidos()
        return completo
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

    /// A report that could not be published (no network, say) is part of the tour: the screen says
    /// why, and so does the narration.
    func cronica() async {
        let pantalla = contenedor.cronicaViewModel(id: 1)
        consola.nota("Write the report of match 1 and publish it.")
        Pantallas.cronica(pantalla, en: consola)
        await pantalla.publicar()
        Pantallas.cronica(pantalla, en: consola)
        if case .publicada = pantalla.estado { return }
        consola.nota("The report of match 1 was not published: the screen above says why.")
    }

    /// Signs a player once; on later runs the saved roster already has them. A refused signing is
    /// narrated as such.
    func equipos() {
        let pantalla = contenedor.equiposViewModel()
        Pantallas.equipos(pantalla, en: consola)
        let (equipo, nombre, dorsal) = Self.fichaje
        if contenedor.partidos.equipo(llamado: equipo)?.jugador(llamado: nombre) != nil {
            consola.nota("\(nombre) already plays for \(equipo): signed on an earlier run and saved.")
            return
        }
        consola.nota("Sign \(nombre) #\(dorsal) for \(equipo).")
        let fichado = pantalla.fichar(equipo: equipo, nombre: nombre, dorsal: dorsal)
        Pantallas.equipos(pantalla, en: consola)
        if !fichado {
            consola.nota("\(nombre) could not be signed for \(equipo): the screen above says why.")
        }
    }

    /// Closing after the final whistle removes the bar.
    func cerrarElPartido() {
        guard contenedor.partidoEnJuego.directo != nil else { return }
        consola.nota("Close the finished match: the bar goes away.")
        contenedor.partidoEnJuego.cerrar()
        partidos()
    }
}
