# Shared by the scripts that run the release demo many times. Source it after `set -euo pipefail`.

# Exits 2 with one line unless every argument after the first is a whole number above 0.
# $1 is the script's name and what the numbers are, for the message.
whole_numbers_or_exit() {
    local what=$1
    shift
    for n in "$@"; do
        case $n in
            '' | *[!0-9]* | 0) echo "$what a whole number above 0, not '$n'; see --help." >&2; exit 2 ;;
        esac
    done
}

# Builds marcador-demo in release mode from the repository root and sets $demo to it.
build_release_demo() {
    cd "$(dirname "${BASH_SOURCE[0]}")/../.."
    command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
    swift build -c release --product marcador-demo >/dev/null
    demo="$(swift build -c release --show-bin-path)/marcador-demo"
}
