"""Mutant generation on small Swift snippets (Tooling/Mutants); the run itself is tested in Swift."""
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import finder as mutants  # noqa: E402

SWIFT = '''func tope(_ goles: Int) -> Int {
    // a < b in a comment
    guard goles >= 0 else { return 0 }
    let texto = "a < b \\(goles + 1)"
    let siguiente = goles < 9 ? goles + 1 : 9
    return siguiente
}

func avisar(_ listo: Bool) throws {
    if listo { throw Fallo.otro }
}
'''


class Mutants(unittest.TestCase):
    """The finder (Tooling/Mutants), built once into a folder of the test's own."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="test-mutants-")
        cls.binary = mutants.finder(cls.folder)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder)

    def found(self, text, name="Modules/X/Domain/X.swift"):
        path = os.path.join(self.folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as file:
            file.write(text)
        return mutants.mutants_of([name], self.folder, self.binary)[name]

    def described(self, text):
        return [m["description"] for m in self.found(text)]

    def test_each_operator_finds_its_mutants_in_code_only(self):
        found = self.described(SWIFT)
        for expected in ("'>=' → '>'", "'<' → '<='", "guard 'goles >= 0' → '!(goles >= 0)'", "drop 'guard goles >= 0 else {…}'",
                         "ternary 'goles < 9' → '!(goles < 9)'", "if 'listo' → '!listo'", "drop 'throw Fallo.otro'",
                         "return at the start of 'avisar'", "'+' → '-'", "'9' → '10'", "'0' → '1'"):
            self.assertIn(expected, found)
        self.assertEqual(found.count("'+' → '-'"), 1)  # the one in the interpolation is inside a string
        self.assertNotIn("return at the start of 'tope'", found)  # it returns a value
        self.assertFalse(any("a < b" in d for d in found), found)  # nor in a comment or a string

    def test_a_mutant_is_the_text_with_one_edit_at_its_line_and_column(self):
        flip = next(m for m in self.found(SWIFT, "F.swift") if m["description"] == "'>=' → '>'")
        self.assertEqual((flip["line"], flip["column"]), (3, 17))
        self.assertEqual(flip["text"], SWIFT.replace("goles >= 0", "goles > 0"))

    def test_columns_count_characters_and_edits_bytes(self):
        text = 'let n = "Águilas".count > 3 ? 1 : 2\n'
        flip = next(m for m in self.found(text) if m["description"] == "'>' → '>='")
        self.assertEqual(flip["column"], 25)
        self.assertEqual(flip["text"], text.replace(" > 3", " >= 3"))

    def test_bindings_preconditions_attributes_and_concatenations_are_left_alone(self):
        found = self.described('@available(iOS 17.0, *)\nfunc f(x: Int?) -> String {\n    if let y = x { print(y) }\n'
                               '    precondition(1 < 2)\n    return "a" + "b"\n}\n')
        self.assertEqual(found, [], found)

    def test_a_throw_first_in_a_case_becomes_break_and_one_in_a_guard_stays(self):
        found = self.found("func f(_ n: Int) throws {\n    switch n {\n    case 1:\n        throw E.a\n    default:\n        guard n > 0 else {\n"
                           "            throw E.b\n        }\n    }\n}\n")
        drops = {m["description"]: m["replacement"] for m in found if m["operator"] == "drop_throws"}
        self.assertEqual(drops, {"drop 'throw E.a'": "break"})


if __name__ == "__main__":
    unittest.main()
