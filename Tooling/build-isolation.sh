#!/usr/bin/env bash
# Build isolation, measured: for each module, a body-only edit and a public-API edit, each rebuilt
# incrementally; prints which targets recompiled and how long it took, as Markdown. Everything
# happens in a scratch copy of the work tree, so the repository is never edited. The work is in
# Tooling/BuildIsolation; docs/build-isolation.md explains the numbers.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/build-isolation.sh [options]

For each module: (a) a body-only edit (a statement added inside an existing function body) and
(b) a public-API edit (a new public method in an extension of the module's most used public
type). Rebuilds after each edit with `swift build -v`, lists the targets that recompiled files,
and times the rebuild. Works on a scratch copy of the work tree (tracked and untracked files, not
ignored ones); the repository is never modified.

Options:
  --modules A,B,...   modules to edit (default: the model, Core, every feature and the app
                      library, from `swift package describe` and the policy)
  --repeat N          rebuild each edit N times and report the median time (default 3)
  --tests             build test targets too (default: libraries and executables only)
  --files             list every recompiled file under each table
  --list              print the edit planned for each module ("MODULE<tab>body|api<tab>where"),
                      build nothing
  --work-dir DIR      keep the scratch copy and its build folder in DIR (reruns start warm);
                      default: a temporary folder removed at exit
  -h, --help          show this help
Environment: DESCRIBE=FILE reads the package from a saved `swift package describe --type json`.

Prints Markdown on stdout, progress on stderr. Exit status: 0 measured (whatever the result
against the goal), 1 a build failed, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
run_tool build-isolation "$@"
