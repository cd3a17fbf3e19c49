"""The edits of Tooling/build-isolation.sh, planned from the sources (pure functions, no build), and
what `swift build -v` says it recompiled."""
import os
import re
import shlex

import package as pkg
from cli import read

PROBE = "sondaDeAislamiento"
FUNCTION = re.compile(r"^(\s*)(?:@\w+\s+)*(?:(?:private|fileprivate|internal|public|open|package|static|class|"
                      r"final|override|mutating|nonisolated|convenience|required)\s+)*"
                      r"(?:func\s+\w+|init\??)\s*[(<][^{}]*\{\s*$")
INLINE = ("@inlinable", "@usableFromInline", "@_transparent", "@_alwaysEmitIntoClient")
PUBLIC_TYPE = re.compile(r"^(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*"
                         r"(?:struct|class|enum|actor|protocol)\s+(\w+)", re.MULTILINE)


def body_edit(texts):
    """In {path: text}, the first function or initializer (non-public first, never inlinable) whose
    header ends its line with `{` and returns nothing: a statement added first in its body compiles
    and changes only the body. (path, line of the statement, edited text), or None."""
    candidates = []
    for path, text in texts.items():
        lines = text.splitlines(keepends=True)
        for number, line in enumerate(lines):
            match = FUNCTION.match(line)
            previous = lines[number - 1] if number else ""
            if match and "->" not in line and not any(a in line or a in previous for a in INLINE):
                candidates.append((re.search(r"\b(public|open)\b", line) is not None, path, number, match.group(1)))
    if not candidates:
        return None
    _, path, number, indent = min(candidates)
    lines = texts[path].splitlines(keepends=True)
    lines.insert(number + 1, f"{indent}    _ = 0\n")
    return path, number + 2, "".join(lines)


def api_edit(texts, dependent_texts):
    """A new public method in an extension of the module's public type that the targets above it name
    most often, so the edit reaches as many callers as an API change of it can.
    (path, type, uses, edited text), or None."""
    usage = "\n".join(dependent_texts)
    best = None
    for path, text in sorted(texts.items()):
        for name in PUBLIC_TYPE.findall(text):
            uses = len(re.findall(rf"\b{re.escape(name)}\b", usage))
            if best is None or uses > best[2]:
                best = (path, name, uses)
    if best is None:
        return None
    path, name, uses = best
    text = texts[path] + ("" if texts[path].endswith("\n") else "\n")
    return path, name, uses, text + f"\nextension {name} {{\n    public func {PROBE}() -> Int {{ 0 }}\n}}\n"


def swift_texts(target, root):
    return {os.path.join(target["path"], s): read(os.path.join(root, target["path"], s))
            for s in sorted(target["sources"]) if s.endswith(".swift")}


def plan(package, modules, root):
    """{"body": {module: body_edit}, "api": {module: api_edit}}. The type to extend is chosen from the
    product's targets only, so --tests makes the same edits."""
    products = [t for t in package["targets"] if t["type"] != "test"]
    by_name = {t["name"]: t for t in package["targets"]}
    plans = {"body": {}, "api": {}}
    for module in modules:
        texts = swift_texts(by_name[module], root)
        above = [text for d in sorted(pkg.dependents(module, products)) for text in swift_texts(by_name[d], root).values()]
        plans["body"][module], plans["api"][module] = body_edit(texts), api_edit(texts, above)
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


def goal(kind, results, leaves, apps, with_tests):
    if not results:
        return []
    if kind == "body":
        wrong = {m: sorted(c) for m, (_, c, _) in results.items() if set(c) != {m}}
        if not wrong:
            return ["PASS body-only: every edit recompiled exactly one module (the edited one)"]
        return ["FAIL body-only: " + "; ".join(f"{m} recompiled {', '.join(t) or 'nothing'}" for m, t in wrong.items())]
    lines = []
    for module in (m for m in leaves if m in results):
        allowed = {module, *apps} | ({f"{t}Tests" for t in [module, *apps]} if with_tests else set())
        extra = sorted(set(results[module][1]) - allowed)
        detail = "also " + ", ".join(extra) if extra else "only " + ", ".join(sorted(results[module][1]))
        lines.append(f"{'FAIL' if extra else 'PASS'} public-API edit in {module} recompiles {detail}")
    return lines
