#!/usr/bin/env bash
# The checker's hard cases: its findings on Tooling/IndexCorpus are exactly the lines marked.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/check-corpus.sh

The checker's findings on Tooling/IndexCorpus must be exactly the lines marked `// expect: RULE`
(a line with two findings names the rule twice), and its SARIF log one result each. CHECKER=PATH
uses that checker instead of building one.
Exit status: 0 the findings are the marked ones, 1 otherwise, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
[[ $# -eq 0 ]] || usage_error "unexpected argument '$1'"
build_checker
make_work
corpus=Tooling/IndexCorpus
status=0
"$checker" --root "$corpus" --no-docs --quiet >"$work/report.txt" 2>&1 || status=$?
[[ $status -ne 2 ]] || { cat "$work/report.txt" >&2; exit 1; }
# "file:line rule", one a finding.
sed -nE 's/^([^:]+:[0-9]+):[0-9]+: error: \[([^]]+)\].*/\1 \2/p' "$work/report.txt" | sort >"$work/found.txt"
(cd "$corpus" && grep -rnE '// expect: ' Modules) | sed -E 's/^([^:]+:[0-9]+):.*\/\/ expect: (.*)$/\1 \2/' |
    awk '{ for (i = 2; i <= NF; i++) print $1 " " $i }' | sort >"$work/expected.txt"
if ! diff -u "$work/expected.txt" "$work/found.txt" >"$work/diff.txt"; then
    echo "check-corpus: the findings differ from the lines marked // expect: (- marked, + found):" >&2
    tail -n +3 "$work/diff.txt" >&2
    exit 1
fi
# SARIFSchemaTests checks the log against the SARIF 2.1.0 schema; here its results are counted.
"$checker" --root "$corpus" --no-docs --quiet --format sarif >"$work/corpus.sarif" 2>&1 || true
results=$(grep -c '"ruleId" : ' "$work/corpus.sarif" || true)
[[ $results -eq $(wc -l <"$work/found.txt") ]] || {
    echo "check-corpus: the SARIF log holds $results results for $(wc -l <"$work/found.txt") findings" >&2
    exit 1
}
echo "check-corpus: $(wc -l <"$work/found.txt") findings, each at its marked file:line; no finding elsewhere ($(grep -rlE '// expect: ' "$corpus/Modules" | wc -l) files with findings, $(find "$corpus/Modules" -name '*.swift' | wc -l) in all)"
