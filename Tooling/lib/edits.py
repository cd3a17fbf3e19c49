"""The edits of Tooling/build-isolation.sh, planned on the sources' syntax trees (Tooling/Mutants
reads them; nothing is built), and what `swift build -v` says it recompiled."""
import json
import os
import shlex
import subprocess

import package as pkg
from cli import read

PROBE = "sondaDeAislamiento"


def syntax(paths, root, binary):
    """What Tooling/Mutants (`--edits`) reads in the Swift files at `paths`: {"bodies": [places for a
    body-only edit], "publicTypes": [{"file", "name"} of each top-level public type], "names": {name: times used}}."""
    if not paths:
        return {"bodies": [], "publicTypes": [], "names": {}}
    return json.loads(subprocess.run([binary, "--edits", *paths], cwd=root, stdout=subprocess.PIPE, check=True).stdout)


def body_edit(found, texts):
    """The first function or initializer (non-public first) that returns nothing and is not
    inlinable, a statement added first in its body: that changes only the body.
    (path, line of the statement, edited text), or None."""
    if not found["bodies"]:
        return None
    place = min(found["bodies"], key=lambda b: (b["isPublic"], b["file"], b["line"]))
    data = texts[place["file"]].encode()
    return place["file"], place["line"], (data[: place["start"]] + place["replacement"].encode() + data[place["start"]:]).decode()


def api_edit(found, above, texts):
    """A new public method in an extension of the module's public type that the targets above it name
    most often, so the edit reaches as many callers as an API change of it can.
    (path, type, uses, edited text), or None."""
    if not found["publicTypes"]:
        return None
    # Files in name order, types in the order declared; of a tie, the first.
    kept = max(sorted(found["publicTypes"], key=lambda t: t["file"]), key=lambda t: above["names"].get(t["name"], 0))
    path, name = kept["file"], kept["name"]
    text = texts[path] + ("" if texts[path].endswith("\n") else "\n")
    return path, name, above["names"].get(name, 0), text + f"\nextension {name} {{\n    public func {PROBE}() -> Int {{ 0 }}\n}}\n"


def swift_paths(target):
    return [os.path.join(target["path"], s) for s in sorted(target["sources"]) if s.endswith(".swift")]


def plan(package, modules, root, binary):
    """{"body": {module: body_edit}, "api": {module: api_edit}}. The type to extend is chosen from the
    product's targets only, so --tests makes the same edits."""
    products = [t for t in package["targets"] if t["type"] != "test"]
    by_name = {t["name"]: t for t in package["targets"]}
    plans = {"body": {}, "api": {}}
    for module in modules:
        paths = swift_paths(by_name[module])
        texts = {path: read(os.path.join(root, path)) for path in paths}
        found = syntax(paths, root, binary)
        above = syntax([p for d in sorted(pkg.dependents(module, products)) for p in swift_paths(by_name[d])], root, binary)
        plans["body"][module], plans["api"][module] = body_edit(found, texts), api_edit(found, above, texts)
    return plans


def parse_build(output):
    """From `swift build -v`: every frontend `-c` job names its module and primary files; every
    `-emit-executable` driver call is a relink. ({module: {files}}, {relinked})."""
    compiled, relinked = {}, set()
    for line in output.splitlines():
        if "swift-frontend -frontend -c " in line:
            try:
                words = shlex.split(line)
            except ValueError:
                words = line.split()
            primaries = [words[i + 1] for i, word in enumerate(words[:-1]) if word == "-primary-file"]
            if "-module-name" in words and primaries and not any(os.path.basename(p) == "Package.swift" for p in primaries):
                compiled.setdefault(words[words.index("-module-name") + 1], set()).update(primaries)
        elif "-emit-executable" in line and "-o" in line.split():
            words = line.split()
            relinked.add(os.path.basename(words[words.index("-o") + 1]))
    return compiled, relinked


def goal(kind, results, leaves, reachable, with_tests):
    """PASS or FAIL lines: a body-only edit recompiles only its module; a leaf's API edit only itself
    and the `reachable` targets (with the test targets, their tests too)."""
    if not results:
        return []
    if kind == "body":
        wrong = {m: sorted(c) for m, (_, c, _) in results.items() if set(c) != {m}}
        if not wrong:
            return ["PASS body-only: every edit recompiled exactly one module (the edited one)"]
        return ["FAIL body-only: " + "; ".join(f"{m} recompiled {', '.join(t) or 'nothing'}" for m, t in wrong.items())]
    lines = []
    for module in (m for m in leaves if m in results):
        allowed = {module, *reachable} | ({f"{t}Tests" for t in [module, *reachable]} if with_tests else set())
        extra = sorted(set(results[module][1]) - allowed)
        detail = "also " + ", ".join(extra) if extra else "only " + ", ".join(sorted(results[module][1]))
        lines.append(f"{'FAIL' if extra else 'PASS'} public-API edit in {module} recompiles {detail}")
    return lines
