"""The mutants of Swift sources, for Tooling/mutation-test.sh: found by Tooling/Mutants, a walk of
each file's syntax tree on the toolchain's SwiftSyntax (built here on first use), then matched
against the equivalents file and counted."""
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


def key(mutant):
    return f"{mutant['file']}:{mutant['line']}:{mutant['column']} {mutant['description']}"


def equivalents(text):
    """{mutant key: why} from the lines `KEY | WHY` of mutation-equivalents.txt (# starts a comment)."""
    pairs = (line.split(" | ", 1) for line in text.splitlines() if line.strip() and not line.startswith("#") and " | " in line)
    return {mutant.strip(): why.strip() for mutant, why in pairs}


OUTCOMES = ("killed", "survived", "equivalent", "did not compile")


def counts(mutants):
    """How many mutants had each outcome ("killed (timeout)" counts as killed), and the score."""
    found = {o: sum(1 for m in mutants if m["outcome"].startswith(o)) for o in OUTCOMES}
    judged = found["killed"] + found["survived"]
    return dict(found, score=f"{100 * found['killed'] / judged:.0f}%" if judged else "–")
