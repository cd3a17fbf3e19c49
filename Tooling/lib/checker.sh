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
