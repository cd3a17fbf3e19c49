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

# The work tree's files (tracked and untracked, not ignored; a deleted file is skipped) into folder $1.
copy_tree() {
    mkdir -p "$1"
    git -C "$repo" ls-files -z -co --exclude-standard |
        (cd "$repo" && tar --null --ignore-failed-read -cf - -T - 2>/dev/null) | tar -xf - -C "$1"
}

# check-architecture (debug) built from the repository root, in $checker; CHECKER=PATH uses that one.
build_checker() {
    if [[ -n ${CHECKER:-} ]]; then checker="$(realpath "$CHECKER")"; cd "$repo" || exit 1; return; fi
    cd "$repo" || exit 1
    swift build --product check-architecture >/dev/null
    checker="$(swift build --show-bin-path)/check-architecture"
}

# git with an identity of its own, for the throwaway repositories the scripts make in their copies.
git_here() { git -c user.name=Marcador -c user.email=marcador@example.com -c commit.gpgsign=false "$@"; }

# On a new branch $3$1 from commit $2, the feature $1 added by `new-feature` (using Partidos, owned
# by @marcador/<name>) and committed: one team's side of the two-teams-at-once case.
feature_on_branch() {
    git_here checkout -q -b "${3:-}$1" "$2"
    "$checker" new-feature "$1" --uses Partidos --owner "@marcador/${1,,}" >/dev/null
    git_here add -A
    git_here commit -q -m "Add $1"
}

# Seconds since $1 (a `date +%s.%N`), with $2 decimals (default 3).
since() { awk -v a="$1" -v b="$(date +%s.%N)" -v d="${2:-3}" 'BEGIN { printf "%.*f", d, b - a }'; }
