"""Runs the mutants of Tooling/mutation-test.sh (its --help says what and how) in a kept copy of the
work tree; the repository is never edited."""
import fcntl
import hashlib
import json
import os
import shlex
import signal
import subprocess
import sys
import time

import changed
import cli
from cli import progress, read, write
import mutants as mu
import package as pkg

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LAYERS = ("Domain", "Data")  # a feature's logic; its UI is left to the screens' tests


def git(*arguments):
    return subprocess.run(["git", "-C", REPO, *arguments], stdout=subprocess.PIPE, text=True, check=True).stdout


def module_of(path, scope):
    """The module a mutant in `path` belongs to, or None when no mutant goes there: a feature's Domain
    and Data, the model, and the parts of Core that only Data may use (Storage, Network)."""
    parts = path.split("/")
    if len(parts) < 3 or parts[0] != "Modules" or not path.endswith(".swift"):
        return None
    name, part = parts[1], parts[2]
    if name == scope["model"] or (name == scope["core"] and part in scope["restricted"]) or \
            (name in scope["features"] and part in LAYERS):
        return name
    return None


def parse(argv):
    parser = cli.Parser("Tooling/mutation-test.sh")
    for option in ("--module", "--report", "--work-dir"):
        parser.add_argument(option)
    parser.add_argument("--file", action="append", default=[])
    parser.add_argument("--timeout", type=cli.positive, default=0)
    parser.add_argument("--changed")
    parser.add_argument("--fail-under", type=cli.positive, default=0)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--lock", default="/tmp/swift-build.lock")
    options = parser.parse_args(argv)
    options.work_dir = os.path.abspath(options.work_dir or os.path.join(REPO, ".build", "mutation"))
    options.report = options.report or os.path.join(options.work_dir, "report.md")
    return options


class Copy:
    """The kept copy of the work tree and its build folder."""

    def __init__(self, work, lock):
        self.work, self.lock = work, lock
        self.tree, self.scratch = os.path.join(work, "tree"), os.path.join(work, "scratch")

    def lay(self, paths):
        """Writes only the files that differ, so the build stays incremental; files gone from the
        repository go from the copy too."""
        listed = os.path.join(self.work, "files.txt")
        old = set(read(listed).split("\n")) - {""} if os.path.exists(listed) else set()
        for relative in paths:
            origin, destination = os.path.join(REPO, relative), os.path.join(self.tree, relative)
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
            if os.path.exists(os.path.join(self.tree, relative)):
                os.remove(os.path.join(self.tree, relative))
        write(listed, "\n".join(paths))

    def swift(self, arguments, limit=None):
        """swift in the copy, holding the build lock for this one command (the limit starts once it is
        held), in a process group of its own, so a limit ends the tests and everything they started.
        Returns (status, or None when stopped at the limit; output)."""
        holder = None if self.lock == "none" else open(self.lock, "a")
        if holder:
            fcntl.flock(holder, fcntl.LOCK_EX)
        try:
            process = subprocess.Popen(["swift"] + arguments, cwd=self.tree, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                       stderr=subprocess.STDOUT, encoding="utf-8", errors="replace", start_new_session=True)
            try:
                output = process.communicate(timeout=limit)[0]
                return process.returncode, output
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    return None, process.communicate(timeout=10)[0]
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    return None, process.communicate()[0]
            except BaseException:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                raise
        finally:
            if holder:
                holder.close()

    def build(self):
        status, output = self.swift(["build", "--build-tests", "--scratch-path", self.scratch], limit=1800)
        if status != 0:
            raise SystemExit("error: the unmutated copy does not build:\n" + "\n".join(output.splitlines()[-20:]))

    def test(self, targets, limit=None):
        pattern = "^(" + "|".join(targets) + r")\."
        return self.swift(["test", "--skip-build", "--scratch-path", self.scratch, "--filter", pattern], limit=limit)

    def outcome(self, groups, limits):
        if self.swift(["build", "--build-tests", "--scratch-path", self.scratch], limit=1800)[0] != 0:
            return "did not compile"
        for group, limit in zip(groups, limits):
            status = self.test(group, limit)[0] if group else 0
            if status is None:
                return "killed (timeout)"
            if status != 0:
                return "killed"
        return "survived"


def described(work, paths):
    """The package, asked once per manifest and list of module files (cached in the work folder), with
    a scratch folder of its own: the default one may be locked by a running build."""
    digest = hashlib.sha256((read(os.path.join(REPO, "Package.swift")) + "\n".join(p for p in paths if p.startswith("Modules/")))
                            .encode()).hexdigest()[:16]
    cache = os.path.join(work, f"describe-{digest}.json")
    if not os.path.exists(cache):
        os.makedirs(work, exist_ok=True)
        write(cache, json.dumps(pkg.describe(REPO, os.path.join(work, "describe"))))
    return json.loads(read(cache))


def test_targets_seeing(module, package):
    """The module's own test target, then those of every target that depends on it."""
    tests = sorted(t["name"] for t in package["targets"] if t["type"] == "test" and t["name"] in pkg.dependents(module, package["targets"]))
    own = f"{module}Tests"
    return [own], [t for t in tests if t != own]


def main(argv):
    options = parse(argv)
    paths = sorted(p for p in set(git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0"))
                   if p and os.path.isfile(os.path.join(REPO, p)))
    package, policy = described(options.work_dir, paths), pkg.policy(REPO)
    names = pkg.module_names(package, policy)
    scope = dict(pkg.modules(package, policy), restricted=policy["core"]["restricted"])
    modules = [name for name in (options.module or ",".join(names)).split(",") if name]
    unknown = [name for name in modules if name not in names]
    if unknown:
        cli.usage_error(f"unknown module '{unknown[0]}'; one of {', '.join(names)}")
    scoped = {p: module_of(p, scope) for p in paths if module_of(p, scope) and (not options.file or p in options.file)}
    outside = sorted(set(options.file) - set(scoped))
    if outside:
        cli.usage_error(f"not a file the mutants go into: {', '.join(outside)}")
    by_module = {name: {} for name in modules}
    found = mu.mutants_of(sorted(p for p, name in scoped.items() if name in by_module), REPO, mu.finder(options.work_dir))
    for path, mutants in found.items():
        by_module[scoped[path]][path] = mutants
    chosen = {name: sorted((m for found in by_file.values() for m in found), key=lambda m: (m["file"], m["line"], m["column"]))
              for name, by_file in by_module.items()}
    if options.changed:
        chosen = changed.only_changed(chosen, changed.changed_lines(git("diff", "--unified=0", options.changed, "--", *scoped)))
    equivalent = mu.equivalents(read(os.path.join(REPO, "Tooling", "mutation-equivalents.txt")))
    made = {mu.key(x) for by_file in by_module.values() for found in by_file.values() for x in found}
    for stale in (k for k in equivalent if k not in made and any(k.startswith(p + ":") for b in by_module.values() for p in b)):
        progress(f"warning: mutation-equivalents.txt names a mutant no longer made (the code moved?): {stale}")
    every = sum(len(found) for by_file in by_module.values() for found in by_file.values())
    which = f"the lines changed since {options.changed}" if options.changed else "every mutant"
    progress(f"{sum(map(len, chosen.values()))} mutants of {every} in {', '.join(n for n in modules if chosen[n])} ({which})")
    if options.list:
        for name in modules:
            for mutant in chosen[name]:
                print(f"{name}\t{mu.key(mutant)}")
        return 0
    copy = Copy(options.work_dir, options.lock)
    copy.lay(paths)
    progress("building the unmutated copy…")
    copy.build()
    results, started = {name: [] for name in modules}, time.monotonic()
    try:
        for name in (n for n in modules if chosen[n]):
            groups = test_targets_seeing(name, package)
            copy.build()  # the last mutant's build is still in place: the clean run needs the clean build
            limits = []
            for group in groups:
                begin = time.monotonic()
                status, output = copy.test(group) if group else (0, "")
                if status != 0:
                    raise SystemExit(f"error: {', '.join(group)} fail on the unmutated copy:\n" + "\n".join(output.splitlines()[-20:]))
                limits.append(options.timeout or int(3 * (time.monotonic() - begin) + 20) if group else None)
            progress(f"{name}: {len(chosen[name])} mutants; tests {', '.join(groups[0] + groups[1])}; limits {limits} s")
            for number, mutant in enumerate(chosen[name], 1):
                path = os.path.join(copy.tree, mutant["file"])
                original = read(path)
                try:
                    write(path, mutant["text"])
                    mutant["outcome"] = copy.outcome(groups, limits)
                finally:
                    write(path, original)
                if mutant["outcome"] == "survived" and mu.key(mutant) in equivalent:
                    mutant["outcome"] = "equivalent"
                results[name].append(mutant)
                progress(f"  [{number}/{len(chosen[name])}] {mutant['outcome']:<15} {mu.key(mutant)}")
    except KeyboardInterrupt:
        progress("interrupted: the copy is restored; the report covers the mutants that ran")
    command = "Tooling/mutation-test.sh" + (" " + shlex.join(argv) if argv else "")
    commit = git("rev-parse", "--short", "HEAD").strip() + (" with uncommitted changes" if git("status", "--porcelain").strip() else "")
    text = changed.report(results, command, which, time.monotonic() - started, equivalent, commit)
    os.makedirs(os.path.dirname(os.path.abspath(options.report)), exist_ok=True)
    write(options.report, text)
    print(text)
    progress(f"report: {options.report}")
    total = changed.score(results)
    if options.fail_under and total is not None and total < options.fail_under:
        progress(f"error: the score is {total:.0f}%, under --fail-under {options.fail_under}%: each survivor above is a change no test sees")
        return 1
    return 0


if __name__ == "__main__":
    cli.run_main(main)
