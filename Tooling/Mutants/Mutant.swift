/// One planted fault: replace the UTF-8 bytes `start..<end` of `file` by `replacement`. `line` and
/// `column` (in characters, from 1) say where it is, and `description` what it does, as
/// Tooling/mutation-test.sh prints it and Tooling/mutation-equivalents.txt names it.
struct Mutant: Encodable {
    var file: String
    var line: Int
    var column: Int
    var `operator`: String
    var description: String
    var start: Int
    var end: Int
    var replacement: String
}
