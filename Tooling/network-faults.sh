#!/usr/bin/env bash
# Runs marcador-demo in every mode against servers on 127.0.0.1 that misbehave in every way a network
# can, and checks that each run ends on time with the app's own message, loses nothing saved, and
# exits as it should.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/network-faults.sh [--quick]

Builds marcador-demo in release mode and runs it in each mode (the tour, --pantalla arbitros,
--pantalla cronica, --interactivo, and --en-vivo inside tmux), at 0 ms a minute and at a real pace,
with --segundos-de-red 2, against a server on 127.0.0.1 that: never answers, answers after three
times the deadline, sends one byte a second, speaks plain HTTP to https, resets the connection in
the middle of the body, sends a 50 MB body, sends invalid JSON, answers 500, answers 404.
Each run must:
  - end within the time of the same run against a healthy server plus the deadline for each
    request the server received, plus 1 s (the live view: its crónica within the deadline + 1 s);
  - show the app's own message for that fault;
  - leave the saved referees (arbitros.json) byte for byte as they were, and publish nothing;
  - exit 0 (a network fault is not a failed save).
Then a 200 answer of [] is tried against 3 saved referees: they must stay, with the notice.
--quick runs only 0 ms a minute. It takes about 3 minutes (--quick about 2) and stops by itself:
every server it starts lives at most 10 minutes. It uses 127.0.0.1 only, inside a network namespace
of its own when the machine lets it make one (as root: unshare --net), where no other address exists.
Exit status: 0 every run passed, 1 a run failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
case "$#:${1:-}" in
    0:) quick=false ;;
    1:--quick) quick=true ;;
    *) usage_error "takes --quick or nothing, not '$*'" ;;
esac
command -v tmux >/dev/null || { echo "network-faults: needs tmux (apt-get install -y tmux)." >&2; exit 1; }
# A tmux server of its own (-L): ending it never touches the person's sessions.
tmux_socket="marcador-network-faults-$$"

# Inside a network namespace of its own only the loopback exists: no request can leave the machine.
if [ -z "${NETWORK_FAULTS_NETNS:-}" ] && unshare --net true 2>/dev/null; then
    exec unshare --net env NETWORK_FAULTS_NETNS=1 bash "$0" "$@"
fi
[ -z "${NETWORK_FAULTS_NETNS:-}" ] || ip link set lo up

build_release_demo
server_script="$repo/Tooling/lib/faulty-server.py"

deadline=2
make_work
server_pid=""
cleanup() {
    [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
    tmux -L "$tmux_socket" kill-server 2>/dev/null || true
}

now() { date +%s.%N; }
# Prints "a - b" in seconds.
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a - b }'; }
# True when a <= b.
at_most() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }

# Starts the faulty server; sets $url and $count_file.
start_server() {
    local fault=$1 scheme=${2:-http}
    rm -f "$work/port"
    count_file="$work/count"
    python3 "$server_script" "$fault" --delay $((deadline * 3)) --lifetime 600 \
        --port-file "$work/port" --count-file "$count_file" &
    server_pid=$!
    for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.05; done
    url="$scheme://127.0.0.1:$(cat "$work/port")"
}

stop_server() {
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
}

requests() { wc -l <"$count_file" | tr -d ' '; }

# A data folder with three referees saved from a healthy server.
seed="$work/seed"
start_server ok
"$demo" --datos "$seed" --pantalla arbitros --ms-por-minuto 0 --servidor "$url" >/dev/null
stop_server
[ -s "$seed/arbitros.json" ] || { echo "network-faults: seeding the referees failed." >&2; exit 1; }
saved_sum="$(sha256sum <"$seed/arbitros.json")"

# The message the app must show for each fault.
expected_message() {
    case $1 in
        silent | late | drip) echo "El servidor tardó demasiado en responder" ;;
        tls | reset) echo "No hay conexión" ;;
        huge | invalid) echo "La respuesta del servidor no se pudo leer" ;;
        status500) echo "El servidor respondió con el código 500" ;;
        status404) echo "El servidor respondió con el código 404" ;;
        empty) echo "El servidor respondió sin datos; se mantiene lo guardado" ;;
    esac
}

# Runs one mode: prints "<seconds> <exit status>" and leaves the output in $work/out.
run_mode() {
    local mode=$1 pace=$2 server=$3 datos=$4
    local common=(--datos "$datos" --ms-por-minuto "$pace" --segundos-de-red "$deadline" --servidor "$server")
    local start status=0
    start="$(now)"
    case $mode in
        tour) "$demo" "${common[@]}" >"$work/out" 2>&1 </dev/null || status=$? ;;
        arbitros | cronica) "$demo" --pantalla "$mode" "${common[@]}" >"$work/out" 2>&1 </dev/null || status=$? ;;
        interactivo)
            printf 'arbitros\nrefrescar\ncronica 1\npublicar\nsalir\n' |
                "$demo" --interactivo "${common[@]}" >"$work/out" 2>&1 || status=$?
            ;;
        envivo) run_live "$pace" "$datos" "$server" || status=$? ;;
    esac
    echo "$(elapsed "$(now)" "$start") $status"
}

# The live view in a real terminal: plays match 1 to its final whistle ('n' at 0 ms a minute), asks
# for the crónica with 'c', and measures from 'c' to the app's answer (left in $work/live_wait).
run_live() {
    local pace=$1 datos=$2 server=$3
    rm -f "$work/live_status"
    tmux -L "$tmux_socket" kill-server 2>/dev/null || true
    tmux -L "$tmux_socket" new-session -d -s vivo -x 80 -y 24 \
        "'$demo' --en-vivo 1 --datos '$datos' --ms-por-minuto $pace --segundos-de-red $deadline --servidor '$server'; echo \$? >'$work/live_status'"
    local pane
    for _ in $(seq 1 600); do
        pane="$(tmux -L "$tmux_socket" capture-pane -p -t vivo 2>/dev/null || true)"
        grep -q "c publicar" <<<"$pane" && break
        [ "$pace" -eq 0 ] && tmux -L "$tmux_socket" send-keys -t vivo n
        sleep 0.05
    done
    local asked
    asked="$(now)"
    tmux -L "$tmux_socket" send-keys -t vivo c
    for _ in $(seq 1 400); do
        pane="$(tmux -L "$tmux_socket" capture-pane -p -t vivo 2>/dev/null || true)"
        grep -q "No se pudo publicar\|Crónica publicada" <<<"$pane" && break
        sleep 0.05
    done
    elapsed "$(now)" "$asked" >"$work/live_wait"
    printf '%s\n' "$pane" >"$work/out"
    tmux -L "$tmux_socket" send-keys -t vivo q
    for _ in $(seq 1 200); do [ -s "$work/live_status" ] && break; sleep 0.05; done
    return "$(cat "$work/live_status" 2>/dev/null || echo 1)"
}

# A case is one run against one server; it fails when any of its checks fails.
passed=0
failed=0
case_failed=false
fail() {
    case_failed=true
    echo "  FAIL $1"
}
# Counts the case just checked; its word in $result.
end_case() {
    if $case_failed; then failed=$((failed + 1)) result=FAILED; else passed=$((passed + 1)) result=ok; fi
    case_failed=false
}

paces=(0 5)
$quick && paces=(0)
modes=(tour arbitros cronica interactivo envivo)
faults=(silent late drip tls reset huge invalid status500 status404)

printf '%-12s %-5s %-10s %8s %8s  %s\n' mode pace fault seconds limit result
for mode in "${modes[@]}"; do
    for pace in "${paces[@]}"; do
        # The same run against a healthy server: what the run costs without any fault.
        datos="$work/datos"
        rm -rf "$datos" && cp -r "$seed" "$datos"
        start_server ok
        read -r baseline _ < <(run_mode "$mode" "$pace" "$url" "$datos")
        stop_server
        for fault in "${faults[@]}"; do
            rm -rf "$datos" && cp -r "$seed" "$datos"
            if [ "$fault" = tls ]; then start_server plainhttp https; else start_server "$fault"; fi
            read -r seconds status < <(run_mode "$mode" "$pace" "$url" "$datos")
            count="$(requests)"
            stop_server
            if [ "$mode" = envivo ]; then
                seconds="$(cat "$work/live_wait")"
                limit=$((deadline + 1))
            else
                limit="$(awk -v b="$baseline" -v n="$count" -v d="$deadline" 'BEGIN { printf "%.2f", b + n * d + 1 }')"
            fi
            message="$(expected_message "$fault")"
            at_most "$seconds" "$limit" || fail "$mode at $pace ms, $fault: took ${seconds}s, more than ${limit}s"
            [ "$status" -eq 0 ] || fail "$mode at $pace ms, $fault: exit status $status, not 0"
            grep -qF "$message" "$work/out" || fail "$mode at $pace ms, $fault: does not say '$message'"
            ! grep -q "Crónica publicada" "$work/out" || fail "$mode at $pace ms, $fault: published a crónica"
            [ "$(sha256sum <"$datos/arbitros.json")" = "$saved_sum" ] || fail "$mode at $pace ms, $fault: the saved referees changed"
            ! $case_failed || sed 's/^/      | /' "$work/out" | tail -15
            end_case
            printf '%-12s %-5s %-10s %8s %8s  %s\n' "$mode" "$pace" "$fault" "$seconds" "$limit" "$result"
        done
    done
done

# A 200 answer of [] never erases saved referees.
rm -rf "$datos" && cp -r "$seed" "$datos"
start_server empty
read -r _ status < <(run_mode arbitros 0 "$url" "$datos")
stop_server
grep -qF "$(expected_message empty)" "$work/out" || fail "an empty answer is not said"
grep -q "Leanne Graham" "$work/out" || fail "an empty answer hid the saved referees"
[ "$(sha256sum <"$datos/arbitros.json")" = "$saved_sum" ] || fail "an empty answer changed the saved referees"
[ "$status" -eq 0 ] || fail "an empty answer: exit status $status"
end_case
printf '%-12s %-5s %-10s %8s %8s  %s\n' arbitros 0 empty - - "$result"

echo "network-faults: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
