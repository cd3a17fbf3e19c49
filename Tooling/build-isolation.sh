#!/usr/bin/env bash
# Build isolation, measured: for each module, a body-only edit and a public-API edit, each rebuilt
# incrementally; prints which targets recompiled and how long it took, as Markdown.
# Everything happens in a scratch copy of the work tree, so the repository is never edited.
# docs/build-isolation.md explains the numbers.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: Tooling/build-isolation.sh [options]

For each module: (a) a body-only edit (a statement added inside an existing function body) and
(b) a public-API edit (a new public method in an extension of the module's most used public
type). Rebuilds after each edit with `swift build -v`, lists the targets that recompiled files,
and times the rebuild. Works on a scratch copy of the work tree (tracked and untracked files, not
ignored ones); the repository is never modified.

Options:
  --modules A,B,...   modules to edit (default: Torneo,Core,Partidos,Marcador,Arbitros,
                      Cronica,Equipos,MarcadorApp)
  --repeat N          rebuild each edit N times and report the median time (default 3)
  --tests             build test targets too (default: libraries and executables only)
  --files             list every recompiled file under each table
  --work-dir DIR      keep the scratch copy and its build folder in DIR (reruns start warm);
                      default: a temporary folder removed at exit
  -h, --help          show this help

Prints Markdown on stdout, progress on stderr. Exit status: 0 measured (whatever the result
against the goal), 1 a build failed, 2 bad usage.
EOF
}

arguments="$*"
modules="Torneo,Core,Partidos,Marcador,Arbitros,Cronica,Equipos,MarcadorApp"
repeat=3
tests=0
files=0
work_dir=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --modules) [[ $# -ge 2 ]] || { echo "error: --modules needs a value" >&2; exit 2; }; modules="$2"; shift 2 ;;
        --repeat) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: --repeat needs a positive number" >&2; exit 2; }; repeat="$2"; shift 2 ;;
        --tests) tests=1; shift ;;
        --files) files=1; shift ;;
        --work-dir) [[ $# -ge 2 ]] || { echo "error: --work-dir needs a folder" >&2; exit 2; }; work_dir="$2"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

command -v swift >/dev/null || { echo "error: swift is not on PATH" >&2; exit 2; }
command -v python3 >/dev/null || { echo "error: python3 is not on PATH" >&2; exit 2; }
repo="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"

if [[ -z "$work_dir" ]]; then
    work_dir="$(mktemp -d "${TMPDIR:-/tmp}/build-isolation.XXXXXX")"
    # The scratch copy goes away however the script ends (also on Ctrl-C).
    trap 'rm -rf "$work_dir"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
else
    mkdir -p "$work_dir"
    work_dir="$(cd "$work_dir" && pwd)"
fi

command_line="Tooling/build-isolation.sh${arguments:+ $arguments}"
python3 - "$repo" "$work_dir" "$modules" "$repeat" "$tests" "$files" "$command_line" <<'PY'
import datetime
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

repo, work, modules_arg, repeat, with_tests, list_files, command_line = sys.argv[1:8]
repeat = int(repeat)
with_tests = with_tests == "1"
list_files = list_files == "1"
modules = [m for m in modules_arg.split(",") if m]
source_dir = os.path.join(work, "src")
scratch = os.path.join(work, "build")
LEAF_FEATURES = ["Arbitros", "Equipos", "Cronica", "Marcador"]
APP_TARGETS = ["MarcadorApp", "MarcadorDemo"]
PROBE = "sondaDeAislamiento"


def progress(message):
    print(message, file=sys.stderr, flush=True)


def run(command, **kwargs):
    return subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, **kwargs)


def lay_sources():
    """Copies the work tree's files (tracked and untracked, not ignored) keeping their times,
    so a kept --work-dir rebuilds only what changed since the last run."""
    listing = run(["git", "-C", repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    if listing.returncode != 0:
        sys.exit(f"error: git ls-files failed: {listing.stdout.strip()}")
    shutil.rmtree(source_dir, ignore_errors=True)
    for relative in sorted(set(filter(None, listing.stdout.split("\0")))):
        origin = os.path.join(repo, relative)
        if not os.path.isfile(origin):
            continue
        destination = os.path.join(source_dir, relative)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        shutil.copy2(origin, destination, follow_symlinks=False)


class BuildFailed(Exception):
    pass


def build():
    command = ["swift", "build", "--scratch-path", scratch, "-v"]
    if with_tests:
        command.append("--build-tests")
    start = time.monotonic()
    result = run(command, cwd=source_dir)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        # Outside the scratch folder, which goes away at exit.
        log = os.path.join(tempfile.gettempdir(), "build-isolation-failed-build.log")
        with open(log, "w") as file:
            file.write(result.stdout)
        tail = "\n".join(result.stdout.splitlines()[-15:])
        raise BuildFailed(f"swift build failed ({log}):\n{tail}")
    return seconds, parse_build(result.stdout)


def parse_build(output):
    """Reads `swift build -v`: every frontend `-c` job names its module and its primary files;
    every `-emit-executable` driver call is a relink."""
    compiled = {}
    relinked = set()
    for line in output.splitlines():
        if "swift-frontend -frontend -c " in line:
            try:
                words = shlex.split(line)
            except ValueError:
                words = line.split()
            if "-module-name" not in words:
                continue
            module = words[words.index("-module-name") + 1]
            primaries = [words[i + 1] for i, word in enumerate(words[:-1]) if word == "-primary-file"]
            if not primaries or any(os.path.basename(p) == "Package.swift" for p in primaries):
                continue
            compiled.setdefault(module, set()).update(primaries)
        elif "-emit-executable" in line:
            words = line.split()
            if "-o" in words:
                relinked.add(os.path.basename(words[words.index("-o") + 1]))
    return {"compiled": compiled, "relinked": relinked}


def describe():
    result = run(["swift", "package", "--scratch-path", scratch, "describe", "--type", "json"], cwd=source_dir)
    if result.returncode != 0:
        sys.exit(f"error: swift package describe failed:\n{result.stdout}")
    text = result.stdout
    return json.loads(text[text.index("{"):])


def dependents_of(name, targets):
    """Every built target that depends on `name`, directly or not."""
    found, frontier = set(), {name}
    while frontier:
        frontier = {t["name"] for t in targets
                    if set(t.get("target_dependencies") or []) & frontier and t["name"] not in found}
        found |= frontier
    return found


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def swift_files(target):
    return sorted(os.path.join(source_dir, target["path"], source) for source in target["sources"]
                  if source.endswith(".swift"))


FUNCTION = re.compile(r"^(\s*)(?:@\w+\s+)*(?:(?:private|fileprivate|internal|public|open|package|static|class|"
                      r"final|override|mutating|nonisolated|convenience|required)\s+)*"
                      r"(?:func\s+\w+|init\??)\s*[(<][^{}]*\{\s*$")
INLINE_ATTRIBUTES = ("@inlinable", "@usableFromInline", "@_transparent", "@_alwaysEmitIntoClient")


def body_edit(files):
    """The first function or initializer (non-public first) whose header ends its line with `{`
    and returns nothing: a statement added first in its body compiles and changes only the body."""
    candidates = []
    for path in files:
        lines = read(path).splitlines(keepends=True)
        for number, line in enumerate(lines):
            match = FUNCTION.match(line)
            if not match or "->" in line:
                continue
            previous = lines[number - 1] if number else ""
            if any(attribute in line or attribute in previous for attribute in INLINE_ATTRIBUTES):
                continue
            public = re.search(r"\b(public|open)\b", line) is not None
            candidates.append((public, path, number, match.group(1)))
    if not candidates:
        return None
    public, path, number, indent = min(candidates, key=lambda c: (c[0], c[1], c[2]))
    lines = read(path).splitlines(keepends=True)
    lines.insert(number + 1, f"{indent}    _ = 0\n")
    return path, number + 2, "".join(lines)


PUBLIC_TYPE = re.compile(r"^(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*"
                         r"(?:struct|class|enum|actor|protocol)\s+(\w+)", re.MULTILINE)


def api_edit(files, dependent_files):
    """A new public method in an extension of the module's public type that the targets above it
    name most often, so the edit reaches as many callers as an API change of that module can."""
    usage_text = "\n".join(read(path) for path in dependent_files)
    best = None
    for path in files:
        for name in PUBLIC_TYPE.findall(read(path)):
            uses = len(re.findall(rf"\b{re.escape(name)}\b", usage_text))
            if best is None or uses > best[0]:
                best = (uses, name, path)
    if best is None:
        return None
    uses, name, path = best
    text = read(path)
    if not text.endswith("\n"):
        text += "\n"
    text += f"\nextension {name} {{\n    public func {PROBE}() -> Int {{ 0 }}\n}}\n"
    return path, name, uses, text


def measure(path, edited_text):
    original = path + ".original"
    shutil.copy2(path, original)
    timings, compiled, relinked = [], {}, set()
    try:
        for _ in range(repeat):
            with open(path, "w", encoding="utf-8") as file:
                file.write(edited_text)
            seconds, result = build()
            timings.append(seconds)
            for module, files in result["compiled"].items():
                compiled.setdefault(module, set()).update(files)
            relinked |= result["relinked"]
            shutil.copy2(original, path)
            build()
    finally:
        shutil.copy2(original, path)
        os.remove(original)
    return statistics.median(timings), compiled, relinked


def main():
    started = time.monotonic()
    load_before = os.getloadavg()
    progress(f"Copying the work tree to {source_dir}")
    lay_sources()
    package = describe()
    # The type to extend is chosen from the product's targets only, so --tests makes the same edits.
    product_targets = [t for t in package["targets"] if t["type"] != "test"]
    by_name = {t["name"]: t for t in package["targets"]}
    unknown = [m for m in modules if m not in by_name or by_name[m]["type"] == "test"]
    if unknown:
        print(f"error: not a non-test target of Package.swift: {', '.join(unknown)}", file=sys.stderr)
        sys.exit(2)

    progress("Initial build (swift build -v" + (" --build-tests" if with_tests else "") + ")")
    warm_seconds, _ = build()
    no_op_seconds, _ = build()
    progress(f"  initial build {warm_seconds:.1f} s, no-op build {no_op_seconds:.1f} s")

    plans = {"body": {}, "api": {}}
    for module in modules:
        files = swift_files(by_name[module])
        dependents = dependents_of(module, product_targets)
        dependent_files = [f for d in sorted(dependents) for f in swift_files(by_name[d])]
        plans["body"][module] = body_edit(files)
        plans["api"][module] = api_edit(files, dependent_files)

    results = {"body": {}, "api": {}}
    steps = [(kind, module) for kind in ("body", "api") for module in modules]
    for index, (kind, module) in enumerate(steps, start=1):
        plan = plans[kind][module]
        if plan is None:
            progress(f"[{index}/{len(steps)}] {kind} {module}: nothing to edit, skipped")
            continue
        path, edited_text = plan[0], plan[-1]
        seconds, compiled, relinked = measure(path, edited_text)
        results[kind][module] = (seconds, compiled, relinked)
        progress(f"[{index}/{len(steps)}] {kind} {module}: {seconds:.1f} s, "
                 f"{', '.join(sorted(compiled)) or 'nothing'} recompiled")

    print_report(plans, results, warm_seconds, no_op_seconds, load_before, time.monotonic() - started)


def relative(path):
    return os.path.relpath(path, source_dir)


def print_report(plans, results, warm_seconds, no_op_seconds, load_before, total_seconds):
    commit = run(["git", "-C", repo, "rev-parse", "--short", "HEAD"]).stdout.strip()
    dirty = run(["git", "-C", repo, "status", "--porcelain"]).stdout.strip() != ""
    swift_version = run(["swift", "--version"]).stdout.splitlines()[0]
    load_after = os.getloadavg()
    print("# Build isolation\n")
    print(f"- command: `{command_line}`")
    print(f"- date: {datetime.date.today().isoformat()}; commit {commit}"
          + (" plus uncommitted changes" if dirty else ""))
    print(f"- machine: {os.cpu_count()} cores, {swift_version}; load average "
          f"{load_before[0]:.2f} before, {load_after[0]:.2f} after")
    print("- build: `swift build -v" + (" --build-tests" if with_tests else "") + "`"
          + (" (every target, tests included)" if with_tests
             else " (every library and executable, no test targets)")
          + f", debug, incremental; times are the median of {repeat} rebuild(s)")
    print(f"- initial build of the copy {warm_seconds:.1f} s (from scratch unless --work-dir kept one); "
          f"a no-op build takes {no_op_seconds:.1f} s "
          "(SwiftPM planning, included in every time below)")
    print(f"- whole run: {total_seconds / 60:.1f} min\n")

    titles = {"body": "Body-only edit (a statement added inside an existing function body)",
              "api": f"Public-API edit (`public func {PROBE}() -> Int` in an extension of a public type)"}
    verdicts = []
    for kind in ("body", "api"):
        print(f"## {titles[kind]}\n")
        print("| module | targets recompiled (files) | files recompiled | relinked | seconds | ratio to Core |")
        print("|---|---|---:|---|---:|---:|")
        core = results[kind].get("Core")
        for module, (seconds, compiled, relinked) in results[kind].items():
            ordered = sorted(compiled, key=lambda m: (m != module, m))
            targets_text = ", ".join(f"{m} ({len(compiled[m])})" for m in ordered) or "none"
            files = sum(len(f) for f in compiled.values())
            ratio = f"{seconds / core[0]:.2f}" if core else "n/a"
            print(f"| {module} | {targets_text} | {files} | {', '.join(sorted(relinked)) or 'none'} "
                  f"| {seconds:.1f} | {ratio} |")
        print("\nEdited:\n")
        for module in results[kind]:
            plan = plans[kind][module]
            if kind == "body":
                print(f"- {module}: `{relative(plan[0])}` line {plan[1]}")
            else:
                print(f"- {module}: `extension {plan[1]}` in `{relative(plan[0])}` "
                      f"(named {plan[2]} times in the non-test targets that depend on {module})")
        print()
        if list_files:
            print("Recompiled files:\n")
            for module, (_, compiled, _) in results[kind].items():
                names = sorted(relative(f) for files in compiled.values() for f in files)
                print(f"- {module}: " + ", ".join(f"`{n}`" for n in names))
            print()
        verdicts += goal(kind, results[kind])

    print("## Against the goal\n")
    for line in verdicts:
        print(f"- {line}")


def goal(kind, results):
    if kind == "body":
        wrong = {m: sorted(c) for m, (_, c, _) in results.items() if set(c) != {m}}
        if not results:
            return []
        if not wrong:
            return ["PASS body-only: every edit recompiled exactly one module (the edited one)"]
        return ["FAIL body-only: " + "; ".join(f"{m} recompiled {', '.join(t) or 'nothing'}"
                                               for m, t in wrong.items())]
    lines = []
    for module in [m for m in LEAF_FEATURES if m in results]:
        allowed = {module, *APP_TARGETS}
        if with_tests:
            allowed |= {f"{t}Tests" for t in [module, *APP_TARGETS]}
        extra = sorted(set(results[module][1]) - allowed)
        verdict = "PASS" if not extra else "FAIL"
        detail = "only " + ", ".join(sorted(set(results[module][1]))) if not extra \
            else "also " + ", ".join(extra)
        lines.append(f"{verdict} public-API edit in {module} recompiles {detail}")
    return lines


try:
    main()
except BuildFailed as failure:
    print(f"error: {failure}", file=sys.stderr)
    sys.exit(1)
except KeyboardInterrupt:
    sys.exit(130)
PY
