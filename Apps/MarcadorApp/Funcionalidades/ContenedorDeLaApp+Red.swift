import Core
import Presentacion

/// The sample server's network, registered like a feature's: `red no` cuts it and `red si` brings it
/// back, so a tour or a person shows what each screen does offline. There is nothing to cut with a
/// real server, or when the app started without a network (`--sin-red`): then it has no command.
extension ContenedorDeLaApp {
    var funcionalidadDeRed: Funcionalidad {
        guard let red = redQueSeCorta else { return Funcionalidad(id: "red", titulo: "Red") }
        let comando = Comando("red", argumentos: "no|si", cuantos: 1...1, ayuda: "corta o devuelve la red del servicio de ejemplo") {
            palabras, sesion throws(ErrorDeComando) in
            switch palabras[0].lowercased() {
            case "no":
                red.sinConexion = true
                sesion.nota("Red cortada: el servicio de ejemplo no contesta hasta 'red si'.")
            case "si", "sí":
                red.sinConexion = false
                sesion.nota("Red devuelta: el servicio de ejemplo vuelve a contestar.")
            default: throw .pista("Escribe 'red no' para cortar la red o 'red si' para devolverla.")
            }
            return true
        }
        return Funcionalidad(id: "red", titulo: "Red", comandos: [comando])
    }
}
