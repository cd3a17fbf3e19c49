#!/usr/bin/env bash
# The scripted tour of marcador-demo in release mode: wall time and peak memory of each run.
# Goal: at most 0.5 s and 40 MB a run. The script prints the comparison; it never fails on it.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: Tooling/benchmark-demo.sh [RUNS] [-- DEMO-OPTIONS...]

Builds marcador-demo in release mode and runs the scripted tour RUNS times (default 10), each time
in a fresh temporary data folder, twice: the first run of the folder (a newcomer) and a second run
on the same folder (saved data). Prints wall time and peak RSS of every run, the median and the
maximum, and how they compare with the goal (0.5 s, 40 MB). DEMO-OPTIONS go to every run, e.g.
'-- --ms-por-minuto 0' (the tour's default pace is 2 ms a match minute).

Measures with GNU time (/usr/bin/time) when present, otherwise with python3.
Set MEASURE=python3 to use python3 anyway.
Exit status: 0 measured (whatever the numbers), 1 the build or a run failed, 2 bad usage.
EOF
}

readonly GOAL_SECONDS=0.5
readonly GOAL_MB=40

runs=10
if [[ $# -gt 0 && $1 != -- ]]; then
    case $1 in
        -h | --help) usage; exit 0 ;;
        *[!0-9]* | '' | 0) echo "benchmark-demo: RUNS must be a whole number above 0, not '$1'; see --help." >&2; exit 2 ;;
        *) runs=$1; shift ;;
    esac
fi
if [[ $# -gt 0 ]]; then
    if [[ $1 != -- ]]; then
        echo "benchmark-demo: unexpected '$1'; put demo options after '--'; see --help." >&2
        exit 2
    fi
    shift
fi
demo_options=("$@")

cd "$(dirname "$0")/.."

echo "Building marcador-demo (release)…"
swift build -c release --product marcador-demo >/dev/null
binary="$(swift build -c release --show-bin-path)/marcador-demo"

measure=${MEASURE:-}
if [[ -z $measure ]]; then
    if [[ -x /usr/bin/time ]] && /usr/bin/time -f '%e %M' true >/dev/null 2>&1; then
        measure=gnu-time
    else
        measure=python3
    fi
fi
case $measure in
    gnu-time | python3) ;;
    *) echo "benchmark-demo: MEASURE must be gnu-time or python3, not '$measure'." >&2; exit 2 ;;
esac

# Prints "<seconds> <peak RSS in KB>" for one run of the demo with the given arguments.
run_once() {
    local report
    report=$(mktemp)
    if [[ $measure == gnu-time ]]; then
        if ! /usr/bin/time -o "$report" -f '%e %M' "$binary" "$@" >/dev/null 2>&1; then
            rm -f "$report"
            return 1
        fi
        tail -n 1 "$report"
    else
        # getrusage(RUSAGE_CHILDREN) in a fresh python3: its only child is this run of the demo.
        if ! python3 - "$report" "$binary" "$@" <<'PY' >/dev/null 2>&1; then
import resource, subprocess, sys, time
start = time.perf_counter()
status = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
if sys.platform == "darwin":
    peak //= 1024  # bytes there, KB on Linux
with open(sys.argv[1], "w") as report:
    report.write(f"{seconds:.3f} {peak}\n")
sys.exit(status)
PY
            rm -f "$report"
            return 1
        fi
        cat "$report"
    fi
    rm -f "$report"
}

data_root=$(mktemp -d "${TMPDIR:-/tmp}/benchmark-demo.XXXXXX")
trap 'rm -rf "$data_root"' EXIT

first_seconds=() first_kb=() second_seconds=() second_kb=()
echo "Tour of $binary${demo_options[*]:+ ${demo_options[*]}} · $runs runs · measured with $measure"
printf '%4s  %12s  %12s  %12s  %12s\n' run "first (s)" "first (MB)" "second (s)" "second (MB)"
for ((run = 1; run <= runs; run++)); do
    folder="$data_root/$run"
    arguments=(--datos "$folder" "${demo_options[@]}")
    if ! read -r s1 k1 < <(run_once "${arguments[@]}") || [[ -z ${k1:-} ]]; then
        echo "benchmark-demo: run $run (first) failed: $binary ${arguments[*]}" >&2
        exit 1
    fi
    if ! read -r s2 k2 < <(run_once "${arguments[@]}") || [[ -z ${k2:-} ]]; then
        echo "benchmark-demo: run $run (second) failed: $binary ${arguments[*]}" >&2
        exit 1
    fi
    first_seconds+=("$s1") first_kb+=("$k1") second_seconds+=("$s2") second_kb+=("$k2")
    printf '%4d  %12.3f  %12.1f  %12.3f  %12.1f\n' "$run" "$s1" "$(awk "BEGIN { print $k1 / 1024 }")" \
        "$s2" "$(awk "BEGIN { print $k2 / 1024 }")"
done

# median and max of the numbers given as arguments, as "median max".
stats() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        print m, v[NR] }'
}

read -r fs_median fs_max < <(stats "${first_seconds[@]}")
read -r fk_median fk_max < <(stats "${first_kb[@]}")
read -r ss_median ss_max < <(stats "${second_seconds[@]}")
read -r sk_median sk_max < <(stats "${second_kb[@]}")
to_mb() { awk "BEGIN { print $1 / 1024 }"; }
printf '%6s  %12.3f  %12.1f  %12.3f  %12.1f\n' median "$fs_median" "$(to_mb "$fk_median")" "$ss_median" "$(to_mb "$sk_median")"
printf '%6s  %12.3f  %12.1f  %12.3f  %12.1f\n' max "$fs_max" "$(to_mb "$fk_max")" "$ss_max" "$(to_mb "$sk_max")"

# The goal holds for the worst run of either kind.
verdict() { awk "BEGIN { if ($1 <= $2) print \"within\"; else print \"OVER\" }"; }
worst_seconds=$(awk "BEGIN { print ($fs_max > $ss_max) ? $fs_max : $ss_max }")
worst_mb=$(awk "BEGIN { m = ($fk_max > $sk_max) ? $fk_max : $sk_max; print m / 1024 }")
echo
printf 'Goal: at most %s s and %s MB a run.\n' "$GOAL_SECONDS" "$GOAL_MB"
printf '  wall time: worst %.3f s, %s the goal\n' "$worst_seconds" "$(verdict "$worst_seconds" "$GOAL_SECONDS")"
printf '  peak RSS:  worst %.1f MB, %s the goal\n' "$worst_mb" "$(verdict "$worst_mb" "$GOAL_MB")"
