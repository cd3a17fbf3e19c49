"""The edits build-isolation.sh plans, and what it reads from `swift build -v`."""
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import edits  # noqa: E402
import mutants  # noqa: E402

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
    """The edits planned on the syntax trees of small sources, read by Tooling/Mutants (built once)."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="test-edits-")
        cls.binary = mutants.finder(cls.folder)
        for path, text in {**SOURCES, **ABOVE}.items():
            os.makedirs(os.path.dirname(os.path.join(cls.folder, path)), exist_ok=True)
            with open(os.path.join(cls.folder, path), "w") as file:
                file.write(text)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder)

    def syntax(self, paths):
        return edits.syntax(sorted(paths), self.folder, self.binary)

    def test_the_body_edit_goes_first_in_a_non_public_function_that_returns_nothing(self):
        path, line, text = edits.body_edit(self.syntax(SOURCES), SOURCES)
        self.assertEqual((path, line), ("Modules/A/Domain/Privado.swift", 7))
        self.assertEqual(text.splitlines()[6], "    private func anotar(_ gol: Int) { _ = 0;")
        # A public initializer whose parameter is a closure returns nothing too; a function behind #if
        # may not be compiled at all, so the non-public one there is not taken.
        only_public = {"Modules/A/Domain/Publico.swift": SOURCES["Modules/A/Domain/Publico.swift"]}
        self.assertEqual([b["line"] for b in self.syntax(only_public)["bodies"]], [2, 5])
        self.assertEqual(edits.body_edit(self.syntax(only_public), only_public)[:2], ("Modules/A/Domain/Publico.swift", 2))

    def test_the_api_edit_extends_the_public_type_named_most_above_the_module(self):
        path, name, uses, text = edits.api_edit(self.syntax(SOURCES), self.syntax(ABOVE), SOURCES)
        # Names in comments and strings are not uses.
        self.assertEqual((path, name, uses), ("Modules/A/Domain/Publico.swift", "Marcador", 2))
        self.assertTrue(text.endswith(f"extension Marcador {{\n    public func {edits.PROBE}() -> Int {{ 0 }}\n}}\n"))
        self.assertIsNone(edits.api_edit(self.syntax(["Modules/A/Domain/Privado.swift"]), self.syntax([]), SOURCES))

    def test_the_verbose_build_names_modules_their_primary_files_and_relinks(self):
        log = ("/usr/bin/swift-frontend -frontend -c -primary-file /s/A/Uno.swift /s/A/Dos.swift -module-name A -o x.o\n"
               "/usr/bin/swift-frontend -frontend -c -primary-file /s/Package.swift -module-name M\n"
               "/usr/bin/swiftc -emit-executable -o /b/debug/marcador-demo x.o\n")
        self.assertEqual(edits.parse_build(log), ({"A": {"/s/A/Uno.swift"}}, {"marcador-demo"}))

    def test_the_goal_allows_a_leaf_to_reach_only_itself_and_the_apps(self):
        results = {"Hoja": (1.0, {"Hoja": set(), "App": set()}, set()), "Otra": (1.0, {"Otra": set(), "Hoja": set()}, set())}
        self.assertEqual(edits.goal("api", results, ["Hoja", "Otra"], ["App"], False),
                         ["PASS public-API edit in Hoja recompiles only App, Hoja", "FAIL public-API edit in Otra recompiles also Hoja"])
        self.assertEqual(edits.goal("body", results, [], [], False), ["FAIL body-only: Hoja recompiled App, Hoja; Otra recompiled Hoja, Otra"])


if __name__ == "__main__":
    unittest.main()
