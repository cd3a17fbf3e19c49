extension Arbitro {
    /// The sample tournament server's referees (JSONPlaceholder's ten users): what the built-in
    /// service answers, what previews show and what tests name.
    public static let deMuestra = [
        Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"),
        Arbitro(id: 2, nombre: "Ervin Howell", ciudad: "Wisokyburgh"),
        Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven"),
        Arbitro(id: 4, nombre: "Patricia Lebsack", ciudad: "South Elvis"),
        Arbitro(id: 5, nombre: "Chelsey Dietrich", ciudad: "Roscoeview"),
        Arbitro(id: 6, nombre: "Mrs. Dennis Schulist", ciudad: "South Christy"),
        Arbitro(id: 7, nombre: "Kurtis Weissnat", ciudad: "Howemouth"),
        Arbitro(id: 8, nombre: "Nicholas Runolfsdottir V", ciudad: "Aliyaview"),
        Arbitro(id: 9, nombre: "Glenna Reichert", ciudad: "Bartholomebury"),
        Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury"),
    ]
}
