"""Build isolation, measured, for Tooling/build-isolation.sh (its --help says what): the edits planned
by edits.py, each rebuilt on a scratch copy of the work tree."""
import datetime
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import cli
from cli import progress, read, write
import package as pkg
from edits import PROBE, goal, parse_build, plan
from mutants import finder

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(command, **options):
    return subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **options)


class Copy:
    def __init__(self, work, with_tests, plugins):
        self.source, self.scratch, self.with_tests = os.path.join(work, "src"), os.path.join(work, "build"), with_tests
        self.plugins = plugins

    def lay(self):
        """The work tree's files, times kept, so a kept --work-dir rebuilds only what changed."""
        shutil.rmtree(self.source, ignore_errors=True)
        listing = run(["git", "-C", REPO, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], check=True)
        for relative in sorted(set(filter(None, listing.stdout.split("\0")))):
            if os.path.isfile(os.path.join(REPO, relative)):
                os.makedirs(os.path.dirname(os.path.join(self.source, relative)), exist_ok=True)
                shutil.copy2(os.path.join(REPO, relative), os.path.join(self.source, relative), follow_symlinks=False)

    def build(self):
        start = time.monotonic()
        result = run(["swift", "build", "--scratch-path", self.scratch, "-v"] + (["--build-tests"] if self.with_tests else []),
                     cwd=self.source)
        if result.returncode != 0:
            log = os.path.join(tempfile.gettempdir(), "build-isolation-failed-build.log")  # outlives the copy
            with open(log, "w") as file:
                file.write(result.stdout)
            raise SystemExit(f"error: swift build failed ({log}):\n" + "\n".join(result.stdout.splitlines()[-15:]))
        compiled, relinked = parse_build(result.stdout)
        # SwiftPM compiles the plugins' scripts in a verbose build: tooling of the build, not a target.
        return time.monotonic() - start, ({m: f for m, f in compiled.items() if m not in self.plugins}, relinked)

    def measure(self, relative, edited, repeat):
        path = os.path.join(self.source, relative)
        original, timings, compiled, relinked = read(path), [], {}, set()
        try:
            for _ in range(repeat):
                write(path, edited)
                seconds, (found, linked) = self.build()
                timings.append(seconds)
                relinked |= linked
                for module, files in found.items():
                    compiled.setdefault(module, set()).update(files)
                write(path, original)
                self.build()
        finally:
            # Written again after the build that put it back, it would recompile in the next edit's build.
            if read(path) != original:
                write(path, original)
        return statistics.median(timings), compiled, relinked


def parse(argv):
    parser = cli.Parser("Tooling/build-isolation.sh")
    parser.add_argument("--modules")
    parser.add_argument("--repeat", type=cli.positive, default=3)
    parser.add_argument("--work-dir")
    for flag in ("--tests", "--files", "--list"):
        parser.add_argument(flag, action="store_true")
    return parser.parse_args(argv)


def main(argv):
    options = parse(argv)
    work = os.path.abspath(options.work_dir) if options.work_dir else tempfile.mkdtemp(prefix="build-isolation.")
    try:
        os.makedirs(work, exist_ok=True)
        return measure_all(options, argv, work)
    finally:
        if not options.work_dir:
            shutil.rmtree(work, ignore_errors=True)


def measure_all(options, argv, work):
    started, load_before = time.monotonic(), os.getloadavg()
    package, policy = pkg.describe(REPO, os.path.join(work, "describe")), pkg.policy(REPO)
    found = pkg.modules(package, policy)
    # What a leaf's API edit may reach: the apps, and the tooling that exercises a module as its tests
    # do (fuzz harnesses, benchmarks); never another team's module.
    found["reachable"] = found["apps"] + sorted(t["name"] for t in package["targets"]
                                                if t["path"].startswith("Tooling/") and t["type"] in ("library", "executable"))
    defaults = pkg.module_names(package, policy) + [t["name"] for t in package["targets"]
                                                   if t["name"] in found["apps"] and t["type"] == "library"]
    modules = options.modules.split(",") if options.modules else defaults
    kinds = {t["name"]: t["type"] for t in package["targets"]}
    unknown = [m for m in modules if kinds.get(m, "test") == "test"]
    if unknown:
        cli.usage_error(f"not a non-test target of Package.swift: {', '.join(unknown)}")
    reader = finder(work)
    if options.list:
        plans = plan(package, modules, REPO, reader)
        for module, edit in plans["body"].items():
            print(f"{module}\tbody\t" + (f"{edit[0]}:{edit[1]}" if edit else "nothing to edit"))
        for module, edit in plans["api"].items():
            print(f"{module}\tapi\t" + (f"extension {edit[1]} in {edit[0]} (named {edit[2]} times above it)" if edit else "nothing to edit"))
        return 0
    copy = Copy(work, options.tests, {t["name"] for t in package["targets"] if t["type"] == "plugin"})
    progress(f"Copying the work tree to {copy.source}")
    copy.lay()
    plans = plan(package, modules, copy.source, reader)
    progress("Initial build (swift build -v" + (" --build-tests" if options.tests else "") + ")")
    warm, no_op = copy.build()[0], copy.build()[0]
    progress(f"  initial build {warm:.1f} s, no-op build {no_op:.1f} s")
    results, steps = {"body": {}, "api": {}}, [(k, m) for k in ("body", "api") for m in modules]
    for index, (kind, module) in enumerate(steps, start=1):
        edit = plans[kind][module]
        if edit is None:
            progress(f"[{index}/{len(steps)}] {kind} {module}: nothing to edit, skipped")
            continue
        results[kind][module] = copy.measure(edit[0], edit[-1], options.repeat)
        seconds, compiled, _ = results[kind][module]
        progress(f"[{index}/{len(steps)}] {kind} {module}: {seconds:.1f} s, {', '.join(sorted(compiled)) or 'nothing'} recompiled")
    facts = {"warm": warm, "no_op": no_op, "load": (load_before[0], os.getloadavg()[0]), "minutes": (time.monotonic() - started) / 60,
             "command": "Tooling/build-isolation.sh" + (" " + shlex.join(argv) if argv else "")}
    print(report(plans, results, facts, options, copy.source, found))
    return 0


def report(plans, results, facts, options, source, found):
    relative = lambda path: os.path.relpath(path, source)  # noqa: E731
    git = lambda *a: run(["git", "-C", REPO, *a]).stdout.strip()  # noqa: E731
    build = "`swift build -v" + (" --build-tests`" if options.tests else "`")
    out = ["# Build isolation\n", f"- command: `{facts['command']}`",
           f"- date: {datetime.date.today().isoformat()}; commit {git('rev-parse', '--short', 'HEAD')}"
           + (" plus uncommitted changes" if git("status", "--porcelain") else ""),
           f"- machine: {os.cpu_count()} cores, {run(['swift', '--version']).stdout.splitlines()[0]}; load average "
           f"{facts['load'][0]:.2f} before, {facts['load'][1]:.2f} after",
           f"- build: {build}" + (" (every target, tests included)" if options.tests else " (every library and executable, no test targets)")
           + f", debug, incremental; times are the median of {options.repeat} rebuild(s)",
           f"- initial build of the copy {facts['warm']:.1f} s (from scratch unless --work-dir kept one); a no-op build takes "
           f"{facts['no_op']:.1f} s (SwiftPM planning, included in every time below)", f"- whole run: {facts['minutes']:.1f} min\n"]
    titles = {"body": "Body-only edit (a statement added inside an existing function body)",
              "api": f"Public-API edit (`public func {PROBE}() -> Int` in an extension of a public type)"}
    verdicts = []
    for kind in ("body", "api"):
        out += [f"## {titles[kind]}\n", "| module | targets recompiled (files) | files recompiled | relinked | seconds | ratio to Core |",
                "|---|---|---:|---|---:|---:|"]
        core = results[kind].get(found["core"])
        for module, (seconds, compiled, relinked) in results[kind].items():
            targets = ", ".join(f"{m} ({len(compiled[m])})" for m in sorted(compiled, key=lambda m: (m != module, m))) or "none"
            ratio = f"{seconds / core[0]:.2f}" if core else "n/a"
            out.append(f"| {module} | {targets} | {sum(map(len, compiled.values()))} | {', '.join(sorted(relinked)) or 'none'} "
                       f"| {seconds:.1f} | {ratio} |")
        out.append("\nEdited:\n")
        for module in results[kind]:
            edit = plans[kind][module]
            out.append(f"- {module}: `{edit[0]}` line {edit[1]}" if kind == "body" else
                       f"- {module}: `extension {edit[1]}` in `{edit[0]}` (named {edit[2]} times in the non-test targets that depend on {module})")
        out.append("")
        if options.files:
            out.append("Recompiled files:\n")
            for module, (_, compiled, _) in results[kind].items():
                out.append(f"- {module}: " + ", ".join(f"`{n}`" for n in sorted(relative(f) for fs in compiled.values() for f in fs)))
            out.append("")
        verdicts += goal(kind, results[kind], found["leaves"], found["reachable"], options.tests)
    return "\n".join(out + ["## Against the goal\n"] + [f"- {line}" for line in verdicts])


if __name__ == "__main__":
    cli.run_main(main)
