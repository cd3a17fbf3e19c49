#!/usr/bin/env bash
# The documentation site: every DocC catalog with its module's symbols, as one static site, then
# checked in headless Chromium: the pages a reader starts from rendered, the pages they link to
# through the data DocC renders them from. Reads the last build; builds no Swift.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/docs.sh [--modules DIR] [--output DIR] [--hosting-base-path PATH] [--screenshot FILE] [--no-check]
       Tooling/docs.sh --check-only SITE --pages A,B,... [--hosting-base-path PATH] [--screenshot FILE]

Each catalog (Modules/<M>/<M>.docc, Apps/<M>/<M>.docc) with its module's public symbols, converted
by DocC with warnings as errors, merged for static hosting; then served on a loopback port and
checked in headless Chromium (lib/docs_check_page.html): the landing and module pages rendered, each
module page's title and link from the landing; every link on them inside the site answering, and
each linked page's DocC data (data/<path>.json) with a title; a screenshot of Partidos' page.

  --modules DIR              the built modules (default .build/debug/Modules; the build must be current)
  --output DIR               where the site goes (default .build/docs-site; replaced)
  --hosting-base-path PATH   the path the site is served under, e.g. /marcador (default: the root)
  --screenshot FILE          the check's PNG (default .build/docs-site-screenshot.png)
  --no-check                 build the site only (the check needs chromium and busybox)
  --check-only SITE          check the site in SITE, whose module pages are --pages A,B,...

Open it: busybox httpd -f -p 127.0.0.1:8000 -h .build/docs-site, then http://localhost:8000/documentation/
Exit status: 0 built (and checked), 1 a DocC warning or a failed check, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
modules="$repo/.build/debug/Modules"
output="$repo/.build/docs-site"
screenshot="$repo/.build/docs-site-screenshot.png"
base=""
check=1
site=""
pages=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --modules) need_value "$1" $#; modules=$2; shift 2 ;;
        --output) need_value "$1" $#; output=$2; shift 2 ;;
        --screenshot) need_value "$1" $#; screenshot=$2; shift 2 ;;
        --hosting-base-path) need_value "$1" $#; base=$2; shift 2 ;;
        --no-check) check=0; shift ;;
        --check-only) need_value "$1" $#; site=$2; shift 2 ;;
        --pages) need_value "$1" $#; pages=$2; shift 2 ;;
        *) usage_error "unknown option '$1'" ;;
    esac
done
[[ $base =~ ^/?[A-Za-z0-9._~/-]*$ ]] || usage_error "--hosting-base-path takes a URL path, not '$base'"
if [[ -n $site ]]; then
    [[ -d $site ]] || usage_error "--check-only takes the site's folder, not '$site'"
    [[ $pages =~ ^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$ ]] || usage_error "--pages takes names separated by commas, not '$pages'"
else
    [[ -z $pages ]] || usage_error "--pages goes with --check-only"
    [[ -d $modules ]] || usage_error "no built modules in '$modules' (build first, or pass --modules DIR)"
    [[ ! -e $output || -d $output/documentation || -z "$(ls -A "$output" 2>/dev/null)" ]] ||
        usage_error "'$output' is not a documentation site; it is not replaced"
fi
started="$(date +%s.%N)"
make_work

source "$repo/Tooling/lib/docs-check.sh"

if [[ -n $site ]]; then
    check_site "$site" "$pages"
    exit 0
fi

# Every catalog: the modules' (in name order), then the apps'.
declare -A catalog
order=()
for folder in "$repo"/Modules/*/*.docc "$repo"/Apps/*/*.docc; do
    [[ -d $folder ]] || continue
    name="$(basename "$folder" .docc)"
    catalog[$name]=$folder
    order+=("$name")
done
[[ ${#order[@]} -gt 0 ]] || { echo "error: no .docc catalog under Modules/ or Apps/" >&2; exit 1; }

echo "== symbol graphs of ${order[*]} (from $modules)"
for name in "${order[@]}"; do
    mkdir -p "$work/graphs/$name" && swift-symbolgraph-extract -module-name "$name" -I "$modules" -minimum-access-level public \
        -emit-extension-block-symbols -module-cache-path "$work/module-cache" -output-dir "$work/graphs/$name"
done


echo "== docc convert: the symbols of each module, then each catalog against the others"
mkdir -p "$work/links" "$work/archives"
convert() {
    local name=$1 into=$2 status=0 log="$work/docc-$name.log"
    shift 2
    docc convert "$@" --additional-symbol-graph-dir "$work/graphs/$name" --output-path "$into" \
        --fallback-display-name "$name" --fallback-bundle-identifier "marcador.$name" \
        --enable-experimental-external-link-support --no-transform-for-static-hosting \
        --warnings-as-errors >"$log" 2>&1 || status=$?
    if [[ $status -ne 0 ]] || grep -q 'warning:' "$log"; then
        cat "$log" >&2
        echo "error: docc convert of $name: $(grep -c 'warning:\|error:' "$log") warnings or errors (above)" >&2
        return 1
    fi
}
# Two conversions at a time, one per core (each is mostly one thread); any failure fails the step.
# Each runs in a process group of its own (job control on while it starts), listed in `running`,
# so the clean-up of lib/docs-check.sh stops a conversion still running when the script ends early.
converting=0
convert_failed=0
# settle N: waits until at most N conversions are running.
settle() {
    while [[ $converting -gt $1 ]]; do
        wait -n || convert_failed=1
        converting=$((converting - 1))
    done
}
in_pairs() {
    set -m
    "$@" &
    set +m
    running+=("$!")
    converting=$((converting + 1))
    settle 1
}
end_pairs() {
    settle 0
    [[ $convert_failed -eq 0 ]] || exit 1
}
for name in "${order[@]}"; do in_pairs convert "$name" "$work/links/$name.doccarchive"; done
end_pairs
archives=()
for name in "${order[@]}"; do
    dependencies=()
    for other in "${order[@]}"; do
        [[ $other == "$name" ]] || dependencies+=(--dependency "$work/links/$other.doccarchive")
    done
    in_pairs convert "$name" "$work/archives/$name.doccarchive" "${catalog[$name]}" "${dependencies[@]}"
    archives+=("$work/archives/$name.doccarchive")
done
end_pairs

echo "== one site: merged, for static hosting${base:+ under $base}"
docc merge "${archives[@]}" --output-path "$work/site.doccarchive" \
    --synthesized-landing-page-name Marcador --synthesized-landing-page-kind Project >"$work/merge.log" 2>&1 ||
    { cat "$work/merge.log" >&2; exit 1; }
rm -rf "$output" && mkdir -p "$(dirname "$output")"
docc process-archive transform-for-static-hosting "$work/site.doccarchive" --output-path "$output" \
    ${base:+--hosting-base-path "$base"} >/dev/null
# The site's root sends the reader to the landing page, wherever the site is served.
printf '<!doctype html>\n<meta http-equiv="refresh" content="0; url=documentation/">\n<title>Marcador</title>\n' >"$output/index.html"
echo "docs: $(find "$output/data/documentation" -name '*.json' | wc -l) pages of ${#order[@]} modules in $output ($(since "$started" 1) s)"

if [[ $check -eq 1 ]]; then
    echo "== the site in headless Chromium"
    check_site "$output" "$(IFS=,; echo "${order[*]}")"
fi
echo "docs: done in $(since "$started" 1) s"
