#!/usr/bin/env bash
# Mutation testing, by hand (not in CI): small faults are planted one at a time in the code the
# tests are meant to guard, and each is kept only if some test fails. The survivors are the places
# where a behaviour can change without any test noticing. The work is in Tooling/MutationTest.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/mutation-test.sh [options]

Plants one mutation at a time in the Domain and Data layers of the features, in the model and in
Core's Storage and Network (the modules come from `swift package describe` and the policy): a
flipped comparison (< <=, > >=, == !=), a negated condition (if x -> if !x, guard x -> guard !x), a
dropped guard or throw, a return at the start of a function, + swapped with -, an integer constant
plus one. The mutants are found on each file's syntax tree (Tooling/Mutants, on the toolchain's
SwiftSyntax). Each mutant is built incrementally and tested with the test targets that can see its
module (its own first, then its dependents' only if those pass), under a time limit. Killed: a test
failed or timed out. Survived: every test passed. Did not compile: counted apart. Survivors listed
in Tooling/mutation-equivalents.txt (one line each, with why) are counted as equivalent.

Everything happens in a copy of the work tree (tracked and untracked files, not ignored ones); the
repository is never edited. The copy and its build folder are kept, so reruns start warm.

Options:
  --module A,B      modules to mutate (default: the model, Core and every feature)
  --file PATH       only this source file (repeatable; a path from the repository root)
  --timeout SEC     limit per test run of one mutant (default: 3 x the clean run + 20 s)
  --changed BASE    only the mutants on lines changed since BASE (git diff BASE: committed and not)
  --fail-under PCT  exit 1 when killed ÷ judged, over every mutant run, is under PCT percent
  --list            print the mutants that would run ("MODULE<tab>file:line:column what"), build nothing
  --report FILE     the report (default: .build/mutation/report.md)
  --work-dir DIR    the copy and its build folder (default: .build/mutation)
  --lock FILE       every swift command holds flock(2) on FILE while it runs, so builds on a shared
                    machine never overlap; the time limit starts once the lock is held
                    (default: /tmp/swift-build.lock; "none" to take no lock)
  -h, --help        show this help
Environment: DESCRIBE=FILE reads the package from a saved `swift package describe --type json`.

Time (2 cores, warm copy): 1-2 s to rebuild a mutant, then its tests: 5-10 s for most mutants, up
to 30 s for one of Core or Torneo that survives its own tests. All 471 mutants of 2026-12-02 took
77 minutes; one module's from 2 (Cronica) to 45 (Core). The first run builds the copy from scratch
(about 2 minutes); waits for the lock come on top.

Exit status: 0 done (whatever the score, unless --fail-under), 1 the unmutated copy does not build
or its tests fail, or the score is under --fail-under, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
run_tool mutation-test "$@"
