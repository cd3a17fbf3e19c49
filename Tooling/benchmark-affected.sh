#!/usr/bin/env bash
# Replays the repository's history through `check-architecture affected`: each first-parent commit
# against its parent. Slow (it builds old commits): run by hand, not in CI.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/benchmark-affected.sh [SAMPLE]

Prints how many test targets `affected` selects for each first-parent commit and the share of
commits selecting at most 20% of them; then, for the last SAMPLE commits with a partial selection
(default 3), whether running only the selection gives the same pass/fail as the whole suite; then
the time of a one-feature change's selected run against the full run, measured side by side.
Works in a git worktree of its own, removed at exit. Exit status: 0 measured, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
[[ $# -le 1 ]] || usage_error "one SAMPLE at most"
sample="${1:-3}"
whole_number SAMPLE "$sample"
cd "$repo"
swift build -c release --product check-architecture >/dev/null
checker="$(swift build -c release --show-bin-path)/check-architecture"

make_work
cleanup() { git -C "$repo" worktree remove --force "$work/tree" >/dev/null 2>&1 || true; }
git worktree add --detach "$work/tree" HEAD >/dev/null 2>&1
tree="$work/tree"
in_tree() { (cd "$tree" && "$@" >/dev/null 2>&1); }
selection() { "$checker" affected --root "$tree" --base "$1" 2>/dev/null | sed 's/$/\\./' | paste -sd'|'; }

# 1. Every commit: selected / total test targets.
printf '%-12s %9s %6s  %s\n' commit selected total subject
for commit in $(git rev-list --first-parent --reverse HEAD | tail -n +2); do
    git -C "$tree" checkout -q --detach "$commit"
    selected="?" total="?"
    if "$checker" affected --root "$tree" --base "$commit^" >"$work/out" 2>"$work/err"; then
        selected=$(wc -l <"$work/out")
        total=$(sed -n 's/^affected: [0-9]* of \([0-9]*\) test targets.*/\1/p' "$work/err")
    fi
    printf '%-12s %9s %6s  %s\n' "${commit:0:12}" "$selected" "$total" "$(git log -1 --format=%s "$commit" | cut -c1-60)"
    echo "$commit $selected $total" >>"$work/replay.txt"
done
awk '$2 != "?" && $3 > 0 { n++; if ($2 <= 0.2 * $3) small++ }
     END { printf "\n%d commits replayed; %d (%.0f%%) select at most 20%% of the test targets\n", n, small, 100 * small / n }' \
    "$work/replay.txt"

# 2. A sample of recent commits with a partial selection: selected tests vs the whole suite.
echo
echo "sample: pass/fail of the selected tests and of the whole suite, at the same commit"
awk '$2 != "?" && $2 > 0 && $2 < $3 { print $1 }' "$work/replay.txt" | tail -n "$sample" | while read -r commit; do
    git -C "$tree" checkout -q --detach "$commit"
    chosen=$(selection "$commit^")
    in_tree swift build --build-tests || { echo "${commit:0:12} does not build; skipped"; continue; }
    in_tree swift test --skip-build --filter "$chosen" && selected=pass || selected=fail
    in_tree swift test --skip-build && full=pass || full=fail
    echo "${commit:0:12} selected ($chosen): $selected; whole suite: $full; $([[ $selected == "$full" ]] && echo same || echo DIFFERENT)"
done

# 3. A one-feature change at HEAD (a body-only edit in Arbitros): its selected run against the full
# run, each after the same kind of edit, build included.
git -C "$tree" checkout -q --detach HEAD
in_tree swift build --build-tests
file="$(ls "$tree"/Modules/Arbitros/Domain/*.swift | head -n 1)"
echo "// edit 1" >>"$file"
chosen=$(selection HEAD)
start=$(date +%s.%N)
in_tree swift build --build-tests && in_tree swift test --skip-build --filter "$chosen"
selected=$(since "$start" 1)
echo "// edit 2" >>"$file"
start=$(date +%s.%N)
in_tree swift build --build-tests && in_tree swift test --skip-build
full=$(since "$start" 1)
echo
echo "one-feature change (Arbitros), build included: selected ($chosen) $selected s, full $full s, ratio $(awk -v s="$selected" -v f="$full" 'BEGIN { printf "%.2f", s / f }')"
