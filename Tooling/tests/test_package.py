"""The modules the tooling edits, derived from a describe of the package with a scaffolded feature."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import package  # noqa: E402

with open(os.path.join(HERE, "fixtures", "describe.json"), encoding="utf-8") as file:
    DESCRIBE = json.load(file)
POLICY = package.policy(os.path.join(HERE, "..", ".."))


class Modules(unittest.TestCase):
    def test_features_are_the_libraries_in_modules_with_a_layer_folder_but_the_model_and_core(self):
        found = package.modules(DESCRIBE, POLICY)
        self.assertEqual((found["model"], found["core"]), ("Torneo", "Core"))
        self.assertEqual(found["features"], ["Arbitros", "Cronica", "Equipos", "Estadios", "Marcador", "Partidos"])

    def test_a_leaf_is_a_feature_no_feature_depends_on(self):
        self.assertEqual(package.modules(DESCRIBE, POLICY)["leaves"], ["Arbitros", "Cronica", "Equipos", "Estadios", "Marcador"])

    def test_the_apps_are_the_libraries_and_executables_in_apps(self):
        self.assertEqual(package.modules(DESCRIBE, POLICY)["apps"], ["MarcadorApp", "MarcadorAppleApp", "MarcadorDemo"])

    def test_the_default_modules_are_the_model_core_and_the_features(self):
        self.assertEqual(package.module_names(DESCRIBE, POLICY)[:3], ["Torneo", "Core", "Arbitros"])

    def test_a_module_folder_without_layers_is_no_feature(self):
        bare = {"targets": [{"name": "Suelto", "type": "library", "path": "Modules/Suelto", "sources": ["Suelto.swift"]}]}
        self.assertEqual(package.modules(bare, POLICY)["features"], [])

    def test_dependents_are_transitive(self):
        above = package.dependents("Partidos", DESCRIBE["targets"])
        self.assertTrue({"Estadios", "MarcadorApp", "MarcadorDemo", "EstadiosTests"} <= above)
        self.assertNotIn("Arbitros", above)

    def test_the_longest_chain_counts_modules(self):
        chain = {"targets": [{"name": "A", "target_dependencies": ["B"]}, {"name": "B", "target_dependencies": ["C"]},
                             {"name": "C"}]}
        self.assertEqual(package.longest_chain(chain), 3)

    def test_describe_reads_a_saved_describe_when_told_to(self):
        os.environ["DESCRIBE"] = os.path.join(HERE, "fixtures", "describe.json")
        try:
            self.assertEqual(package.describe("/nonexistent"), DESCRIBE)
        finally:
            del os.environ["DESCRIBE"]


if __name__ == "__main__":
    unittest.main()
