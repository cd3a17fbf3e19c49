#!/usr/bin/env bash
# A team's loop after an edit: rebuild, the tests of the modules it touched, the architecture check.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/green.sh [MODULE…]

Builds incrementally, runs the tests of each MODULE (by default each module with an uncommitted
change), then the architecture check on that build's index: about five seconds for one feature.
Exit status: 0 green, 1 a build, a test or the check failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
for module in "$@"; do
    [[ $module =~ ^[A-Z][A-Za-z0-9]*$ && -d $repo/Modules/$module ]] || usage_error "no module named '$module' under Modules/"
done
cd "$repo"
modules=("$@")
if [[ ${#modules[@]} -eq 0 ]]; then
    mapfile -t modules < <(git status --porcelain -- Modules Tests | sed -E 's/^.. //; s#^(Modules|Tests)/([A-Za-z0-9]+?)(Tests)?/.*#\2#' | sed -E 's/Tests$//' | sort -u)
fi
started="$(date +%s.%N)"
swift build --build-tests 2>&1 | grep -E '(error|warning): ' && exit 1
if [[ ${#modules[@]} -gt 0 ]]; then
    filter="$(printf '%sTests\\.|' "${modules[@]}")"
    swift test --skip-build --filter "${filter%|}" 2>&1 | grep -E '✘|passed after|failed after' | tail -n 3
    [[ ${PIPESTATUS[0]} -eq 0 ]] || exit 1
fi
"$(swift build --show-bin-path)/check-architecture" --no-build --quiet
echo "green: ${modules[*]:-no module changed}: built, tested and checked in $(since "$started" 1) s"
