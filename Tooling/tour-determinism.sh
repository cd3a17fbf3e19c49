#!/usr/bin/env bash
# Runs the release tour many times, several at once, and compares the outputs byte for byte.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/tour-determinism.sh [RUNS] [PARALLEL]

Builds marcador-demo in release mode, then runs the scripted tour at --ms-por-minuto 0 RUNS times
(default 200), PARALLEL at a time (default 8), each in a fresh data folder. The data folder's path is
the only thing allowed to differ: it is replaced by DATA before comparing. Prints how many distinct
outputs there were and, if more than one, the first difference.
Exit status: 0 all identical, 1 a difference or a failed run, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
[[ $# -le 2 ]] || usage_error "RUNS and PARALLEL at most"
runs="${1:-200}"
parallel="${2:-8}"
whole_number RUNS "$runs"
whole_number PARALLEL "$parallel"
build_release_demo
make_work

run_one() {
    local i=$1
    local datos="$work/run-$i/datos"
    mkdir -p "$work/run-$i"
    if ! "$demo" --datos "$datos" --ms-por-minuto 0 >"$work/run-$i/raw" 2>"$work/run-$i/err"; then
        echo "run $i failed: $(cat "$work/run-$i/err")" >&2
        return 1
    fi
    sed "s#$datos#DATA#g" "$work/run-$i/raw" >"$work/run-$i/out"
}
export -f run_one
export demo work

start=$(date +%s.%N)
seq 1 "$runs" | xargs -P "$parallel" -I{} bash -c 'run_one {}'
seconds=$(since "$start" 1)

distinct=$(md5sum "$work"/run-*/out | awk '{print $1}' | sort -u | wc -l)
printf 'tours: %d, %d at a time, %s s; distinct outputs: %d (%d lines each)\n' \
    "$runs" "$parallel" "$seconds" "$distinct" "$(wc -l <"$work/run-1/out")"
if [ "$distinct" -ne 1 ]; then
    mapfile -t first < <(md5sum "$work"/run-*/out | sort -k1,1 -u | head -2 | awk '{print $2}')
    diff "${first[@]}" || true
    exit 1
fi
