"""The lines a change touched, as a pull request's mutants use them, and the run's score."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import changed  # noqa: E402

DIFF = """diff --git a/Modules/A/Domain/X.swift b/Modules/A/Domain/X.swift
--- a/Modules/A/Domain/X.swift
+++ b/Modules/A/Domain/X.swift
@@ -3,0 +4,2 @@ struct X {
+    let a = 1
+    let b = 2
@@ -10 +12 @@ func f() {
-    return 1
+    return 2
diff --git a/Modules/A/Domain/Gone.swift b/Modules/A/Domain/Gone.swift
--- a/Modules/A/Domain/Gone.swift
+++ /dev/null
@@ -1,3 +0,0 @@
-gone
"""


class ChangedLines(unittest.TestCase):
    def test_added_and_changed_lines_of_each_file(self):
        self.assertEqual(changed.changed_lines(DIFF), {"Modules/A/Domain/X.swift": {4, 5, 12}})

    def test_only_the_mutants_on_those_lines_stay(self):
        chosen = {"A": [{"file": "Modules/A/Domain/X.swift", "line": 12}, {"file": "Modules/A/Domain/X.swift", "line": 13},
                        {"file": "Modules/A/Domain/Y.swift", "line": 4}]}
        self.assertEqual(changed.only_changed(chosen, changed.changed_lines(DIFF)), {"A": [{"file": "Modules/A/Domain/X.swift", "line": 12}]})

    def test_the_score_counts_killed_over_judged_in_every_module(self):
        results = {"A": [{"outcome": "killed"}, {"outcome": "survived"}, {"outcome": "equivalent"}],
                   "B": [{"outcome": "killed (timeout)"}, {"outcome": "did not compile"}]}
        self.assertAlmostEqual(changed.score(results), 200 / 3)
        self.assertIsNone(changed.score({"A": [{"outcome": "equivalent"}]}))


if __name__ == "__main__":
    unittest.main()
