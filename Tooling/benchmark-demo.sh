#!/usr/bin/env bash
# The scripted tour of marcador-demo in release mode: wall time and peak memory of each run.
# Goal: at most 0.5 s and 40 MB a run. The script prints the comparison; it never fails on it.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/benchmark-demo.sh [RUNS] [-- DEMO-OPTIONS...]

Builds marcador-demo in release mode and runs the scripted tour RUNS times (default 10), each time
in a fresh temporary data folder, twice: the first run of the folder (a newcomer) and a second run
on the same folder (saved data). Prints wall time and peak RSS of every run, the median and the
maximum, and how they compare with the goal (0.5 s, 40 MB). DEMO-OPTIONS go to every run, e.g.
'-- --ms-por-minuto 0' (the tour's default pace is 2 ms a match minute).
Measured by lib/measure.py (wall clock, and the run's peak from getrusage).
Exit status: 0 measured (whatever the numbers), 1 the build or a run failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
runs=10
if [[ $# -gt 0 && $1 != -- ]]; then whole_number RUNS "$1"; runs=$1; shift; fi
if [[ $# -gt 0 ]]; then [[ $1 == -- ]] || usage_error "unexpected '$1'; put demo options after '--'"; shift; fi
demo_options=("$@")
echo "Building marcador-demo (release)…"
build_release_demo
make_work

# "<seconds> <peak RSS in KB>" of one run of the demo with the given arguments.
run_once() { python3 "$repo/Tooling/lib/measure.py" once "$demo" "$@"; }
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

echo "Tour of $demo${demo_options[*]:+ ${demo_options[*]}} · $runs runs"
printf '%4s  %12s  %12s  %12s  %12s\n' run "first (s)" "first (MB)" "second (s)" "second (MB)"
: >"$work/runs"
for ((run = 1; run <= runs; run++)); do
    arguments=(--datos "$work/$run" "${demo_options[@]}")
    line=""
    for which in first second; do
        read -r seconds kb < <(run_once "${arguments[@]}" || true) || true
        [[ -n ${kb:-} ]] || { echo "benchmark-demo: run $run ($which) failed: $demo ${arguments[*]}" >&2; exit 1; }
        line+=" $seconds $kb"
        unset seconds kb
    done
    echo "$line" >>"$work/runs"
    read -r s1 k1 s2 k2 <<<"$line"
    printf '%4d  %12.3f  %12.1f  %12.3f  %12.1f\n' "$run" "$s1" "$(mb "$k1")" "$s2" "$(mb "$k2")"
done

# The median and the maximum of each column; the goal holds for the worst run of either kind.
awk -v goal_s=0.5 -v goal_mb=40 '
    { for (c = 1; c <= 4; c++) v[c, NR] = $c }
    END {
        for (c = 1; c <= 4; c++) {
            for (i = 1; i <= NR; i++) s[i] = v[c, i]
            for (i = 2; i <= NR; i++) for (j = i; j > 1 && s[j - 1] > s[j]; j--) { t = s[j]; s[j] = s[j - 1]; s[j - 1] = t }
            median[c] = (NR % 2) ? s[(NR + 1) / 2] : (s[NR / 2] + s[NR / 2 + 1]) / 2
            max[c] = s[NR]
        }
        printf "%6s  %12.3f  %12.1f  %12.3f  %12.1f\n", "median", median[1], median[2] / 1024, median[3], median[4] / 1024
        printf "%6s  %12.3f  %12.1f  %12.3f  %12.1f\n", "max", max[1], max[2] / 1024, max[3], max[4] / 1024
        worst_s = max[1] > max[3] ? max[1] : max[3]
        worst_mb = (max[2] > max[4] ? max[2] : max[4]) / 1024
        printf "\nGoal: at most %s s and %s MB a run.\n", goal_s, goal_mb
        printf "  wall time: worst %.3f s, %s the goal\n", worst_s, worst_s <= goal_s ? "within" : "OVER"
        printf "  peak RSS:  worst %.1f MB, %s the goal\n", worst_mb, worst_mb <= goal_mb ? "within" : "OVER"
    }' "$work/runs"
