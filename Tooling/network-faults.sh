#!/usr/bin/env bash
# Runs marcador-demo in every mode against servers on 127.0.0.1 that misbehave in every way a network
# can, and checks that each run ends on time with the app's own message, loses nothing saved, and
# exits as it should. The work is in Tooling/NetworkFaults; this script gives it a network of its own.
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
A run still going after 120 s is stopped, with everything it started, and fails.
Then a 200 answer of [] is tried against 3 saved referees: they must stay, with the notice.
--quick runs only 0 ms a minute. It takes about 3 minutes (--quick about 2) once the release demo
is built, and stops by itself: every server it starts lives at most 10 minutes, and is stopped when
its case ends. It uses 127.0.0.1 only, inside a network namespace of its own when the machine lets
it make one (as root: unshare --net), where no other address exists. The servers and the runs are
the package's network-faults tool (Tooling/NetworkFaults); the live view runs in a tmux server of
its own (tmux -L), which it ends, on Ctrl-C too. Needs tmux. KEEP=1 keeps the work folder.
Exit status: 0 every run passed, 1 a run failed, 2 bad usage, 130 interrupted.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
# Inside a network namespace of its own only the loopback exists: no request can leave the machine.
if [ -z "${NETWORK_FAULTS_NETNS:-}" ] && unshare --net true 2>/dev/null; then
    exec unshare --net env NETWORK_FAULTS_NETNS=1 bash "$0" "$@"
fi
[ -z "${NETWORK_FAULTS_NETNS:-}" ] || ip link set lo up
run_tool network-faults "$@"
