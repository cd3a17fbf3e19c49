"""Tooling/Mutants for its tests: built with swiftc into a folder of the test's own, then run on small
Swift files, its mutants and its edits read back (mutation-test.sh and build-isolation.sh build and
run it the same way, from Tooling/ToolSupport/MutantsTool.swift)."""
import glob
import hashlib
import json
import os
import shutil
import subprocess

FINDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Mutants")


def finder(work):
    """Tooling/Mutants built into `work`, again only when its sources or the compiler change."""
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    host = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib", "swift", "host")
    sources = sorted(glob.glob(os.path.join(FINDER, "*.swift")))
    stamp = hashlib.sha256(subprocess.run([swiftc, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout)
    for source in sources:
        with open(source, "rb") as file:
            stamp.update(file.read())
    binary = os.path.join(work, "mutant-finder", stamp.hexdigest()[:16], "mutants")
    if not os.path.exists(binary):
        os.makedirs(os.path.dirname(binary), exist_ok=True)
        subprocess.run([swiftc, "-swift-version", "6", "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftOperators",
                        "-Xlinker", "-rpath", "-Xlinker", host, *sources, "-o", binary + ".new"], check=True)
        os.replace(binary + ".new", binary)
    return binary


def mutants_of(paths, root, binary):
    """{path: [mutant]} for the Swift files at `paths` (relative to `root`): each mutant as the finder
    gives it (file, line, column, operator, description, the bytes it replaces) plus the mutated text."""
    output = subprocess.run([binary, *paths], cwd=root, stdout=subprocess.PIPE, check=True).stdout
    found, sources = {path: [] for path in paths}, {}
    for line in output.decode().splitlines():
        mutant = json.loads(line)
        if mutant["file"] not in sources:
            with open(os.path.join(root, mutant["file"]), "rb") as file:
                sources[mutant["file"]] = file.read()
        data = sources[mutant["file"]]
        mutant["text"] = (data[: mutant["start"]] + mutant["replacement"].encode() + data[mutant["end"]:]).decode()
        found[mutant["file"]].append(mutant)
    return found


def edits(paths, root, binary):
    """What `--edits` reads in the Swift files at `paths`: {"bodies", "publicTypes", "names"}."""
    return json.loads(subprocess.run([binary, "--edits", *paths], cwd=root, stdout=subprocess.PIPE, check=True).stdout)
