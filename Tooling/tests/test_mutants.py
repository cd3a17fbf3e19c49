"""Mutant generation on small Swift snippets, the seeded sample, the equivalents file, the counts."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import mutants  # noqa: E402

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


def described(text):
    return [m["description"] for m in mutants.mutants_of("Modules/X/Domain/X.swift", text)]


class Mutants(unittest.TestCase):
    def test_strings_and_comments_are_blanked_keeping_length_and_lines(self):
        code = mutants.code_only(SWIFT)
        self.assertEqual((len(code), code.count("\n")), (len(SWIFT), SWIFT.count("\n")))
        self.assertNotIn("a < b", code)
        self.assertIn("goles + 1", code.splitlines()[4])

    def test_each_operator_finds_its_mutants_in_code_only(self):
        found = described(SWIFT)
        for expected in ("'>=' → '>'", "'<' → '<='", "guard 'goles >= 0' → '!(goles >= 0)'", "drop 'guard goles >= 0 else {…}'",
                         "ternary 'goles < 9' → '!(goles < 9)'", "if 'listo' → '!listo'", "drop 'throw Fallo.otro'",
                         "return at the start of 'avisar'", "'+' → '-'", "'9' → '10'", "'0' → '1'"):
            self.assertIn(expected, found)
        self.assertEqual(found.count("'+' → '-'"), 1)  # the one in the interpolation is inside a string
        self.assertNotIn("return at the start of 'tope'", found)  # it returns a value

    def test_a_mutant_is_the_text_with_one_edit_at_its_line_and_column(self):
        flip = next(m for m in mutants.mutants_of("F.swift", SWIFT) if m["description"] == "'>=' → '>'")
        self.assertEqual((flip["line"], flip["column"]), (3, 17))
        self.assertEqual(flip["text"], SWIFT.replace("goles >= 0", "goles > 0"))
        self.assertEqual(mutants.key(flip), "F.swift:3:17 '>=' → '>'")

    def test_bindings_and_preconditions_are_left_alone(self):
        found = described("func f(x: Int?) {\n    if let y = x { print(y) }\n    precondition(1 < 2)\n}\n")
        self.assertFalse(any("let" in d or "'1'" in d or "'<'" in d for d in found), found)

    def test_the_sample_is_the_same_for_a_seed_and_differs_between_seeds(self):
        by_module = {"X": {"Modules/X/Domain/A.swift": mutants.mutants_of("Modules/X/Domain/A.swift", SWIFT),
                           "Modules/X/Domain/B.swift": mutants.mutants_of("Modules/X/Domain/B.swift", SWIFT)}}
        keys = lambda seed: [mutants.key(m) for m in mutants.sample(by_module, per_file=3, most=4, seed=seed)["X"]]  # noqa: E731
        self.assertEqual(keys(1), keys(1))
        self.assertEqual(len(keys(1)), 4)
        self.assertEqual(sum("/A.swift" in k for k in keys(1)), 2)  # taken in turn from each file
        self.assertNotEqual(keys(1), keys(2))

    def test_without_a_sample_every_mutant_runs(self):
        found = mutants.mutants_of("A.swift", SWIFT)
        self.assertEqual(len(mutants.sample({"X": {"A.swift": found}})["X"]), len(found))

    def test_equivalents_are_key_bar_why_lines(self):
        text = "# a comment | not one\n\nA.swift:1:2 '<' → '<=' | keys never tie\nno bar here\n"
        self.assertEqual(mutants.equivalents(text), {"A.swift:1:2 '<' → '<='": "keys never tie"})

    def test_counts_score_killed_over_judged(self):
        outcomes = ["killed", "killed (timeout)", "survived", "equivalent", "did not compile", "killed"]
        counted = mutants.counts([{"outcome": o} for o in outcomes])
        self.assertEqual([counted[o] for o in mutants.OUTCOMES], [3, 1, 1, 1])
        self.assertEqual(counted["score"], "75%")
        self.assertEqual(mutants.counts([{"outcome": "did not compile"}])["score"], "–")


if __name__ == "__main__":
    unittest.main()
