# Shared by every script in Tooling/. Source it after `set -euo pipefail` and after defining usage().
# shellcheck shell=bash

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

# -h or --help before any `--`: the script's usage, exit 0.
help_if_asked() {
    local argument
    for argument in "$@"; do
        case $argument in --) return ;; -h | --help) usage; exit 0 ;; esac
    done
}

# Bad usage: one line on stderr, exit 2.
usage_error() { echo "error: $* (see --help)" >&2; exit 2; }
whole_number() { [[ $2 =~ ^[1-9][0-9]*$ ]] || usage_error "$1 takes a whole number above 0, not '$2'"; }
need_value() { [[ $2 -ge 2 ]] || usage_error "$1 needs a value"; }

# A scratch folder of the script's own in $work, removed however the script ends (Ctrl-C included;
# KEEP=1 keeps it). A script with more to undo defines cleanup(), which runs first.
make_work() {
    work="$(mktemp -d "${TMPDIR:-/tmp}/$(basename "$0" .sh).XXXXXX")"
    trap 'declare -F cleanup >/dev/null && cleanup; [[ -n ${KEEP:-} ]] || rm -rf "$work"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
}

# check-architecture (debug) built from the repository root, in $checker; CHECKER=PATH uses that one.
build_checker() {
    if [[ -n ${CHECKER:-} ]]; then checker="$(realpath "$CHECKER")"; cd "$repo" || exit 1; return; fi
    cd "$repo" || exit 1
    swift build --product check-architecture >/dev/null
    checker="$(swift build --show-bin-path)/check-architecture"
}

# Seconds since $1 (a `date +%s.%N`), with $2 decimals (default 3).
since() { awk -v a="$1" -v b="$(date +%s.%N)" -v d="${2:-3}" 'BEGIN { printf "%.*f", d, b - a }'; }
