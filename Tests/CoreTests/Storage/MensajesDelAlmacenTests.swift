import Core
import Foundation
import Testing

@Suite("Mensajes del almacén")
struct MensajesDelAlmacenTests {
    let archivo = URL(fileURLWithPath: "/datos/arbitros.json")

    @Test func noSePudoGuardarDiceQueArchivoYPorQue() {
        let error = ErrorDeAlmacen.noSePudoGuardar(archivo: archivo, motivo: "no queda espacio en el disco")

        #expect(error.mensaje == "No se pudo guardar arbitros.json: no queda espacio en el disco.")
    }

    @Test func noSePudoBorrarDiceQueArchivoYPorQue() {
        let error = ErrorDeAlmacen.noSePudoBorrar(archivo: archivo, motivo: "no hay permiso")

        #expect(error.mensaje == "No se pudo borrar arbitros.json: no hay permiso.")
    }

    @Test func unArchivoQueNoSePudoMoverDiceQueSigueDondeEstaba() {
        let apartado = ArchivoApartado(
            original: archivo,
            copia: archivo,
            motivo: "no es JSON válido; tampoco se pudo apartar: el disco es de solo lectura"
        )

        #expect(apartado.sigueEnSuSitio)
        #expect(
            apartado.mensaje
                == "No se pudo leer arbitros.json (no es JSON válido; tampoco se pudo apartar: el disco es de solo lectura); se ha dejado donde "
                + "estaba, sin tocarlo, y nada se guardará encima: revisa /datos/arbitros.json o bórralo."
        )
    }

    @Test func unMotivoConPuntoFinalNoRepiteElPunto() {
        let apartado = ArchivoApartado(
            original: archivo,
            copia: URL(fileURLWithPath: "/datos/arbitros.json.unreadable-20261130T161700Z"),
            motivo: "El minuto 130 no está entre 0 y 120."
        )

        #expect(
            apartado.mensaje
                == "No se pudo leer arbitros.json (El minuto 130 no está entre 0 y 120); se ha guardado aparte como "
                + "/datos/arbitros.json.unreadable-20261130T161700Z: la app sigue sin él; revisa esa copia o bórrala."
        )
    }
}
