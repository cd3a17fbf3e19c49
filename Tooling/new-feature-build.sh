#!/usr/bin/env bash
# Two teams add a feature at once, in a copy of the repository: the merge is clean and the result
# builds, passes its tests and the check, with no hand edit; CI's build gate refuses a warning.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/new-feature-build.sh [--in-place]

In a copy of the repository (--in-place: in the repository itself), `check-architecture new-feature Estadios` on one branch and
`swift package new-feature Fichajes` (the command plugin) on another, both from the same commit,
then `git merge`, which must be clean; `--update-docs` rewrites what the merge left stale. Then the
copy builds, both features' tests pass, `swift package check-architecture` is clean and then fails
with the tool's status on a planted layer error, and the demo shows each one's screen, help line
and command, with no hand edit. Then it plants a warning in a new feature and checks that CI's
build gate (build_without_warnings in .ci/tools.sh, which every pull request runs) refuses it. A
copy builds from clean (a .build moved to another folder is not reusable: its module cache records
its path), a few minutes here. --in-place needs a clean work tree (as CI's fresh clone is): the
branches are made in this repository, the build is incremental from the last one, and the branch,
HEAD and the work tree are put back however the script ends.
Exit status: 0 all of that holds, 1 otherwise, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
case "$#:${1:-}" in
    0:) in_place=0 ;;
    1:--in-place) in_place=1 ;;
    *) usage_error "takes --in-place or nothing, not '$*'" ;;
esac
build_checker
make_work
if [[ $in_place -eq 1 ]]; then
    [[ -z "$(git status --porcelain)" ]] || usage_error "--in-place needs a clean work tree; commit or stash first, or run it without"
    base="$(git rev-parse HEAD)"
    back_to="$(git symbolic-ref -q --short HEAD || echo "$base")"
    prefix="new-feature-build-$$-"
    # Put back the branch, HEAD and the work tree; the branches made here go.
    cleanup() {
        git reset -q --hard && git clean -fdq -- Modules Tests Apps && git checkout -q "$back_to"
        git for-each-ref --format='%(refname:short)' "refs/heads/$prefix*" | xargs -r git branch -q -D
    }
else
    copy_tree "$work/copy"
    cd "$work/copy"
    git_here init -q -b base
    git_here add -A
    git_here commit -q -m Base
    base=base
    prefix=""
fi
feature_on_branch Estadios "$base" "$prefix"
# The second team uses the SwiftPM command plugin, which asks for permission to write.
git_here checkout -q -b "${prefix}Fichajes" "$base"
swift package --allow-writing-to-package-directory new-feature Fichajes --uses Partidos --owner @marcador/fichajes >"$work/plugin.log" 2>&1 || {
    cat "$work/plugin.log" >&2
    echo "new-feature-build: swift package new-feature failed" >&2
    exit 1
}
git_here add -A
git_here commit -q -m "Add Fichajes"
git_here checkout -q "${prefix}Estadios"
git_here merge -q --no-edit "${prefix}Fichajes" >"$work/merge.log" 2>&1 || {
    cat "$work/merge.log" >&2
    echo "new-feature-build: merging two branches that each add a feature conflicts in: $(git diff --name-only --diff-filter=U | tr '\n' ' ')" >&2
    exit 1
}
"$checker" --update-docs >/dev/null

swift build --build-tests >"$work/build.log" 2>&1 || {
    echo "new-feature-build: the scaffolded package did not build:" >&2
    grep -E 'error' "$work/build.log" >&2 || tail -20 "$work/build.log" >&2
    exit 1
}
if grep -E '(^|: )warning: ' "$work/build.log" >&2; then
    echo "new-feature-build: the scaffolded package builds with warnings" >&2
    exit 1
fi
for feature in Estadios Fichajes; do
    swift test --skip-build --filter "${feature}Tests\\." >"$work/test.log" 2>&1 || {
        cat "$work/test.log" >&2
        echo "new-feature-build: the tests of $feature failed" >&2
        exit 1
    }
    grep -q 'Test run with [1-9][0-9]* tests' "$work/test.log" || {
        echo "new-feature-build: no test of $feature ran" >&2
        exit 1
    }
done
# The check as a SwiftPM command plugin: it passes its arguments and fails when the tool does.
swift package check-architecture --quiet --format json >"$work/plugin.log" 2>&1 && grep -q '"schemaVersion"' "$work/plugin.log" || {
    cat "$work/plugin.log" >&2
    echo "new-feature-build: swift package check-architecture --format json failed on the scaffolded package" >&2
    exit 1
}
# Their public APIs start with empty contracts (additions pass) and each has its Xcode scheme.
for subcommand in "api --no-build" xcode; do
    # shellcheck disable=SC2086 # the subcommand and its flag are two words
    "$(swift build --show-bin-path)/check-architecture" $subcommand >"$work/plugin.log" 2>&1 || {
        cat "$work/plugin.log" >&2
        echo "new-feature-build: check-architecture $subcommand failed on the scaffolded package" >&2
        exit 1
    }
done
plantado=Modules/Estadios/Domain/CapaPlantada.swift
printf 'import Partidos\n\nlet plantada = ListaDePartidosViewModel.self\n' >"$plantado"
if swift package check-architecture --quiet >"$work/plugin.log" 2>&1; then
    echo "new-feature-build: swift package check-architecture passed a Domain file that uses Partidos' UI" >&2
    exit 1
fi
grep -q "$plantado:3:.*error" "$work/plugin.log" && grep -q "exit code 1" "$work/plugin.log" || {
    cat "$work/plugin.log" >&2
    echo "new-feature-build: swift package check-architecture failed, but not on $plantado:3 with the tool's exit code 1" >&2
    exit 1
}
rm "$plantado"

# Each feature's screen is in the app with no other edit: its screen alone, its command, its help lines.
demo="$(swift build --show-bin-path)/marcador-demo"
for feature in Estadios Fichajes; do
    id="$(echo "$feature" | tr '[:upper:]' '[:lower:]')"
    "$demo" --help | grep -q " $id\( \|$\)" || { echo "new-feature-build: --help does not list the screen $id" >&2; exit 1; }
    "$demo" --datos "$work/datos" --ms-por-minuto 0 --pantalla "$id" >"$work/demo.log" 2>&1 || {
        cat "$work/demo.log" >&2
        echo "new-feature-build: marcador-demo --pantalla $id failed" >&2
        exit 1
    }
    grep -qx "  $feature" "$work/demo.log" || { echo "new-feature-build: --pantalla $id did not show the $feature screen" >&2; exit 1; }
    printf 'ayuda\n%s Norte\n' "$id" | "$demo" --datos "$work/datos" --ms-por-minuto 0 --interactivo >"$work/demo.log" 2>&1
    grep -q "^$id \[NOMBRE\]" "$work/demo.log" && grep -qx "    Norte" "$work/demo.log" || {
        cat "$work/demo.log" >&2
        echo "new-feature-build: 'ayuda' does not list '$id', or '$id Norte' did not add the name" >&2
        exit 1
    }
done

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
echo "new-feature-build: Estadios (new-feature) and Fichajes (swift package new-feature), added on two branches, merge cleanly, build, pass their tests, the api and xcode checks and swift package check-architecture (which fails on a planted layer error), show their screens and commands in the demo; a warning in one fails the build gate"
