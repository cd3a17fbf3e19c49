public import Core

extension UsuarioDTO {
    /// `GET /users`: the people who can referee.
    public static let ruta = "users"

    /// The ten users of JSONPlaceholder, with their real names, emails and cities: what the sample
    /// server answers.
    public static let deEjemplo: [UsuarioDTO] = [
        UsuarioDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDTO(city: "Gwenborough")),
        UsuarioDTO(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv", address: DireccionDTO(city: "Wisokyburgh")),
        UsuarioDTO(id: 3, name: "Clementine Bauch", email: "Nathan@yesenia.net", address: DireccionDTO(city: "McKenziehaven")),
        UsuarioDTO(id: 4, name: "Patricia Lebsack", email: "Julianne.OConner@kory.org", address: DireccionDTO(city: "South Elvis")),
        UsuarioDTO(id: 5, name: "Chelsey Dietrich", email: "Lucio_Hettinger@annie.ca", address: DireccionDTO(city: "Roscoeview")),
        UsuarioDTO(id: 6, name: "Mrs. Dennis Schulist", email: "Karley_Dach@jasper.info", address: DireccionDTO(city: "South Christy")),
        UsuarioDTO(id: 7, name: "Kurtis Weissnat", email: "Telly.Hoeger@billy.biz", address: DireccionDTO(city: "Howemouth")),
        UsuarioDTO(id: 8, name: "Nicholas Runolfsdottir V", email: "Sherwood@rosamond.me", address: DireccionDTO(city: "Aliyaview")),
        UsuarioDTO(id: 9, name: "Glenna Reichert", email: "Chaim_McDermott@dana.io", address: DireccionDTO(city: "Bartholomebury")),
        UsuarioDTO(id: 10, name: "Clementina DuBuque", email: "Rey.Padberg@karina.biz", address: DireccionDTO(city: "Lebsackbury")),
    ]

    /// The sample server's `GET /users`: the ten users.
    public static let respuestaDeEjemplo = RespuestaDeEjemplo(metodo: "GET", ruta: ruta) { _, _ in
        JSONDelServidor.codificar(deEjemplo)
    }
}
