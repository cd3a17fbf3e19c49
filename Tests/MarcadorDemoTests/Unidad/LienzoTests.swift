import Testing

@testable import MarcadorDemo

@Suite struct LienzoTests {
    private let esc = "\u{1B}["

    @Test func lasLineasSeCortanOSeRellenanAlTamano() {
        let lienzo = Lienzo(ancho: 4, alto: 3, lineas: ["abcdef", "x"])
        #expect(lienzo.lineas == ["abcd", "x   ", "    "])
    }

    @Test func sinDibujoAnteriorSeDibujaEntero() {
        let lienzo = Lienzo(ancho: 3, alto: 2, lineas: ["ab", "cd"])
        #expect(lienzo.dibujo(desde: nil) == "\(esc)0m\(esc)2J\(esc)1;1Hab \(esc)2;1Hcd ")
    }

    @Test func soloSeReescribenLasCeldasQueCambian() {
        let antes = Lienzo(ancho: 20, alto: 2, lineas: ["Rayo FC 1-0 Toros", "minuto 12"])
        let despues = Lienzo(ancho: 20, alto: 2, lineas: ["Rayo FC 1-1 Toros", "minuto 13"])
        #expect(despues.dibujo(desde: antes) == "\(esc)1;11H1\(esc)2;9H3")
    }

    @Test func dosCambiosCercanosSeUnenEnUnaSolaEscritura() {
        let antes = Lienzo(ancho: 10, alto: 1, lineas: ["a-b-c"])
        let despues = Lienzo(ancho: 10, alto: 1, lineas: ["x-y-z"])
        #expect(despues.dibujo(desde: antes) == "\(esc)1;1Hx-y-z")
    }

    @Test func sinCambiosNoSeEscribeNada() {
        let lienzo = Lienzo(ancho: 5, alto: 2, lineas: ["hola"])
        #expect(lienzo.dibujo(desde: lienzo) == "")
    }

    @Test func otroTamanoSeDibujaEntero() {
        let antes = Lienzo(ancho: 5, alto: 2, lineas: ["hola"])
        let despues = Lienzo(ancho: 6, alto: 2, lineas: ["hola"])
        #expect(despues.dibujo(desde: antes) == despues.dibujoCompleto())
    }

    @Test func unaFilaResaltadaVaEnVideoInversoYVuelveANormal() {
        let antes = Lienzo(ancho: 4, alto: 2, lineas: ["gol", "x"])
        let despues = Lienzo(ancho: 4, alto: 2, lineas: ["gol", "x"], resaltadas: [0])
        #expect(despues.dibujo(desde: antes) == "\(esc)1;1H\(esc)7mgol \(esc)0m")
    }
}
