#!/usr/bin/env bash
# Builds the corpus in Tooling/IndexCorpus and checks it both ways (the lexical check and the
# compiler's index): every layer finding of either must be one the other makes too, except the
# disagreements listed in Tooling/IndexCorpus/known-disagreements.txt (the lexical check's known
# gaps). A new disagreement fails, and so does a listed one that is gone: the list only shrinks
# by editing it.
set -euo pipefail

source "$(dirname "$0")/lib/checker.sh"
help_if_asked "$0" 6 "Usage: Tooling/index-differential.sh   (exit 0 as listed, 1 otherwise)" "${1:-}"
build_checker

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R Tooling/IndexCorpus "$work/corpus"
(cd "$work/corpus" && swift build >/dev/null 2>"$work/build.log") || {
    echo "index-differential: the corpus did not build:" >&2
    cat "$work/build.log" >&2
    exit 1
}

status=0
"$checker" --root "$work/corpus" --index-store --no-docs >"$work/report.txt" 2>&1 || status=$?
if [ "$status" -eq 2 ]; then
    cat "$work/report.txt" >&2
    exit 1
fi
# One line per finding, without the temporary folder: "rule file:line:column subject".
grep -E '^Modules/.*: error: ' "$work/report.txt" | sed -E 's/^([^:]+:[0-9]+:[0-9]+): error: \[([^]]+)\] (.*)$/\2 \1 \3/' | sort >"$work/findings.txt"
grep '^index.disagreement ' "$work/findings.txt" | sed -E 's/^index.disagreement ([^ ]+) .*(the compiler.s index finds it|the lexical check finds it).*/\1 \2/' | sort >"$work/disagreements.txt" || true
{ grep -v '^#' Tooling/IndexCorpus/known-disagreements.txt || true; } | sed '/^$/d' | sort >"$work/known.txt"

layer=$(grep -cv '^index.disagreement ' "$work/findings.txt" || true)
found=$(wc -l <"$work/disagreements.txt")
echo "corpus: $layer layer findings, $found disagreements ($(wc -l <"$work/known.txt") known)"
if ! diff -u "$work/known.txt" "$work/disagreements.txt" >"$work/diff.txt"; then
    echo "index-differential: the disagreements differ from Tooling/IndexCorpus/known-disagreements.txt (- listed, + found):" >&2
    cat "$work/diff.txt" >&2
    exit 1
fi
