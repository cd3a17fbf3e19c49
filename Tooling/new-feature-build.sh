#!/usr/bin/env bash
# Adds a feature with `check-architecture new-feature` to a copy of the repository, then builds the
# copy, runs the new feature's tests and checks the architecture there: the scaffold must build and
# pass with no hand edit. Then it plants a warning in the new feature and checks that CI's build gate
# (build_without_warnings in .ci/tools.sh, which every pull request runs) refuses it. The copy builds from clean: a .build moved to another folder is not reusable
# (its module cache records its path).
set -euo pipefail

source "$(dirname "$0")/lib/checker.sh"
help_if_asked "$0" 5 "Usage: Tooling/new-feature-build.sh   (exit 0 when the new feature builds, passes its tests and the check)" "${1:-}"
build_checker

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git ls-files -co --exclude-standard | tar -cf - -T - | tar -xf - -C "$work"
cd "$work"

"$checker" new-feature Estadios --uses Partidos --owner @marcador/estadios >/dev/null
swift build --build-tests >"$work/build.log" 2>&1 || {
    echo "new-feature-build: the scaffolded package did not build:" >&2
    grep -E 'error' "$work/build.log" >&2 || tail -20 "$work/build.log" >&2
    exit 1
}
if grep -E '(^|: )warning: ' "$work/build.log" >&2; then
    echo "new-feature-build: the scaffolded package builds with warnings" >&2
    exit 1
fi
swift test --skip-build --filter 'EstadiosTests\.' >"$work/test.log" 2>&1 || {
    cat "$work/test.log" >&2
    echo "new-feature-build: the new feature's tests failed" >&2
    exit 1
}
grep -q 'Test run with [1-9][0-9]* tests' "$work/test.log" || {
    echo "new-feature-build: no test of the new feature ran" >&2
    exit 1
}
"$(swift build --show-bin-path)/check-architecture" --quiet

# A warning in a changed file must fail the gate a pull request runs (the build is incremental there
# too: only the changed file recompiles, and its warning is printed).
source .ci/tools.sh
archivo="$(ls Modules/Estadios/Domain/*.swift | head -n 1)"
printf '\nfunc avisoPlantado() {\n    let sinUsar = 1\n}\n' >>"$archivo"
if (build_without_warnings >"$work/warning.log" 2>&1); then
    echo "new-feature-build: a planted warning in $archivo passed the build gate" >&2
    exit 1
fi
grep -q "$archivo:.*warning: " "$work/warning.log" || {
    echo "new-feature-build: the build gate failed, but not on the planted warning:" >&2
    tail -20 "$work/warning.log" >&2
    exit 1
}
echo "new-feature-build: Estadios builds, its tests pass and the check is clean; a warning in it fails the build gate"
