"""The SARIF validator the corpus check runs on check-architecture's --format sarif."""
import copy
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import sarif_check  # noqa: E402
import sarif_pydantic.sarif as models  # noqa: E402

LOG = {
    "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
    "runs": [{
        "tool": {"driver": {"name": "check-architecture", "informationUri": "https://example.com", "rules": [{"id": "a.b"}, {"id": "c.d"}]}},
        "results": [{
            "ruleId": "c.d", "ruleIndex": 1, "level": "error", "message": {"text": "Marcador/Domain uses X"},
            "locations": [{"physicalLocation": {"artifactLocation": {"uri": "M/X.swift", "uriBaseId": "%SRCROOT%"},
                                                "region": {"startLine": 3, "startColumn": 2}}}],
        }],
    }],
}


def problems_of(log):
    return sarif_check.unknown_keys(models.Sarif.model_validate(log)) + sarif_check.problems(log)


class SarifCheck(unittest.TestCase):
    def test_a_log_as_the_checker_writes_it_is_valid(self):
        self.assertEqual(problems_of(LOG), [])

    def test_a_misspelt_key_is_refused(self):
        log = copy.deepcopy(LOG)
        region = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]
        region["startLinea"] = region.pop("startLine")
        self.assertEqual(len(problems_of(log)), 1)
        self.assertIn("startLinea", problems_of(log)[0])

    def test_a_rule_index_that_names_another_rule_is_refused(self):
        log = copy.deepcopy(LOG)
        log["runs"][0]["results"][0]["ruleIndex"] = 0
        self.assertIn("ruleIndex", problems_of(log)[0])

    def test_another_version_and_a_line_zero_are_refused(self):
        log = copy.deepcopy(LOG)
        log["version"] = "2.0.0"
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
        self.assertEqual(len(problems_of(log)), 2)


if __name__ == "__main__":
    unittest.main()
