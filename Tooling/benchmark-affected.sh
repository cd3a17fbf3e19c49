#!/usr/bin/env bash
# Replays the repository's history through `check-architecture affected`: each first-parent commit
# against its parent. Prints how many test targets each selects, the share of commits selecting at
# most 20% of them, then for a sample of commits whether running only the selection gives the same
# pass/fail as the whole suite, and the time of a one-feature change's selected run against the
# full run, measured side by side. Slow (it builds old commits): run by hand, not in CI.
set -euo pipefail

case "${1:-}" in
    -h | --help)
        sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
        echo "Usage: Tooling/benchmark-affected.sh [SAMPLE]   (SAMPLE commits built and tested, default 3)"
        exit 0
        ;;
esac
sample="${1:-3}"

cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product check-architecture >/dev/null
checker="$(swift build -c release --show-bin-path)/check-architecture"
repo="$(pwd)"

work="$(mktemp -d)"
trap 'git -C "$repo" worktree remove --force "$work/tree" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/tree" HEAD >/dev/null 2>&1
tree="$work/tree"

# 1. Every commit: selected / total test targets.
printf '%-12s %9s %6s  %s\n' commit selected total subject
commits=$(git rev-list --first-parent --reverse HEAD | tail -n +2)
: >"$work/replay.txt"
for commit in $commits; do
    git -C "$tree" checkout -q --detach "$commit"
    if "$checker" affected --root "$tree" --base "$commit^" >"$work/out" 2>"$work/err"; then
        selected=$(wc -l <"$work/out")
        total=$(sed -n 's/^affected: [0-9]* of \([0-9]*\) test targets.*/\1/p' "$work/err")
    else
        selected="?"
        total="?"
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
    selection=$("$checker" affected --root "$tree" --base "$commit^" 2>/dev/null | sed 's/$/\\./' | paste -sd'|')
    (cd "$tree" && swift build --build-tests >/dev/null 2>&1) || { echo "${commit:0:12} does not build; skipped"; continue; }
    (cd "$tree" && swift test --skip-build --filter "$selection" >/dev/null 2>&1) && selected=pass || selected=fail
    (cd "$tree" && swift test --skip-build >/dev/null 2>&1) && full=pass || full=fail
    same=$([ "$selected" = "$full" ] && echo same || echo DIFFERENT)
    echo "${commit:0:12} selected ($selection): $selected; whole suite: $full; $same"
done

# 3. A one-feature change at HEAD: its selected run against the full run, each after the same
# kind of edit (a body-only change in Arbitros), build included.
git -C "$tree" checkout -q --detach HEAD
(cd "$tree" && swift build --build-tests >/dev/null 2>&1)
file="$tree/Modules/Arbitros/Domain/$(ls "$tree/Modules/Arbitros/Domain" | head -1)"
edit() { echo "// edit $1" >>"$file"; }
edit 1
selection=$("$checker" affected --root "$tree" --base HEAD 2>/dev/null | sed 's/$/\\./' | paste -sd'|')
start=$(date +%s.%N)
(cd "$tree" && swift build --build-tests >/dev/null 2>&1 && swift test --skip-build --filter "$selection" >/dev/null 2>&1)
selected=$(echo "$(date +%s.%N) - $start" | bc)
edit 2
start=$(date +%s.%N)
(cd "$tree" && swift build --build-tests >/dev/null 2>&1 && swift test --skip-build >/dev/null 2>&1)
full=$(echo "$(date +%s.%N) - $start" | bc)
echo
echo "one-feature change (Arbitros), build included: selected ($selection) $(printf %.1f "$selected") s, full $(printf %.1f "$full") s, ratio $(echo "scale=2; $selected / $full" | bc)"
