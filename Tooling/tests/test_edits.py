"""The places Tooling/Mutants offers build-isolation.sh to edit, and the names it counts."""
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import finder  # noqa: E402

SOURCES = {
    "Modules/A/Domain/Publico.swift": "public struct Marcador {\n    public func pitar() {\n        print(1)\n    }\n"
                                     "    public init(cuando: @escaping () -> Int) {\n    }\n"
                                     "    public struct Anidado {}\n}\npublic enum Lado {}\n"
                                     "#if canImport(SwiftUI)\nfunc oculta() {\n}\n#endif\n",
    "Modules/A/Domain/Privado.swift": "struct Interno {\n    @inlinable func rapido() {\n    }\n    func contar() -> Int {\n        1\n    }\n"
                                      "    private func anotar(_ gol: Int) {\n        print(gol)\n    }\n}\n",
}
ABOVE = {"Modules/B/Domain/Uso.swift": "// Marcador, Lado, Lado\nlet m = Marcador(cuando: { 1 })\nlet t = \"Lado\"\nlet l: Lado? = nil\n"
                                     "func f() { Marcador(cuando: { 2 }).pitar() }\n"}


class Edits(unittest.TestCase):
    """What Tooling/Mutants --edits reads in small sources (built once); the plans made of it are
    tested in Tests/BuildIsolationTests."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="test-edits-")
        cls.binary = finder.finder(cls.folder)
        for path, text in {**SOURCES, **ABOVE}.items():
            os.makedirs(os.path.dirname(os.path.join(cls.folder, path)), exist_ok=True)
            with open(os.path.join(cls.folder, path), "w") as file:
                file.write(text)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder)

    def syntax(self, paths):
        return finder.edits(sorted(paths), self.folder, self.binary)

    def test_a_body_is_a_function_or_initializer_that_returns_nothing_and_is_not_inlinable(self):
        bodies = [(b["file"], b["line"], b["isPublic"]) for b in self.syntax(SOURCES)["bodies"]]
        # A public initializer whose parameter is a closure returns nothing too; a function behind #if
        # may not be compiled at all, so it is not offered.
        self.assertEqual(bodies, [("Modules/A/Domain/Privado.swift", 7, False), ("Modules/A/Domain/Publico.swift", 2, True),
                                  ("Modules/A/Domain/Publico.swift", 5, True)])
        privado = SOURCES["Modules/A/Domain/Privado.swift"].encode()
        body = self.syntax(SOURCES)["bodies"][0]
        self.assertEqual(privado[: body["start"]].decode().splitlines()[-1], "    private func anotar(_ gol: Int) {")
        self.assertEqual(body["replacement"], " _ = 0;\n")

    def test_public_types_are_the_top_level_ones_in_order(self):
        types = [(t["file"], t["name"]) for t in self.syntax(SOURCES)["publicTypes"]]
        self.assertEqual(types, [("Modules/A/Domain/Publico.swift", "Marcador"), ("Modules/A/Domain/Publico.swift", "Lado")])

    def test_names_count_uses_not_comments_or_strings(self):
        names = self.syntax(ABOVE)["names"]
        self.assertEqual((names.get("Marcador"), names.get("Lado")), (2, 1))


if __name__ == "__main__":
    unittest.main()
