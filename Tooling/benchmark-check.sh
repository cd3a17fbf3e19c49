#!/usr/bin/env bash
# Times the architecture check against the build it follows, side by side in one run: each round
# edits the body of one file (a private function appended to FILE, whose value changes every round:
# that file recompiles, no dependent does, and what links it relinks), times the incremental
# `swift build --build-tests`, then times `check-architecture --no-build` on the index it left (the
# debug binary `swift run` uses). The file is put back at the end, whatever happens.
#
#   Tooling/benchmark-check.sh [ROUNDS] [FILE]   (default 5, Modules/Arbitros/Domain/Arbitro.swift)
set -euo pipefail

source "$(dirname "$0")/lib/checker.sh"
help_if_asked "$0" 7 "Usage: Tooling/benchmark-check.sh [ROUNDS] [FILE]   (exit 0, or 1 if a build or a check fails)" "${1:-}"
build_checker
rounds="${1:-5}"
file="${2:-Modules/Arbitros/Domain/Arbitro.swift}"
original="$(mktemp)"
cp "$file" "$original"
trap 'cp "$original" "$file"; rm -f "$original" "$original.err"' EXIT

swift build --build-tests >/dev/null
seconds() { awk -v start="$1" -v end="$(date +%s.%N)" 'BEGIN { printf "%.3f", end - start }'; }
printf 'round  build (s)  check (s)  check/build\n'
for round in $(seq "$rounds"); do
    cp "$original" "$file"
    printf 'private func rondaDeMedida() -> Int { %d }\n' "$round" >>"$file"
    started="$(date +%s.%N)"
    swift build --build-tests >/dev/null
    build="$(seconds "$started")"
    started="$(date +%s.%N)"
    status=0
    "$checker" --no-build --quiet >/dev/null 2>"$original.err" || status=$?
    check="$(seconds "$started")"
    # The check refuses an index the build left stale (it never reports on one): say so.
    [ "$status" -eq 0 ] || sed "s/^/round $round: /" "$original.err"
    awk -v r="$round" -v b="$build" -v c="$check" 'BEGIN { printf "%5d  %9.3f  %9.3f  %10.1f%%\n", r, b, c, 100 * c / b }'
done
