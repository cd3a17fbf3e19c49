#!/usr/bin/env bash
# The app's parsers under libFuzzer and AddressSanitizer: the data files, the server's answers, the
# console's lines and the live view's keys, each harness (Tooling/Fuzz/Arneses) asserting what must
# hold for every input.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/fuzz.sh [--seconds N] [HARNESS…]
       Tooling/fuzz.sh --replay [HARNESS…]
       Tooling/fuzz.sh --list

Each harness named (all by default) for N seconds (default 20) under coverage and AddressSanitizer
(built in .build/fuzz), from its seeds (Tooling/Fuzz/Semillas) and .build/fuzz/corpus, then a table.
A crash is kept in .build/fuzz/crashes/HARNESS/ and fails the run (swift run MarcadorFuzz HARNESS
FILE replays it). --replay: each harness once over its seeds, in the debug build (CI).
Exit status: 0 no harness crashed, 1 a harness crashed or did not build, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
segundos=20
arneses=()
replay=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --list) arneses=(--list); break ;;
        --replay) replay=1; shift ;;
        --seconds) need_value "$1" $#; whole_number "$1" "$2"; segundos=$2; shift 2 ;;
        -*) usage_error "unknown option '$1'" ;;
        *) arneses+=("$1"); shift ;;
    esac
done
cd "$repo"

if [ "$replay" -eq 1 ]; then
    swift build --product MarcadorFuzz 2>&1 | grep -E '(error|warning): ' && exit 1
    programa="$(swift build --show-bin-path)/MarcadorFuzz"
    [ ${#arneses[@]} -gt 0 ] || mapfile -t arneses < <("$programa" --list)
    for arnes in "${arneses[@]}"; do
        "$programa" "$arnes" "Tooling/Fuzz/Semillas/$arnes" || { echo "fuzz: $arnes fails on a committed seed (above)." >&2; exit 1; }
    done
    echo "fuzz: ${#arneses[@]} harnesses replayed their committed seeds"
    exit 0
fi

# libFuzzer's engine without its main(): marcador-fuzz has its own and calls LLVMFuzzerRunDriver.
recursos="$(dirname "$(command -v swift)")/../lib/clang"
sin_main="$(find "$recursos" -name 'libclang_rt.fuzzer_no_main-x86_64.a' -o -name 'libclang_rt.fuzzer_no_main.a' | head -n 1)"
[ -n "$sin_main" ] || { echo "fuzz: this toolchain has no libclang_rt.fuzzer_no_main; libFuzzer ships with Swift on Linux." >&2; exit 1; }

echo "== building marcador-fuzz with coverage and AddressSanitizer (.build/fuzz)"
swift build --build-path .build/fuzz --product MarcadorFuzz --sanitize=address \
    -Xswiftc -DFUZZ -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xlinker "$sin_main" -Xlinker -lstdc++ 2>&1 | grep -v 'Cannot export local symbol' || true
programa=".build/fuzz/debug/MarcadorFuzz"
[ -x "$programa" ] || { echo "fuzz: marcador-fuzz did not build; see the errors above." >&2; exit 1; }

if [ "${arneses[0]:-}" = --list ]; then "$programa" --list; exit 0; fi
[ ${#arneses[@]} -gt 0 ] || mapfile -t arneses < <("$programa" --list)
for arnes in "${arneses[@]}"; do
    "$programa" --list | grep -qx "$arnes" || usage_error "no harness named '$arnes'; --list names them"
done

# Each run's log is kept for the table; libFuzzer's own messages go there, not to the screen.
registros=".build/fuzz/logs"
mkdir -p "$registros"
fallidos=0
tabla=$(printf '%-12s %10s %8s %8s %8s\n' harness "exec/s" edges corpus crashes)
for arnes in "${arneses[@]}"; do
    corpus=".build/fuzz/corpus/$arnes"
    caidas=".build/fuzz/crashes/$arnes"
    mkdir -p "$corpus" "$caidas"
    cp -n Tooling/Fuzz/Semillas/"$arnes"/* "$corpus"/ 2>/dev/null || true
    echo "== $arnes: ${segundos} s"
    estado=0
    ASAN_OPTIONS=detect_leaks=0 "$programa" "$arnes" -max_total_time="$segundos" -print_final_stats=1 -timeout=10 \
        -rss_limit_mb=2048 -artifact_prefix="$caidas/" "$corpus" >"$registros/$arnes.log" 2>&1 || estado=$?
    ejecuciones=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$registros/$arnes.log" | tail -n 1)
    aristas=$(grep -o 'cov: [0-9]*' "$registros/$arnes.log" | tail -n 1 | cut -d' ' -f2)
    entradas=$(find "$corpus" -type f | wc -l)
    encontradas=$(find "$caidas" -type f | wc -l)
    tabla+=$(printf '\n%-12s %10s %8s %8s %8s' "$arnes" "${ejecuciones:-?}" "${aristas:-?}" "$entradas" "$encontradas")
    if [ "$estado" -ne 0 ] || [ "$encontradas" -gt 0 ]; then
        fallidos=$((fallidos + 1))
        echo "fuzz: $arnes failed (status $estado); its log: $registros/$arnes.log" >&2
        grep -m 3 -E 'Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer' "$registros/$arnes.log" >&2 || true
    fi
done
echo
echo "$tabla"
[ "$fallidos" -eq 0 ] || { echo "fuzz: $fallidos harness(es) found a crash: replay it as the table's note says, fix it, add it as a test." >&2; exit 1; }
