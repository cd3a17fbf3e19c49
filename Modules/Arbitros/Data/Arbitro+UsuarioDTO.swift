extension Arbitro {
    /// The server calls referees users; the app keeps their id, name and city (the email is not shown).
    public init(usuario: UsuarioDTO) {
        self.init(id: usuario.id, nombre: usuario.name, ciudad: usuario.address.city)
    }
}
