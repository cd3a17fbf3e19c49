#!/usr/bin/env bash
# Kills marcador-demo with SIGKILL while it saves, again and again, and loads after each kill:
# no acknowledged change may be lost, the file must always load, and no temporary file may survive.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/kill-during-saves.sh [TRIALS]

Builds marcador-demo in release mode. Each trial (default 40) pipes a stream of 'fichar Toros …'
commands into 'marcador-demo --interactivo', each one a save of torneo.json, and kills the process
with SIGKILL after a random 10-90 ms. A signing counts as acknowledged once the roster that shows it
was printed. Then a second run loads the folder ('--pantalla equipos') and the trial checks that:
every acknowledged player is in the loaded roster, the file loaded without being set aside, and no
temporary file of the store is left in the folder after that load.
Exit status: 0 nothing lost, 1 something lost or a run failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
[[ $# -le 1 ]] || usage_error "one TRIALS at most"
trials="${1:-40}"
whole_number TRIALS "$trials"
build_release_demo
make_work
datos="$work/datos"

acknowledged=0
killed_with_leftovers=0
lost=0
for trial in $(seq 1 "$trials"); do
    out="$work/out-$trial"
    for i in $(seq 1 3000); do echo "fichar Toros K${trial}x$i"; done |
        "$demo" --datos "$datos" --interactivo --ms-por-minuto 0 >"$out" 2>/dev/null &
    pid=$!
    sleep "0.0$((RANDOM % 9 + 1))"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true

    # Only complete lines count: a kill can cut the last one.
    if [ -s "$out" ] && [ "$(tail -c 1 "$out" | od -An -c | tr -d ' ')" != '\n' ]; then
        sed -i '$ d' "$out"
    fi
    ack=$(grep '^    Toros: ' "$out" | tail -1 | tr ',' '\n' | grep -o "K${trial}x[0-9]*" || true)
    leftovers=$(compgen -G "$datos/.torneo.json.guardando-*" | wc -l || true)
    if [ "$leftovers" -gt 0 ]; then killed_with_leftovers=$((killed_with_leftovers + 1)); fi

    load="$work/load-$trial"
    if ! "$demo" --datos "$datos" --pantalla equipos >"$load" 2>&1; then
        echo "trial $trial: the load failed:" >&2
        cat "$load" >&2
        exit 1
    fi
    if grep -q 'No se pudo leer' "$load"; then
        echo "trial $trial: the file could not be read after the kill:" >&2
        grep 'No se pudo leer' "$load" >&2
        exit 1
    fi
    roster=$(grep '^    Toros: ' "$load" | head -1 | tr ',' '\n' | sed 's/^ *//; s/^Toros: //')
    for name in $ack; do
        acknowledged=$((acknowledged + 1))
        if ! grep -qx "$name" <<<"$roster"; then
            echo "trial $trial: $name was acknowledged but is not in the loaded roster" >&2
            lost=$((lost + 1))
        fi
    done
    if compgen -G "$datos/.torneo.json.guardando-*" >/dev/null; then
        echo "trial $trial: a temporary file survived the next load" >&2
        exit 1
    fi
done

echo "trials: $trials; acknowledged signings: $acknowledged; lost: $lost; kills that left a temporary file (removed by the next load): $killed_with_leftovers"
[ "$lost" -eq 0 ]
