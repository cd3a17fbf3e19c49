"""The scale report's figures: growth per doubling, the printed precision, the region it rewrites."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import scale_report as report  # noqa: E402


class ScaleReport(unittest.TestCase):
    def test_growth_per_doubling_is_between_the_ends_with_a_positive_value(self):
        self.assertAlmostEqual(report.growth_per_doubling([(5, 0), (10, 2), (40, 8)]), 2.0)
        self.assertIsNone(report.growth_per_doubling([(5, 0), (10, 3)]))

    def test_seconds_choose_the_precision_on_the_rounded_value(self):
        self.assertEqual([report.seconds(v) for v in (9.996, 3.14159, 99.96, 123.4)], ["10.0", "3.14", "100", "123"])

    def test_the_region_between_the_markers_is_replaced_and_the_rest_kept(self):
        text = f"# T\n{report.START}\nold\n{report.END}\nafter\n"
        self.assertEqual(report.replace_region(text, "x.md", ["a", "b"]), f"# T\n{report.START}\n\na\nb\n\n{report.END}\nafter\n")
        with self.assertRaises(report.UsageError):
            report.replace_region("no markers\n", "x.md", [])

    def test_a_missing_figure_prints_a_dash_and_selected_of_all_reads_both(self):
        lines = report.region_lines({5.0: {"n": 5, "affected_selected": 4, "test_targets": 10}}, None)
        self.assertIn("| clean debug build `swift build --build-tests` (s) | – | – |  |  |", lines)
        self.assertIn("| test targets affected selects | 4 of 10 | – |  |  |", lines)


if __name__ == "__main__":
    unittest.main()
