#!/usr/bin/env bash
# The documentation site: every DocC catalog with its module's symbols, as one static site, then
# checked in headless Chromium (Tooling/docs-site-check.sh). Reads the last build; builds no Swift.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/docs.sh [options]

Each catalog (Modules/<M>/<M>.docc, Apps/<M>/<M>.docc) with its module's public symbols, extensions
included, converted by DocC with warnings as errors (first each module's symbols alone, so every
catalog resolves ``/Other/Symbol`` links), merged under one landing page for static hosting, then
checked by Tooling/docs-site-check.sh.

  --modules DIR              the built modules (default .build/debug/Modules; the build must be current)
  --output DIR               where the site goes (default .build/docs-site; replaced)
  --hosting-base-path PATH   the path the site is served under, e.g. /marcador (default: the root)
  --screenshot FILE          the check's PNG (default .build/docs-site-screenshot.png)
  --no-check                 build the site only (the check needs chromium and busybox)

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
while [[ $# -gt 0 ]]; do
    case $1 in
        --modules) need_value "$1" $#; modules=$2; shift 2 ;;
        --output) need_value "$1" $#; output=$2; shift 2 ;;
        --screenshot) need_value "$1" $#; screenshot=$2; shift 2 ;;
        --hosting-base-path)
            need_value "$1" $#
            [[ $2 =~ ^/?[A-Za-z0-9._~/-]*$ ]] || usage_error "--hosting-base-path takes a URL path, not '$2'"
            base=$2; shift 2 ;;
        --no-check) check=0; shift ;;
        *) usage_error "unknown option '$1'" ;;
    esac
done
[[ -d $modules ]] || usage_error "no built modules in '$modules' (build first, or pass --modules DIR)"
[[ ! -e $output || -d $output/documentation || -z "$(ls -A "$output" 2>/dev/null)" ]] ||
    usage_error "'$output' is not a documentation site; it is not replaced"
started="$(date +%s.%N)"
make_work

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
    local name=$1 into=$2 status=0
    shift 2
    docc convert "$@" --additional-symbol-graph-dir "$work/graphs/$name" --output-path "$into" \
        --fallback-display-name "$name" --fallback-bundle-identifier "marcador.$name" \
        --enable-experimental-external-link-support --no-transform-for-static-hosting \
        --warnings-as-errors >"$work/docc.log" 2>&1 || status=$?
    if [[ $status -ne 0 ]] || grep -q 'warning:' "$work/docc.log"; then
        cat "$work/docc.log" >&2
        echo "error: docc convert of $name: $(grep -c 'warning:\|error:' "$work/docc.log") warnings or errors (above)" >&2
        exit 1
    fi
}
for name in "${order[@]}"; do convert "$name" "$work/links/$name.doccarchive"; done
archives=()
for name in "${order[@]}"; do
    dependencies=()
    for other in "${order[@]}"; do
        [[ $other == "$name" ]] || dependencies+=(--dependency "$work/links/$other.doccarchive")
    done
    convert "$name" "$work/archives/$name.doccarchive" "${catalog[$name]}" "${dependencies[@]}"
    archives+=("$work/archives/$name.doccarchive")
done

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
    "$repo/Tooling/docs-site-check.sh" "$output" --modules "$(IFS=,; echo "${order[*]}")" \
        ${base:+--hosting-base-path "$base"} --screenshot "$screenshot"
fi
echo "docs: done in $(since "$started" 1) s"
