"""Tooling/Mutants, a walk of each Swift file's syntax tree on the toolchain's SwiftSyntax, built here
on first use: the edits build-isolation.sh plans, and the mutants as the finder's tests read them."""
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
