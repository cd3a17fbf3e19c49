#!/usr/bin/env bash
# Every script in Tooling/ is executable, prints its usage for --help (exit 0) and refuses an unknown
# option (exit 2, one line) without building; then the docs check on a broken fixture site.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: Tooling/tests/scripts-test.sh

Exit status: 0 every case passed, 1 a case failed, 2 bad usage.
EOF
}

source "$(dirname "$0")/../lib/common.sh"
help_if_asked "$@"
[[ $# -eq 0 ]] || usage_error "unexpected argument '$1'"
make_work
passed=0
failed=0
case_is() {
    local what=$1
    shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $what" >&2; fi
}

# A swift first on PATH that only leaves a mark: --help and bad usage must never reach a build.
mkdir "$work/stub"
printf '#!/bin/sh\ntouch "%s/swift-ran"\nexit 99\n' "$work" >"$work/stub/swift"
chmod +x "$work/stub/swift"
one_line_error() { [[ $(wc -l <"$work/err") -eq 1 ]] && grep -q '^error: .*(see --help)$' "$work/err"; }
for script in "$repo"/Tooling/*.sh "$repo"/Tooling/tests/*.sh; do
    name=${script#"$repo/"}
    case_is "$name is executable in git" test "$(git -C "$repo" ls-files -s "$name" | cut -c1-6)" = 100755
    status=0
    PATH="$work/stub:$PATH" "$script" --help >"$work/out" 2>&1 || status=$?
    case_is "$name --help exits 0 (not $status)" test "$status" -eq 0
    case_is "$name --help starts with Usage:" grep -q '^Usage: ' <(head -n 1 "$work/out")
    status=0
    PATH="$work/stub:$PATH" "$script" --no-such-option >/dev/null 2>"$work/err" </dev/null || status=$?
    case_is "$name --no-such-option exits 2 (not $status)" test "$status" -eq 2
    case_is "$name --no-such-option says one line: $(head -n 1 "$work/err")" one_line_error
    case_is "$name --help and bad usage build nothing" test ! -e "$work/swift-ran"
    rm -f "$work/swift-ran"
done

# The docs check (docs.sh --check-only) on a small site with one problem of each kind, served at the
# root and under a base path: each problem is named, once, and the run fails.
problem_lines() {
    local at="$1/documentation"
    cat <<EOF
error: $at: the landing page has no link to $at/beta
error: $at/beta: shows "Gamma", not the module's title "Beta"
error: broken link on $at/alfa: $at/alfa/sin-titulo (its data $1/data/documentation/alfa/sin-titulo.json has no metadata.title)
error: broken link on $at/alfa: $at/ausente (HTTP 404)
error: broken link on $at/alfa: $1/descargas/ejemplo.zip (HTTP 404)
error: broken link on $at/alfa: $at/alfa/perdida (its data $1/data/documentation/alfa/perdida.json: HTTP 404)
error: broken link on $at/alfa: $at/alfa/ilegible (its data $1/data/documentation/alfa/ilegible.json is not JSON)
EOF
}
for base in "" /org/marcador; do
    status=0
    rm -f "$work/shot.png"
    "$repo/Tooling/docs.sh" --check-only "$repo/Tooling/tests/fixtures/docs-site" --pages Alfa,Beta ${base:+--hosting-base-path "$base/"} \
        --screenshot "$work/shot.png" >"$work/out" 2>"$work/err" || status=$?
    case_is "docs check at '$base/' exits 1 on the broken fixture site (not $status): $(head -1 "$work/err")" test "$status" -eq 1
    case_is "docs check at '$base/' names each problem once" diff <(problem_lines "$base" | sort) <(sort "$work/err")
    case_is "docs check at '$base/' counts them" grep -q 'the 7 pages they link to inside the site checked through their data, 7 problems;' "$work/out"
    case_is "docs check at '$base/' saves a PNG of Alfa's page" grep -q PNG <(head -c 4 "$work/shot.png")
done

echo "scripts-test: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
