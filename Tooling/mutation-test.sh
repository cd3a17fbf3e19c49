#!/usr/bin/env bash
# Mutation testing, by hand (not in CI): small faults are planted one at a time in the code the
# tests are meant to guard, and each is kept only if some test fails. The survivors are the places
# where a behaviour can change without any test noticing.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: Tooling/mutation-test.sh [options]

Plants one mutation at a time in the Domain and Data layers of the features, in Modules/Torneo and
in Modules/Core/Storage and Modules/Core/Network: a flipped comparison (< <=, > >=, == !=), a negated
condition (if x -> if !x, guard x -> guard !x), a dropped guard or throw, a return at the start of
a function, + swapped with -, an integer constant plus one. Each mutant is built incrementally and
tested with the test targets that can see its module (its own first, then its dependents' only if
those pass), under a time limit. Killed: a test failed or timed out. Survived: every test passed.
Did not compile: counted apart. Survivors listed in Tooling/mutation-equivalents.txt (one line
each, with why no test can tell them apart) are counted as equivalent, not as survivors.

Everything happens in a copy of the work tree (tracked and untracked files, not ignored ones);
the repository is never edited. The copy and its build folder are kept, so reruns start warm.

Options:
  --module A,B      modules to mutate (default: Torneo,Core,Partidos,Marcador,Arbitros,Cronica,Equipos)
  --file PATH       only this source file (repeatable; a path from the repository root)
  --per-file N      at most N mutants per file (a seeded sample)
  --max N           at most N mutants per module, spread over its files (a seeded sample)
  --seed S          the sample's seed (default 1); the same seed and sources give the same mutants
  --timeout SEC     limit per test run of one mutant (default: 3 x the clean run + 20 s)
  --list            print the mutants that would run, build nothing
  --report FILE     the report (default: .build/mutation/report.md)
  --work-dir DIR    the copy and its build folder (default: .build/mutation)
  --lock FILE       every swift command holds flock(2) on FILE while it runs, so builds on a
                    shared machine never overlap; the time limit starts once the lock is held
                    (default: /tmp/swift-build.lock; "none" to take no lock)
  -h, --help        show this help

Time (2 cores, warm copy): 1-2 s to rebuild a mutant, then its tests: 5-10 s for most mutants,
up to 30 s for one of Core or Torneo that survives its own tests (every feature's tests see those
modules). All 305 mutants take about 1.5 hours; `--max 20` (about 100 mutants, the leaf features
have fewer) 25-40 minutes. The first run builds the copy from scratch (about 2 minutes); waits for
the lock come on top.

Exit status: 0 done (whatever the score), 1 the unmutated copy does not build or its tests fail,
2 bad usage.
EOF
}

arguments="$*"
modules="Torneo,Core,Partidos,Marcador,Arbitros,Cronica,Equipos"
files=()
per_file=0
max=0
seed=1
timeout=0
list=0
report=""
work_dir=""
lock="/tmp/swift-build.lock"
number() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: $1 needs a positive whole number, not '$2'" >&2; exit 2; }; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --module | --per-file | --max | --seed | --timeout | --report | --work-dir | --lock | --file)
            [[ $# -ge 2 ]] || { echo "error: $1 needs a value (see --help)" >&2; exit 2; }
            case "$1" in
                --module) modules="$2" ;;
                --file) files+=("$2") ;;
                --per-file) number "$1" "$2"; per_file="$2" ;;
                --max) number "$1" "$2"; max="$2" ;;
                --seed) number "$1" "$2"; seed="$2" ;;
                --timeout) number "$1" "$2"; timeout="$2" ;;
                --report) report="$2" ;;
                --work-dir) work_dir="$2" ;;
                --lock) lock="$2" ;;
            esac
            shift 2
            ;;
        --list) list=1; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "error: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

command -v python3 >/dev/null || { echo "error: python3 is not on PATH" >&2; exit 2; }
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "error: swift is not on PATH" >&2; exit 2; }
repo="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
work_dir="${work_dir:-$repo/.build/mutation}"
report="${report:-$work_dir/report.md}"
mkdir -p "$work_dir"
work_dir="$(cd "$work_dir" && pwd)"

exec python3 - "$repo" "$work_dir" "$report" "$modules" "$per_file" "$max" "$seed" "$timeout" "$list" "$lock" \
    "Tooling/mutation-test.sh${arguments:+ $arguments}" "${files[@]+"${files[@]}"}" <<'PY'
import datetime
import fcntl
import hashlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import time

(repo, work, report_path, modules_arg, per_file, max_per_module, seed, timeout_arg, list_only, lock,
 command_line) = sys.argv[1:12]
only_files = set(sys.argv[12:])
per_file, max_per_module, seed, timeout_arg = int(per_file), int(max_per_module), int(seed), int(timeout_arg)
list_only = list_only == "1"
ALL_MODULES = ["Torneo", "Core", "Partidos", "Marcador", "Arbitros", "Cronica", "Equipos"]
modules = [m for m in modules_arg.split(",") if m]
for module in modules:
    if module not in ALL_MODULES:
        print(f"error: unknown module '{module}'; one of {', '.join(ALL_MODULES)}", file=sys.stderr)
        sys.exit(2)
tree = os.path.join(work, "tree")
scratch = os.path.join(work, "scratch")
EQUIVALENTS = os.path.join(repo, "Tooling", "mutation-equivalents.txt")


def in_scope(path):
    """The code the mutants go into: a feature's Domain and Data, the model, Core's Storage and Network."""
    parts = path.split("/")
    if len(parts) < 3 or parts[0] != "Modules" or not path.endswith(".swift"):
        return False
    if parts[1] == "Torneo":
        return True
    if parts[1] == "Core":
        return parts[2] in ("Storage", "Network")
    return parts[2] in ("Domain", "Data")


# ---------------------------------------------------------------------------------------------
# Reading Swift: strings and comments are blanked (same length, newlines kept), so the operators
# below only ever see code.

def code_only(text):
    out = list(text)
    i, n = 0, len(text)
    # A stack of what we are inside: ("string", hashes, multiline) or ("interpolation", depth).
    stack = []

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1] if stack else None
        if top is None or top[0] == "interpolation":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
                continue
            m = re.compile(r'(#*)("""|")').match(text, i)
            if m and (m.group(1) or text[i] == '"'):
                stack.append(("string", len(m.group(1)), m.group(2) == '"""'))
                if top is not None:
                    blank(i, m.end())
                i = m.end()
                continue
            if top is not None:
                if text[i] == "(":
                    stack[-1] = ("interpolation", top[1] + 1)
                elif text[i] == ")":
                    if top[1] == 1:
                        stack.pop()
                    else:
                        stack[-1] = ("interpolation", top[1] - 1)
                blank(i, i + 1)
            i += 1
            continue
        _, hashes, multiline = top
        closing = ('"""' if multiline else '"') + "#" * hashes
        if text.startswith(closing, i):
            stack.pop()
            if stack:
                blank(i, i + len(closing))  # a string inside an interpolation
            i += len(closing)
            continue
        escape = "\\" + "#" * hashes
        if text.startswith(escape, i):
            after = i + len(escape)
            if after < n and text[after] == "(":
                stack.append(("interpolation", 1))
                blank(i, after + 1)
                i = after + 1
            else:
                blank(i, after + 1)
                i = after + 1
            continue
        blank(i, i + 1)
        i += 1
    return "".join(out)


def matching(code, start, opening, closing):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for k in range(start, len(code)):
        if code[k] == opening:
            depth += 1
        elif code[k] == closing:
            depth -= 1
            if depth == 0:
                return k + 1
    return -1


def clauses(code, start, stop_words):
    """The comma-separated clauses of a condition starting at `start`, up to the `{` (or `else`)
    that ends it on the same line: [(begin, end)], or None when it does not end on this line."""
    depth, k, begin, found = 0, start, start, []
    while k < len(code) and code[k] != "\n":
        c = code[k]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c == ",":
            found.append((begin, k))
            begin = k + 1
        elif depth == 0 and c == "{" and "{" in stop_words:
            found.append((begin, k))
            return found
        elif depth == 0 and "else" in stop_words and re.compile(r"\belse\s*\{").match(code, k) and code[k - 1] in " )":
            found.append((begin, k))
            return found
        k += 1
    return None


BINDS = re.compile(r"^\s*(let|var|case|#available|#unavailable|await)\b|\blet\b|\bvar\b")


# ---------------------------------------------------------------------------------------------
# The mutation operators. Each reads the file's code (strings and comments blanked) and yields
# (offset, end, replacement, description) edits of the original text.

COMPARISON = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
FLIPPED = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
ARITHMETIC = re.compile(r"(?<=\s)(\+=|-=|\+|-)(?=\s)")
SWAPPED = {"+": "-", "-": "+", "+=": "-=", "-=": "+="}
INTEGER = re.compile(r"(?<![\w$])(?<![\w)\]]\.)\d[\d_]*(?![\w]|\.\d)")
CONDITION = re.compile(r"\b(if|guard)\s+")
THROW = re.compile(r"\bthrow\b")
FUNCTION = re.compile(r"\bfunc\s+(\w+)[^{}\n]*\{|\b(set|didSet|willSet)\s*\{")
SKIPPED_LINE = re.compile(r"^\s*(#|@|import\b|public import\b|precondition|assert)")


def flip_comparisons(code):
    for m in COMPARISON.finditer(code):
        yield m.start(), m.end(), FLIPPED[m.group(1)], f"'{m.group(1)}' → '{FLIPPED[m.group(1)]}'"


def swap_plus_minus(code):
    for m in ARITHMETIC.finditer(code):
        before, after = code[: m.start()].rstrip()[-1:], code[m.end():].lstrip()[:1]
        if '"' in (before, after) or after == "[" or before in "([,=:":
            continue  # a string's or an array's concatenation, or a prefix operator
        yield m.start(), m.end(), SWAPPED[m.group(1)], f"'{m.group(1)}' → '{SWAPPED[m.group(1)]}'"


def bump_integers(code):
    for m in INTEGER.finditer(code):
        value = int(m.group(0).replace("_", ""))
        yield m.start(), m.end(), str(value + 1), f"'{m.group(0)}' → '{value + 1}'"


def negate_conditions(code):
    for m in CONDITION.finditer(code):
        keyword = m.group(1)
        parts = clauses(code, m.end(), {"else"} if keyword == "guard" else {"{"})
        for begin, end in parts or []:
            text = code[begin:end]
            if BINDS.search(text) or not text.strip():
                continue
            lead = begin + len(text) - len(text.lstrip())
            yield from negate(code, lead, end - (len(text) - len(text.rstrip())), keyword)
    for m in re.finditer(r" \? ", code):
        # A ternary's condition: back from `?` to what starts the expression.
        depth, k = 0, m.start()
        while k > 0:
            c = code[k - 1]
            if c in ")]":
                depth += 1
            elif c in "([" and depth:
                depth -= 1
            elif depth == 0 and (c in "([,{:\n" or (c == "=" and code[k - 2] not in "=!<>" and code[k] != "=")):
                break
            k -= 1
        text = code[k:m.start()]
        lead = k + len(text) - len(text.lstrip())
        if text.strip() and not text.lstrip().startswith("return"):
            yield from negate(code, lead, m.start(), "ternary")


def negate(code, lead, trail, keyword):
    clause = code[lead:trail]
    if re.fullmatch(r"![\w.()$]+", clause) or (clause.startswith("!(") and matching(code, lead + 1, "(", ")") == trail):
        yield lead, lead + 1, "", f"{keyword} '{clause}' → '{clause[1:]}'"
    elif re.fullmatch(r"[\w.]+", clause):
        yield lead, trail, f"!{clause}", f"{keyword} '{clause}' → '!{clause}'"
    else:
        yield lead, trail, f"!({clause})", f"{keyword} '{clause}' → '!({clause})'"


def drop_guards(code):
    for m in re.finditer(r"\bguard\s+", code):
        parts = clauses(code, m.end(), {"else"})
        if not parts or any(BINDS.search(code[b:e]) for b, e in parts):
            continue
        opening = code.index("{", parts[-1][1])
        end = matching(code, opening, "{", "}")
        if end < 0:
            continue
        condition = " ".join(code[m.end():parts[-1][1]].split())
        yield m.start(), end, "\n" * code[m.start():end].count("\n"), f"drop 'guard {condition} else {{…}}'"


def drop_throws(code):
    for m in THROW.finditer(code):
        line_end = code.find("\n", m.start())
        line_end = len(code) if line_end < 0 else line_end
        # The statement ends with its line or with the block it sits in.
        depth, end = 0, m.start()
        while end < line_end:
            if code[end] in "({[":
                depth += 1
            elif code[end] in ")}]":
                if depth == 0:
                    break
                depth -= 1
            end += 1
        block = code.rfind("{", 0, m.start())
        enclosing = code[code.rfind("\n", 0, block) + 1: block]
        if re.search(r"\bguard\b", enclosing) or (re.search(r"\belse\s*$", enclosing) and not re.search(r"\}\s*else\s*$", enclosing)):
            continue  # a guard's else must leave the scope: without the throw it does not compile
        statement = " ".join(code[m.start():end].split())
        line_start = code.rfind("\n", 0, m.start()) + 1
        previous = code[:line_start].rstrip()
        replacement = "break" if previous.endswith(":") and not code[line_start:m.start()].strip() else ""
        yield m.start(), end, replacement, f"drop '{statement}'"


def return_early(code):
    for m in FUNCTION.finditer(code):
        if m.group(1) and "->" in m.group(0):
            continue  # a function with a result has nothing to return early
        name = m.group(1) or m.group(2)
        yield m.end(), m.end(), " return;", f"return at the start of '{name}'"


OPERATORS = [flip_comparisons, negate_conditions, drop_guards, drop_throws, return_early, swap_plus_minus, bump_integers]


# ---------------------------------------------------------------------------------------------

def progress(message):
    print(message, file=sys.stderr, flush=True)


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def mutants_of(path, text):
    code = code_only(text)
    found = []
    for operator in OPERATORS:
        # Descriptions quote the code as written (the operators see strings blanked).
        for start, end, replacement, description in operator(code):
            if code[start:end] != text[start:end]:
                description = description.replace(" ".join(code[start:end].split()), " ".join(text[start:end].split()))
            line = text.count("\n", 0, start) + 1
            line_text = text.splitlines()[line - 1]
            column = start - (text.rfind("\n", 0, start) + 1) + 1
            if SKIPPED_LINE.match(line_text) or "precondition" in line_text:
                continue
            mutated = text[:start] + replacement + text[end:]
            found.append({"file": path, "line": line, "column": column, "operator": operator.__name__, "description": description,
                          "text": mutated})
    return found


def source_files():
    listing = subprocess.run(["git", "-C", repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if listing.returncode != 0:
        sys.exit(f"error: git ls-files failed: {listing.stdout.strip()}")
    return sorted(p for p in set(listing.stdout.split("\0")) if p and os.path.isfile(os.path.join(repo, p)))


def sample(files_by_module):
    """At most --per-file per file, then at most --max per module, taken in turn from each file."""
    chosen = {}
    for module, by_file in files_by_module.items():
        lists = []
        for path, found in sorted(by_file.items()):
            found = list(found)
            random.Random(f"{seed}:{path}").shuffle(found)
            lists.append(found[:per_file] if per_file else found)
        taken = []
        while any(lists) and (not max_per_module or len(taken) < max_per_module):
            for entries in lists:
                if entries and (not max_per_module or len(taken) < max_per_module):
                    taken.append(entries.pop(0))
        chosen[module] = sorted(taken, key=lambda m: (m["file"], m["line"], m["column"], m["description"]))
    return chosen


def lay_tree(paths):
    """Copies the work tree's files into the copy, writing only those that differ, so its build
    stays incremental; files gone from the repository go from the copy too."""
    manifest_path = os.path.join(work, "files.txt")
    old = set(read(manifest_path).split("\n")) - {""} if os.path.exists(manifest_path) else set()
    for relative in paths:
        origin, destination = os.path.join(repo, relative), os.path.join(tree, relative)
        with open(origin, "rb") as file:
            data = file.read()
        if os.path.exists(destination):
            with open(destination, "rb") as file:
                if file.read() == data:
                    continue
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as file:
            file.write(data)
        os.chmod(destination, os.stat(origin).st_mode & 0o777)
    for relative in old - set(paths):
        try:
            os.remove(os.path.join(tree, relative))
        except FileNotFoundError:
            pass
    write(manifest_path, "\n".join(paths))


def swift(arguments, limit=None):
    """Runs swift in the copy, holding the build lock for this one command (the time limit starts
    once the lock is held), in a process group of its own, so a time limit ends the tests and
    everything they started. Returns (status, or None when stopped at the limit; output)."""
    holder = None
    if lock != "none":
        holder = open(lock, "a")
        fcntl.flock(holder, fcntl.LOCK_EX)
    try:
        process = subprocess.Popen(["swift"] + arguments, cwd=tree, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, encoding="utf-8", errors="replace", start_new_session=True)
        try:
            output, _ = process.communicate(timeout=limit)
            return process.returncode, output
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                output, _ = process.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                output, _ = process.communicate()
            return None, output
        except BaseException:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            raise
    finally:
        if holder is not None:
            holder.close()


def build():
    return swift(["build", "--build-tests", "--scratch-path", scratch], limit=1800)


def test(targets, limit=None):
    pattern = "^(" + "|".join(targets) + r")\."
    return swift(["test", "--skip-build", "--scratch-path", scratch, "--filter", pattern], limit=limit)


def test_targets_seeing(module, package):
    """The module's own test target first, then those of every target that depends on it."""
    targets = {t["name"]: t for t in package["targets"]}
    def closure(name, seen=None):
        seen = set() if seen is None else seen
        for dependency in targets[name].get("target_dependencies") or []:
            if dependency not in seen:
                seen.add(dependency)
                closure(dependency, seen)
        return seen
    tests = sorted(t["name"] for t in package["targets"] if t["type"] == "test" and module in closure(t["name"]))
    own = f"{module}Tests"
    return [own], [t for t in tests if t != own]


def describe():
    manifest = read(os.path.join(tree, "Package.swift"))
    cache = os.path.join(work, "describe-" + hashlib.sha256(manifest.encode()).hexdigest()[:16] + ".json")
    if os.path.exists(cache):
        return json.loads(read(cache))
    status, output = swift(["package", "--scratch-path", scratch, "describe", "--type", "json"])
    if status != 0:
        progress(f"error: swift package describe failed:\n{output[-2000:]}")
        sys.exit(1)
    text = output[output.index("{"):]
    write(cache, text)
    return json.loads(text)


def key(mutant):
    return f"{mutant['file']}:{mutant['line']}:{mutant['column']} {mutant['description']}"


def equivalents():
    known = {}
    if os.path.exists(EQUIVALENTS):
        for line in read(EQUIVALENTS).splitlines():
            if line.strip() and not line.startswith("#") and " | " in line:
                mutant, why = line.split(" | ", 1)
                known[mutant.strip()] = why.strip()
    return known


def main():
    paths = source_files()
    scoped = [p for p in paths if in_scope(p) and (not only_files or p in only_files)]
    unknown = only_files - set(scoped)
    if unknown:
        progress(f"error: not a file the mutants go into: {', '.join(sorted(unknown))}")
        sys.exit(2)
    by_module = {m: {} for m in modules}
    for path in scoped:
        module = path.split("/")[1]
        if module in by_module:
            by_module[module][path] = mutants_of(path, read(os.path.join(repo, path)))
    chosen = sample(by_module)
    total = sum(len(v) for v in chosen.values())
    every = sum(len(f) for by_file in by_module.values() for f in by_file.values())
    sampling = []
    if per_file:
        sampling.append(f"--per-file {per_file}")
    if max_per_module:
        sampling.append(f"--max {max_per_module}")
    sampling = (" ".join(sampling) + f", seed {seed}") if sampling else "none (every mutant)"
    progress(f"{total} mutants of {every} in {', '.join(m for m in modules if chosen[m])} (sampling: {sampling})")
    if list_only:
        for module in modules:
            for mutant in chosen[module]:
                print(f"{module}\t{key(mutant)}")
        return 0

    lay_tree(paths)
    progress("building the unmutated copy…")
    status, output = build()
    if status != 0:
        progress("error: the unmutated copy does not build:\n" + "\n".join(output.splitlines()[-20:]))
        return 1
    package = describe()
    known = equivalents()
    results = {m: [] for m in modules}
    started = time.monotonic()
    try:
        for module in modules:
            if not chosen[module]:
                continue
            own, others = test_targets_seeing(module, package)
            # The last mutant's build is still in place: the clean run needs the clean build.
            status, output = build()
            if status != 0:
                progress("error: the unmutated copy does not build:\n" + "\n".join(output.splitlines()[-20:]))
                return 1
            limits = []
            for group in (own, others):
                if not group:
                    limits.append(None)
                    continue
                begin = time.monotonic()
                status, output = test(group)
                seconds = time.monotonic() - begin
                if status != 0:
                    progress(f"error: {', '.join(group)} fail on the unmutated copy:\n" + "\n".join(output.splitlines()[-20:]))
                    return 1
                limits.append(timeout_arg or int(3 * seconds + 20))
            progress(f"{module}: {len(chosen[module])} mutants; tests {', '.join(own + others)}; limits {limits} s")
            for number, mutant in enumerate(chosen[module], 1):
                path = os.path.join(tree, mutant["file"])
                original = read(path)
                try:
                    write(path, mutant["text"])
                    outcome = run_mutant([own, others], limits)
                finally:
                    write(path, original)
                mutant["outcome"] = outcome
                if outcome == "survived" and key(mutant) in known:
                    mutant["outcome"] = "equivalent"
                results[module].append(mutant)
                progress(f"  [{number}/{len(chosen[module])}] {mutant['outcome']:<15} {key(mutant)}")
    except KeyboardInterrupt:
        progress("interrupted: the copy is restored; the report covers the mutants that ran")
    elapsed = time.monotonic() - started
    write_report(results, sampling, elapsed, known)
    progress(f"report: {report_path}")
    return 0


def run_mutant(groups, limits):
    status, _ = build()
    if status != 0:
        return "did not compile"
    for group, limit in zip(groups, limits):
        if not group:
            continue
        status, _ = test(group, limit)
        if status is None:
            return "killed (timeout)"
        if status != 0:
            return "killed"
    return "survived"


def write_report(results, sampling, elapsed, known):
    commit = subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"], stdout=subprocess.PIPE, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", repo, "status", "--porcelain"], stdout=subprocess.PIPE, text=True).stdout.strip()
    lines = [
        "# Mutation testing",
        "",
        f"- command: `{command_line}`",
        f"- date: {datetime.date.today().isoformat()}; commit {commit}{' with uncommitted changes' if dirty else ''}",
        f"- sampling: {sampling}",
        f"- time: {elapsed / 60:.1f} min",
        "",
        "| module | mutants | killed | survived | equivalent | did not compile | score |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for module, mutants in results.items():
        if not mutants:
            continue
        count = lambda prefix: sum(1 for m in mutants if m["outcome"].startswith(prefix))
        killed, survived, equivalent, broken = count("killed"), count("survived"), count("equivalent"), count("did not")
        judged = killed + survived
        score = f"{100 * killed / judged:.0f}%" if judged else "–"
        lines.append(f"| {module} | {len(mutants)} | {killed} | {survived} | {equivalent} | {broken} | {score} |")
    lines += ["", "Score: killed ÷ (mutants − equivalent − did not compile).", ""]
    for title, outcome in (("Survivors", "survived"), ("Equivalent", "equivalent"), ("Did not compile", "did not compile")):
        chosen = [m for ms in results.values() for m in ms if m["outcome"] == outcome]
        lines += [f"## {title} ({len(chosen)})", ""]
        for mutant in chosen:
            why = f" — {known[key(mutant)]}" if outcome == "equivalent" else ""
            lines.append(f"- `{mutant['file']}:{mutant['line']}:{mutant['column']}` {mutant['description']}{why}")
        lines.append("")
    os.makedirs(os.path.dirname(os.path.abspath(report_path)), exist_ok=True)
    write(report_path, "\n".join(lines))
    print("\n".join(lines))


def stop(*_):
    raise KeyboardInterrupt


signal.signal(signal.SIGTERM, stop)
sys.exit(main())
PY
