/// A tournament file exactly as the app wrote it in format 1, before matches kept their status:
/// a tour of `marcador-demo` (match 1 played with a goal by hand at 45', Bea #14 signed for Rayo FC).
/// Kept byte for byte, so reading what an earlier version wrote stays tested.
let torneoEscritoEnLaVersion1 = #"""
    {
      "equipos" : [
        {
          "nombre" : "Rayo FC",
          "plantilla" : [
            {
              "dorsal" : 9,
              "nombre" : "Ana"
            },
            {
              "nombre" : "Luis"
            },
            {
              "dorsal" : 1,
              "nombre" : "Marta"
            },
            {
              "dorsal" : 14,
              "nombre" : "Bea"
            }
          ]
        },
        {
          "nombre" : "Toros",
          "plantilla" : [
            {
              "dorsal" : 7,
              "nombre" : "Iván"
            },
            {
              "dorsal" : 10,
              "nombre" : "Sofía"
            }
          ]
        },
        {
          "nombre" : "Lobos",
          "plantilla" : [
            {
              "dorsal" : 4,
              "nombre" : "Pedro"
            },
            {
              "dorsal" : 5,
              "nombre" : "Carla"
            }
          ]
        },
        {
          "nombre" : "Águilas",
          "plantilla" : [
            {
              "dorsal" : 11,
              "nombre" : "Nico"
            }
          ]
        }
      ],
      "nombre" : "Copa Barrio",
      "partidos" : [
        {
          "eventos" : [
            {
              "equipo" : "Rayo FC",
              "jugador" : "Ana",
              "minuto" : 12,
              "tipo" : "gol"
            },
            {
              "color" : "amarilla",
              "equipo" : "Toros",
              "jugador" : "Iván",
              "minuto" : 30,
              "tipo" : "tarjeta"
            },
            {
              "equipo" : "Toros",
              "jugador" : "Iván",
              "minuto" : 55,
              "tipo" : "gol"
            },
            {
              "equipo" : "Rayo FC",
              "jugador" : "Ana",
              "minuto" : 80,
              "tipo" : "gol"
            },
            {
              "entra" : "Luis",
              "equipo" : "Rayo FC",
              "minuto" : 85,
              "sale" : "Ana",
              "tipo" : "cambio"
            },
            {
              "equipo" : "Toros",
              "jugador" : "Sofía",
              "minuto" : 45,
              "tipo" : "gol"
            }
          ],
          "local" : "Rayo FC",
          "visitante" : "Toros"
        },
        {
          "eventos" : [
            {
              "equipo" : "Lobos",
              "jugador" : "Pedro",
              "minuto" : 23,
              "tipo" : "gol"
            },
            {
              "equipo" : "Águilas",
              "jugador" : "Nico",
              "minuto" : 67,
              "tipo" : "gol"
            }
          ],
          "local" : "Lobos",
          "visitante" : "Águilas"
        },
        {
          "eventos" : [
            {
              "equipo" : "Rayo FC",
              "jugador" : "Luis",
              "minuto" : 8,
              "tipo" : "gol"
            },
            {
              "color" : "amarilla",
              "equipo" : "Lobos",
              "jugador" : "Carla",
              "minuto" : 40,
              "tipo" : "tarjeta"
            },
            {
              "equipo" : "Lobos",
              "jugador" : "Carla",
              "minuto" : 71,
              "tipo" : "gol"
            },
            {
              "equipo" : "Rayo FC",
              "jugador" : "Ana",
              "minuto" : 88,
              "tipo" : "gol"
            }
          ],
          "local" : "Rayo FC",
          "visitante" : "Lobos"
        },
        {
          "eventos" : [
            {
              "equipo" : "Toros",
              "jugador" : "Sofía",
              "minuto" : 34,
              "tipo" : "gol"
            }
          ],
          "local" : "Toros",
          "visitante" : "Águilas"
        },
        {
          "eventos" : [
            {
              "color" : "roja",
              "equipo" : "Águilas",
              "jugador" : "Nico",
              "minuto" : 52,
              "tipo" : "tarjeta"
            }
          ],
          "local" : "Águilas",
          "visitante" : "Rayo FC"
        },
        {
          "eventos" : [
            {
              "equipo" : "Toros",
              "jugador" : "Iván",
              "minuto" : 15,
              "tipo" : "gol"
            },
            {
              "equipo" : "Lobos",
              "jugador" : "Pedro",
              "minuto" : 44,
              "tipo" : "gol"
            },
            {
              "color" : "amarilla",
              "equipo" : "Toros",
              "jugador" : "Sofía",
              "minuto" : 60,
              "tipo" : "tarjeta"
            },
            {
              "equipo" : "Toros",
              "jugador" : "Iván",
              "minuto" : 90,
              "tipo" : "gol"
            }
          ],
          "local" : "Toros",
          "visitante" : "Lobos"
        },
        {
          "eventos" : [
            {
              "equipo" : "Rayo FC",
              "jugador" : "Marta",
              "minuto" : 5,
              "tipo" : "gol"
            }
          ],
          "local" : "Toros",
          "visitante" : "Rayo FC"
        },
        {
          "eventos" : [
            {
              "equipo" : "Lobos",
              "jugador" : "Carla",
              "minuto" : 77,
              "tipo" : "gol"
            }
          ],
          "local" : "Águilas",
          "visitante" : "Lobos"
        },
        {
          "eventos" : [

          ],
          "local" : "Lobos",
          "visitante" : "Rayo FC"
        },
        {
          "eventos" : [

          ],
          "local" : "Águilas",
          "visitante" : "Toros"
        },
        {
          "eventos" : [

          ],
          "local" : "Rayo FC",
          "visitante" : "Águilas"
        },
        {
          "eventos" : [

          ],
          "local" : "Lobos",
          "visitante" : "Toros"
        },
        {
          "eventos" : [

          ],
          "local" : "Rayo FC",
          "visitante" : "Toros"
        },
        {
          "eventos" : [

          ],
          "local" : "Lobos",
          "visitante" : "Águilas"
        },
        {
          "eventos" : [

          ],
          "local" : "Rayo FC",
          "visitante" : "Lobos"
        },
        {
          "eventos" : [

          ],
          "local" : "Toros",
          "visitante" : "Águilas"
        },
        {
          "eventos" : [

          ],
          "local" : "Águilas",
          "visitante" : "Rayo FC"
        },
        {
          "eventos" : [

          ],
          "local" : "Toros",
          "visitante" : "Lobos"
        }
      ],
      "version" : 1
    }
    """#
