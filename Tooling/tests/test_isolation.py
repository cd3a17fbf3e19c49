"""build-isolation.sh's measurement, with the build replaced by a fake that records what happened."""
import os
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import isolation  # noqa: E402

LOG = ("/usr/bin/swift-frontend -frontend -c -primary-file /s/Modules/A/Uno.swift -module-name A -o a.o\n"
       "/usr/bin/swift-frontend -frontend -c -primary-file /s/Tooling/Plugins/P/P.swift -module-name P -o p.o\n")


class Measure(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.copy = isolation.Copy(self.folder.name, with_tests=False, plugins={"P"})
        os.makedirs(os.path.join(self.copy.source, "Modules", "A"))
        self.path = os.path.join(self.copy.source, "Modules", "A", "Uno.swift")
        with open(self.path, "w") as file:
            file.write("let uno = 1\n")

    def tearDown(self):
        self.folder.cleanup()

    def test_nothing_writes_the_file_after_the_build_that_put_it_back(self):
        # A write after the last build would make the next module's build recompile this file too.
        events = []
        real_write = isolation.write
        with mock.patch.object(isolation, "write", lambda path, text: (events.append("write"), real_write(path, text))), \
                mock.patch.object(isolation.Copy, "build", lambda copy: (events.append("build"), (1.0, ({"A": {"x"}}, set())))[1]):
            self.copy.measure("Modules/A/Uno.swift", "let uno = 2\n", repeat=2)
        self.assertEqual(events, ["write", "build", "write", "build"] * 2)
        with open(self.path) as file:
            self.assertEqual(file.read(), "let uno = 1\n")

    def test_a_plugins_compilation_is_not_a_target_recompiled(self):
        done = subprocess.CompletedProcess([], 0, stdout=LOG)
        with mock.patch.object(isolation, "run", return_value=done):
            _, (compiled, _) = self.copy.build()
        self.assertEqual(compiled, {"A": {"/s/Modules/A/Uno.swift"}})


if __name__ == "__main__":
    unittest.main()
