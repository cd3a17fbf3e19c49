# The tools CI needs beyond the Swift toolchain, made present or named in one line. Source it.

# need COMMAND apt|pip PACKAGE: installs PACKAGE when COMMAND is missing and this is root with the
# package manager; otherwise exits 1 saying what to install.
need() {
    local command=$1 manager=$2 package=$3
    command -v "$command" >/dev/null && return 0
    echo "== installing $package (for $command)"
    case $manager in
        apt)
            if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
                apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
            fi
            ;;
        pip) pip_install "$package" && hash -r ;;
    esac
    command -v "$command" >/dev/null && return 0
    echo "error: CI needs '$command'; install it ($manager install $package) and run again." >&2
    exit 1
}

# build_without_warnings: `swift build --build-tests`, its output shown; exits 1 when the build fails
# or prints a compiler warning, naming the gate.
build_without_warnings() {
    local log
    log="$(mktemp)"
    local status=0
    swift build --build-tests 2>&1 | tee "$log" || status=$?
    if [ "$status" -ne 0 ]; then
        rm -f "$log"
        echo "error: the build failed (see above)." >&2
        exit 1
    fi
    if grep -E '(^|: )warning: ' "$log" >/dev/null; then
        rm -f "$log"
        echo "error: the build printed compiler warnings (see above); fix them before merging." >&2
        exit 1
    fi
    rm -f "$log"
}

# pip_install PACKAGE: a wheel from PyPI, with pip (installed first when missing), into a Python that
# may be the system's (--break-system-packages only when a plain install is refused).
pip_install() {
    if ! command -v pip3 >/dev/null && ! command -v pip >/dev/null; then need pip3 apt python3-pip; fi
    "$(command -v pip3 || command -v pip)" install -q --only-binary=:all: "$1" 2>/dev/null ||
        "$(command -v pip3 || command -v pip)" install -q --only-binary=:all: --break-system-packages "$1"
}

# gate NAME COMMAND…: one gate, its seconds kept for the table `gate_times` prints (also when a gate
# fails and ends the run: it is the table's last row).
[[ -v gate_rows ]] || gate_rows=()
: "${gate_started_all:=$(date +%s.%N)}"
gate() {
    local name=$1 started status=0
    shift
    echo "== $name"
    started="$(date +%s.%N)"
    "$@" || status=$?
    gate_rows+=("$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%7.1f", b - a }') s  $name$([ "$status" -eq 0 ] || echo "  (FAILED)")")
    [ "$status" -eq 0 ] || exit "$status"
}
gate_times() {
    echo "== seconds per gate"
    printf '%s\n' "${gate_rows[@]}"
    awk -v a="$gate_started_all" -v b="$(date +%s.%N)" 'BEGIN { printf "%7.1f s  total\n", b - a }'
}
