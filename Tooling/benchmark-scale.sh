#!/usr/bin/env bash
# How the monorepo's costs grow with its teams: features added with `new-feature` in a copy of the
# repository, the costs measured at each number of them. By hand, not in CI.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/benchmark-scale.sh [N...] [--keep] [--results FILE]   (default N: 5 25 50 100)
       Tooling/benchmark-scale.sh --report-from FILE

In a copy of the repository, adds features with `check-architecture new-feature` until there are
N, each using one to three earlier features' Domain (and, as a real feature does, the model and
Core), and at each N measures, in this one run: the clean debug build, its CPU time and its peak
memory; the incremental build after a one-line edit in a leaf feature's Domain file, its UI file,
the model and Core, with the targets the compiler says it recompiled; the architecture check after
the build; `affected` for a one-file leaf edit, how many test targets it selects and the time to
run them against the whole suite; `swift package describe`; the longest chain of modules; the
demo's start-up; the lines of ContenedorDeLaApp.swift, of Package.swift and of the demo; the check's
warnings. (Two teams adding a feature at once is proven by new-feature-build.sh, in CI.) Writes the
table to docs/scale.md (between its markers) and the chart to docs/scale.svg, with each figure's
growth per doubling of N. Time: about 30 minutes on 2 cores, most of it the clean builds and the
model and Core edits at 50 and 100. The work is the package's `scale-benchmark` tool
(Tooling/ScaleBenchmark).

  N...                 the numbers of features, whole, ascending, the first at least 5
  --keep               keep the copy (its path is printed)
  --results FILE       also keep the raw measurements (JSON lines) in FILE
  --report-from FILE   measure nothing: write docs/scale.md and docs/scale.svg from a saved FILE

Exit status: 0 measured, 1 a step failed, 2 bad usage or unreadable results, 130 interrupted.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
run_tool scale-benchmark "$@"
