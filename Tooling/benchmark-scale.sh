#!/usr/bin/env bash
# How the monorepo's costs grow with its teams: features added with `new-feature` in a copy of the
# repository, the costs measured at each number of them. By hand, not in CI.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/benchmark-scale.sh [N...]   (default: 5 25 50 100; ascending, the first at least 5)

In a copy of the repository, adds features with `check-architecture new-feature` until there are
N, each using one to three earlier features' Domain (and, as a real feature does, the model and
Core), and at each N measures, in this one run: the clean debug build, its CPU time and its peak
memory; the incremental build after a one-line edit in a leaf feature's Domain file, its UI file,
the model and Core, with the targets the compiler says it recompiled; the architecture check after
the build; `affected` for a one-file leaf edit, how many test targets it selects and the time to
run them against the whole suite; `swift package describe`; the longest chain of modules; the
demo's start-up; the lines of ContenedorDeLaApp.swift, of Package.swift and of the demo; the check's
warnings. (Two teams adding a feature at once is proven by new-feature-build.sh, in CI.) Writes the table to docs/scale.md
(between its markers) and the chart to docs/scale.svg (lib/scale_report.py), with each figure's
growth per doubling of N. Time: about 30 minutes on 2 cores, most of it the clean builds and the
model and Core edits at 50 and 100.

Environment: KEEP=1 keeps the copy (its path is printed); RESULTS=FILE also keeps the raw
measurements (JSON lines) there. Exit status: 0 measured, 1 a step failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
steps=("$@")
[[ ${#steps[@]} -gt 0 ]] || steps=(5 25 50 100)
previous=0
for n in "${steps[@]}"; do
    [[ $n =~ ^[0-9]+$ ]] && ((n >= 5 && n > previous)) || usage_error "N must be whole numbers, ascending, from 5 up, not '$n'"
    previous=$n
done

build_checker
started=$(date +%s)
make_work
[[ -z ${KEEP:-} ]] || echo "benchmark-scale: the copy is $work/copy"
results="${RESULTS:-$work/results.jsonl}"
: >"$results"
copy_tree "$work/copy"
cd "$work/copy"
# The features, from the manifest, then each one added here. The leaf is one no other feature uses:
# the generated ones never pick it, so its edits measure a leaf at every N.
swift package describe --type json >"$work/describe.json"
mapfile -t features < <(python3 "$repo/Tooling/lib/package.py" "$work/describe.json" features)
leaf="$(python3 "$repo/Tooling/lib/package.py" "$work/describe.json" leaves | sed -n 1p)"

git_here init -q -b main
git_here add -A
git_here commit -q -m Base

say() { printf 'benchmark-scale: %s\n' "$*" >&2; }
fail() { say "$*"; exit 1; }

# Seconds of `$@` (output to $work/last.log); fails the run when the command fails.
timed() {
    local start
    start=$(date +%s.%N)
    "$@" >"$work/last.log" 2>&1 || { tail -30 "$work/last.log" >&2; fail "failed: $*"; }
    since "$start"
}

# Its input's lines as a JSON array of strings.
json_array() { awk 'BEGIN { printf "[" } { printf "%s\"%s\"", (NR > 1 ? "," : ""), $0 } END { printf "]" }'; }

# The modules the compiler compiled, from SwiftPM's own lines ("Compiling Torneo Equipo.swift",
# "Emitting module Torneo"), as a JSON array.
recompiled() {
    grep -oE '(Compiling|Emitting module) [A-Za-z0-9_]+' "$work/last.log" | awk '{ print $NF }' | sort -u | json_array
}

# An edit that changes the file's module interface (a new public constant), so every target
# that depends on the module is rebuilt if the graph says so; then the incremental build.
edit_and_build() {
    local file=$1 key=$2 n=$3 seconds
    [[ -f $file ]] || fail "no file $file to edit"
    # Documented, as every public Domain symbol must be (the contract tests the edit runs).
    printf '\n/// The scale benchmark'"'"'s mark.\npublic let marcaDeEscala_%s_%d = %d\n' "$key" "$n" "$n" >>"$file"
    seconds=$(timed swift build --build-tests)
    printf '"%s": {"s": %s, "recompiled": %s}' "$key" "$seconds" "$(recompiled)"
}

# The scaffold's first files use only the features named with --uses; a real feature also uses the
# model and Core, as four of the five here do. So each one gets a Domain type that holds model and
# Core values, and its line in Package.swift names Torneo too (Core it names already): an edit there
# then reaches it.
like_a_real_feature() {
    local name=$1
    cat >"Modules/$name/Domain/${name}DelTorneo.swift" <<SWIFT
public import Core
public import Torneo

/// The teams $name shows, and the last network error it met.
public struct ${name}DelTorneo: Sendable {
    public var equipos: [Equipo]
    public var ultimoError: ErrorDeRed?

    public init(equipos: [Equipo], ultimoError: ErrorDeRed? = nil) {
        self.equipos = equipos
        self.ultimoError = ultimoError
    }
}
SWIFT
    grep -q "^feature(\"$name\", dependsOn: \[.*\])$" Package.swift || fail "no one-line feature($name) in Package.swift"
    sed -i -E "s/^feature\(\"$name\", dependsOn: \[(.*)\]\)$/feature(\"$name\", dependsOn: [\1, \"Torneo\"])/" Package.swift
}

# Feature i uses 1 to 3 earlier features, picked by a fixed rule (the same run gives the same graph).
add_features_up_to() {
    local target=$1 i k j pool uses
    while ((${#features[@]} < target)); do
        i=$((${#features[@]} + 1))
        mapfile -t pool < <(printf '%s\n' "${features[@]}" | grep -vx "$leaf")
        uses=()
        k=$((1 + i % 3))
        for ((j = 0; j < k && j < ${#pool[@]}; j++)); do
            uses+=("--uses" "${pool[$(((i * 7 + j * 13) % ${#pool[@]}))]}")
        done
        name=$(printf 'Area%03d' "$i")
        "$checker" new-feature "$name" "${uses[@]}" --owner "@marcador/${name,,}" >"$work/last.log" 2>&1 ||
            { cat "$work/last.log" >&2; fail "new-feature $name failed"; }
        like_a_real_feature "$name"
        features+=("$name")
    done
    "$checker" --update-docs >/dev/null # the lines like_a_real_feature changed
    git_here add -A
    git_here diff --cached --quiet || git_here commit -q -m "Features up to $target"
}

measure() {
    local n=$1 clean peak check affected_s selected total tests_selected tests_all describe demo filter
    say "N=$n: clean build"
    rm -rf .build
    # GNU time: wall seconds, the peak resident memory of the largest process (KB), CPU seconds.
    /usr/bin/time -f '%e %M %U %S' -o "$work/peak" swift build --build-tests >"$work/last.log" 2>&1 ||
        { tail -30 "$work/last.log" >&2; fail "clean build at N=$n failed"; }
    local user system cpu
    read -r clean peak user system < <(tail -1 "$work/peak")
    peak=$((peak / 1024))
    cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.1f", u + s }')
    if grep -E '(^|: )warning: ' "$work/last.log" >&2; then fail "the build at N=$n has warnings"; fi

    say "N=$n: incremental builds"
    local domain ui torneo core
    domain=$(edit_and_build "$(ls Modules/$leaf/Domain/*.swift | head -1)" leaf_domain "$n")
    ui=$(edit_and_build "$(ls Modules/$leaf/UI/*.swift | head -1)" leaf_ui "$n")
    torneo=$(edit_and_build "$(ls Modules/Torneo/*.swift Modules/Torneo/*/*.swift 2>/dev/null | head -1)" torneo "$n")
    core=$(edit_and_build "$(ls Modules/Core/Domain/*.swift | head -1)" core "$n")
    git_here commit -q -am "Edits at $n"

    say "N=$n: check, affected, describe, tests"
    check=$(timed "$checker" --no-build --quiet)
    local warnings
    warnings=$("$checker" --no-build 2>&1 | sed -n 's/.*(\([0-9]*\) errors\{0,1\}, \([0-9]*\) warnings\{0,1\}.*/\2/p' | tail -1)
    # The one-file edit `affected` sees, then the file back with its time, so the index stays current.
    local edited
    edited="$(ls Modules/$leaf/Domain/*.swift | head -1)"
    cp -p "$edited" "$work/kept.swift"
    printf '\n// marca\n' >>"$edited"
    affected_s=$(timed "$checker" affected --base HEAD)
    mapfile -t chosen < <(grep -E '^[A-Za-z0-9]+Tests$' "$work/last.log")
    selected=${#chosen[@]}
    cp -p "$work/kept.swift" "$edited"
    swift package describe --type json >"$work/describe.json"
    describe=$(timed swift package describe --type json)
    # Targets, test targets, and the longest chain of modules, tests included (they are built too).
    local targets chain
    read -r targets total chain < <(python3 "$repo/Tooling/lib/package.py" "$work/describe.json" figures)
    filter="$(IFS='|'; echo "${chosen[*]/%/\\.}")"
    tests_selected=$(timed swift test --skip-build --filter "$filter")
    tests_all=$(timed swift test --skip-build)

    local bin
    bin="$(swift build --show-bin-path)"
    "$bin/marcador-demo" --pantalla partidos --datos "$work/warm" --ms-por-minuto 0 >/dev/null # warm the file cache
    demo=$(python3 "$repo/Tooling/lib/measure.py" median 5 "$bin/marcador-demo" --pantalla partidos --datos "{data}" --ms-por-minuto 0)

    printf '{"n": %d, "targets": %d, "clean_build_s": %s, "clean_build_cpu_s": %s, "longest_chain": %d, "peak_rss_mb": %d, "edits": {%s, %s, %s, %s}, "check_s": %s, "affected_s": %s, "affected_selected": %d, "test_targets": %d, "tests_selected_s": %s, "tests_all_s": %s, "describe_s": %s, "demo_start_s": %s, "container_lines": %d, "manifest_lines": %d, "demo_lines": %d, "check_warnings": %d}\n' \
        "$n" "$targets" \
        "$clean" "$cpu" "$chain" "$peak" "$domain" "$ui" "$torneo" "$core" "$check" "$affected_s" "$selected" "$total" \
        "$tests_selected" "$tests_all" "$describe" "$demo" \
        "$(wc -l <Apps/MarcadorApp/ContenedorDeLaApp.swift)" "$(wc -l <Package.swift)" "$(cat Apps/MarcadorDemo/*.swift | wc -l)" \
        "${warnings:-0}" >>"$results"
    say "N=$n measured ($(($(date +%s) - started)) s so far)"
}

for n in "${steps[@]}"; do
    add_features_up_to "$n"
    measure "$n"
done

printf '{"run": {"date": "%s", "machine": "%s cores, %s", "total_s": %d}}\n' "$(date -u +%F)" "$(nproc)" \
    "$(swift --version 2>/dev/null | head -1 | sed 's/ (.*//')" "$(($(date +%s) - started))" >>"$results"
python3 "$repo/Tooling/lib/scale_report.py" "$results" "$repo/docs/scale.md" "$repo/docs/scale.svg"
say "done in $(($(date +%s) - started)) s: docs/scale.md and docs/scale.svg"
