public import Core

extension UsuarioDTO {
    /// `GET /users`: the people who can referee.
    public static let ruta = "users"

    /// The sample referees as the server sends them: JSONPlaceholder's ten users, with their emails.
    public static let deEjemplo: [UsuarioDTO] = zip(Arbitro.deMuestra, correosDeEjemplo).map { arbitro, correo in
        UsuarioDTO(id: arbitro.id, name: arbitro.nombre, email: correo, address: DireccionDTO(city: arbitro.ciudad))
    }

    /// The emails the server sends with each sample referee, in the same order (the app does not keep them).
    private static let correosDeEjemplo = [
        "Sincere@april.biz", "Shanna@melissa.tv", "Nathan@yesenia.net", "Julianne.OConner@kory.org", "Lucio_Hettinger@annie.ca",
        "Karley_Dach@jasper.info", "Telly.Hoeger@billy.biz", "Sherwood@rosamond.me", "Chaim_McDermott@dana.io", "Rey.Padberg@karina.biz",
    ]

    /// The sample server's `GET /users`: the ten users.
    public static let respuestaDeEjemplo = RespuestaDeEjemplo(metodo: "GET", ruta: ruta) { _, _ in
        JSONDelServidor.codificar(deEjemplo)
    }
}
