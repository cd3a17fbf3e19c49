#!/usr/bin/env bash
# Two teams add a feature at once: the merge is clean and the result builds, passes its tests and the
# check, with no hand edit; CI's build gate refuses a warning. Runs in this repository, in place.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/new-feature-build.sh

Needs a clean work tree (as CI's fresh clone is): it makes its branches in this repository, builds
incrementally, and puts back the branch, HEAD and the work tree however it ends.
From the same commit, `check-architecture new-feature Estadios` on one branch and `swift package
new-feature Fichajes` (the command plugin) on another; each changes, outside its new files, only
Package.swift and generated documents, and `git merge` must be clean. Then the merge
builds, both features' tests pass, the api and xcode checks pass, `swift package check-architecture`
is clean and fails on a planted layer error, the demo shows each screen, help line and command, and
a planted warning fails CI's build gate (build_without_warnings in .ci/tools.sh).
Exit status: 0 all of that holds, 1 otherwise, 2 bad usage or a work tree with changes.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
[[ $# -eq 0 ]] || usage_error "unexpected argument '$1'"
[[ -z "$(git -C "$repo" status --porcelain)" ]] || usage_error "needs a clean work tree; commit or stash first"
build_checker
make_work
base="$(git rev-parse HEAD)"
back_to="$(git symbolic-ref -q --short HEAD || echo "$base")"
prefix="new-feature-build-$$-"
# Run by make_work's exit trap: the branch, HEAD and the work tree put back; the branches made here go.
cleanup() {
    git reset -q --hard && git clean -fdq -- Modules Tests Apps && git checkout -q "$back_to"
    git for-each-ref --format='%(refname:short)' "refs/heads/$prefix*" | xargs -r git branch -q -D
}
# git with an identity of its own (a fresh clone may have none).
git_here() { git -c user.name=Marcador -c user.email=marcador@example.com -c commit.gpgsign=false "$@"; }
# fail MESSAGE [LOG]: LOG (if given) and MESSAGE on stderr, exit 1.
fail() {
    [[ -z ${2:-} ]] || cat "$2" >&2
    echo "new-feature-build: $1" >&2
    exit 1
}

# SwiftPM's lock files named after a scratch folder of the checker's, in the temporary directory.
describe_locks() { find "${TMPDIR:-/tmp}" -maxdepth 1 -name '_*check-architecture*.lock' 2>/dev/null | sort; }
locks_before="$(describe_locks)"
git_here checkout -q -b "${prefix}Estadios" "$base"
"$checker" new-feature Estadios --uses Partidos --owner @marcador/estadios >/dev/null
[[ "$(describe_locks)" == "$locks_before" ]] || fail "new-feature left SwiftPM lock files in ${TMPDIR:-/tmp}"
git_here add -A
git_here commit -q -m "Add Estadios"
# The second team uses the SwiftPM command plugin, which asks for permission to write.
git_here checkout -q -b "${prefix}Fichajes" "$base"
swift package --allow-writing-to-package-directory new-feature Fichajes --uses Partidos --owner @marcador/fichajes >"$work/plugin.log" 2>&1 ||
    fail "swift package new-feature failed" "$work/plugin.log"
git_here add -A
git_here commit -q -m "Add Fichajes"
# Each team touched, outside its new files, only the manifest and the generated documents a new
# feature changes (CODEOWNERS, the module graph): no other team's code or README, the policy or the
# container; its wiring file is its own in CODEOWNERS.
for feature in Estadios Fichajes; do
    other="$(git diff --name-only --diff-filter=M "$base" "$prefix$feature" | grep -vxE 'Package\.swift|\.github/CODEOWNERS|docs/module-graph\.md' || true)"
    [[ -z $other ]] || fail "new-feature $feature changed files it does not own: $(echo "$other" | tr '\n' ' ')"
    git show "$prefix$feature:.github/CODEOWNERS" | grep -qxF "/Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+$feature.swift @marcador/${feature,,}" ||
        fail "CODEOWNERS on $feature's branch does not give its wiring file to @marcador/${feature,,}"
done
git_here checkout -q "${prefix}Estadios"
git_here merge -q --no-edit "${prefix}Fichajes" >"$work/merge.log" 2>&1 ||
    fail "merging two branches that each add a feature conflicts in: $(git diff --name-only --diff-filter=U | tr '\n' ' ')" "$work/merge.log"
"$checker" --update-docs >/dev/null

swift build --build-tests >"$work/build.log" 2>&1 || {
    grep -E 'error' "$work/build.log" >&2 || tail -20 "$work/build.log" >&2
    fail "the scaffolded package did not build (above)"
}
if grep -E '(^|: )warning: ' "$work/build.log" >&2; then fail "the scaffolded package builds with warnings"; fi
for feature in Estadios Fichajes; do
    swift test --skip-build --filter "${feature}Tests\\." >"$work/test.log" 2>&1 || fail "the tests of $feature failed" "$work/test.log"
    grep -q 'Test run with [1-9][0-9]* tests' "$work/test.log" || fail "no test of $feature ran"
done
# The check as a SwiftPM command plugin: it passes its arguments and fails when the tool does.
swift package check-architecture --quiet --format json >"$work/plugin.log" 2>&1 && grep -q '"schemaVersion"' "$work/plugin.log" ||
    fail "swift package check-architecture --format json failed on the scaffolded package" "$work/plugin.log"
# Their public APIs start with empty contracts (additions pass) and each has its Xcode scheme.
for subcommand in "api --no-build" xcode; do
    # shellcheck disable=SC2086 # the subcommand and its flag are two words
    "$(swift build --show-bin-path)/check-architecture" $subcommand >"$work/plugin.log" 2>&1 ||
        fail "check-architecture $subcommand failed on the scaffolded package" "$work/plugin.log"
done
plantado=Modules/Estadios/Domain/CapaPlantada.swift
printf 'import Partidos\n\nlet plantada = ListaDePartidosViewModel.self\n' >"$plantado"
if swift package check-architecture --quiet >"$work/plugin.log" 2>&1; then
    fail "swift package check-architecture passed a Domain file that uses Partidos' UI"
fi
grep -q "$plantado:3:.*error" "$work/plugin.log" && grep -q "exit code 1" "$work/plugin.log" ||
    fail "swift package check-architecture failed, but not on $plantado:3 with the tool's exit code 1" "$work/plugin.log"
rm "$plantado"

# Each feature's screen is in the app with no other edit: its screen alone, its command, its help lines.
demo="$(swift build --show-bin-path)/marcador-demo"
for feature in Estadios Fichajes; do
    id="${feature,,}"
    "$demo" --help | grep -q " $id\( \|$\)" || fail "--help does not list the screen $id"
    "$demo" --datos "$work/datos" --ms-por-minuto 0 --pantalla "$id" >"$work/demo.log" 2>&1 ||
        fail "marcador-demo --pantalla $id failed" "$work/demo.log"
    grep -qx "  $feature" "$work/demo.log" || fail "--pantalla $id did not show the $feature screen"
    printf 'ayuda\n%s Norte\n' "$id" | "$demo" --datos "$work/datos" --ms-por-minuto 0 --interactivo >"$work/demo.log" 2>&1
    grep -q "^$id \[NOMBRE\]" "$work/demo.log" && grep -qx "    Norte" "$work/demo.log" ||
        fail "'ayuda' does not list '$id', or '$id Norte' did not add the name" "$work/demo.log"
done

# A warning in a changed file must fail the gate a pull request runs (the build is incremental there
# too: only the changed file recompiles, and its warning is printed).
source .ci/tools.sh
archivo="$(ls Modules/Estadios/Domain/*.swift | head -n 1)"
printf '\nfunc avisoPlantado() {\n    let sinUsar = 1\n}\n' >>"$archivo"
if (build_without_warnings >"$work/warning.log" 2>&1); then fail "a planted warning in $archivo passed the build gate"; fi
grep -q "$archivo:.*warning: " "$work/warning.log" || {
    tail -20 "$work/warning.log" >&2
    fail "the build gate failed, but not on the planted warning (above)"
}
echo "new-feature-build: Estadios (new-feature) and Fichajes (swift package new-feature), added on two branches, merge cleanly, build, pass their tests, the api and xcode checks and swift package check-architecture (which fails on a planted layer error), show their screens and commands in the demo; a warning in one fails the build gate"
