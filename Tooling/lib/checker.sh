# Shared by the scripts that run check-architecture on a copy. Source it after `set -euo pipefail`.

# Prints lines 2..$2 of script $1 (its header comment) and $3 as usage, then exits 0, when the
# script's first argument ($4) asks for help.
help_if_asked() {
    case "${4:-}" in
        -h | --help)
            sed -n "2,$2p" "$1" | sed 's/^# \{0,1\}//'
            echo "$3"
            exit 0
            ;;
    esac
}

# Builds check-architecture (debug) from the repository root and sets $checker to it.
build_checker() {
    cd "$(dirname "${BASH_SOURCE[0]}")/../.."
    command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
    swift build --product check-architecture >/dev/null
    checker="$(swift build --show-bin-path)/check-architecture"
}

# git with an identity of its own, for the throwaway repositories the scripts make in their copies.
git_here() { git -c user.name=Marcador -c user.email=marcador@example.com -c commit.gpgsign=false "$@"; }

# On a new branch named $1 from commit $2, the feature $1 added by `new-feature` (using Partidos,
# owned by @marcador/<name>) and committed: one team's side of the two-teams-at-once case.
feature_on_branch() {
    git_here checkout -q -b "$1" "$2"
    "$checker" new-feature "$1" --uses Partidos --owner "@marcador/${1,,}" >/dev/null
    git_here add -A
    git_here commit -q -m "Add $1"
}
