#!/usr/bin/env bash
# Times the architecture check against the build it follows, side by side in one run.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/benchmark-check.sh [ROUNDS] [FILE]   (default 5, Modules/Arbitros/Domain/Arbitro.swift)

Each round edits the body of FILE (a private function appended, its value new every round: that
file recompiles, no dependent does, and what links it relinks), times the incremental `swift build
--build-tests`, then times `check-architecture --no-build` on the index it left (the debug binary
`swift run` uses). FILE is put back at the end, whatever happens.
Exit status: 0 measured, 1 a build or a check failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
[[ $# -le 2 ]] || usage_error "ROUNDS and FILE at most"
rounds="${1:-5}"
whole_number ROUNDS "$rounds"
file="${2:-Modules/Arbitros/Domain/Arbitro.swift}"
[[ -f "$repo/$file" ]] || usage_error "no file $file in the repository"
build_checker
make_work
cp "$file" "$work/original"
cleanup() { cp "$work/original" "$file"; }

swift build --build-tests >/dev/null
printf 'round  build (s)  check (s)  check/build\n'
for round in $(seq "$rounds"); do
    cp "$work/original" "$file"
    printf 'private func rondaDeMedida() -> Int { %d }\n' "$round" >>"$file"
    started="$(date +%s.%N)"
    swift build --build-tests >/dev/null
    build="$(since "$started")"
    started="$(date +%s.%N)"
    status=0
    "$checker" --no-build --quiet >/dev/null 2>"$work/err" || status=$?
    check="$(since "$started")"
    # The check refuses an index the build left stale (it never reports on one): say so.
    [[ $status -eq 0 ]] || sed "s/^/round $round: /" "$work/err"
    awk -v r="$round" -v b="$build" -v c="$check" 'BEGIN { printf "%5d  %9.3f  %9.3f  %10.1f%%\n", r, b, c, 100 * c / b }'
done
