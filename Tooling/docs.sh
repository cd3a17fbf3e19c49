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

# Each process started in a group of its own (setsid), so cleanup stops exactly what was started.
running=()
cleanup() { local group; disown -a; for group in "${running[@]}"; do kill -KILL -- "-$group" 2>/dev/null || true; done; }
in_background() { setsid "$@" & running+=("$!"); }
# browser OUTPUT ARGUMENTS...: one headless Chromium run started (wait for "${running[-1]}"), ended
# after 10 minutes; its virtual time lets DocC render without real waits.
browser() {
    local into=$1
    shift
    in_background timeout -k 5 600 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --mute-audio --virtual-time-budget=600000 --user-data-dir="$work/profile.${#running[@]}" "$@" >"$into" 2>/dev/null
}

# check_site SITE PAGES: the site served, each page in PAGES (A,B,...) and its links checked.
check_site() {
    local site=$1 pages=$2 path origin="" port linked problems
    path=$(sed -E 's|^/+||; s|/+$||' <<<"$base")
    chromium="$(command -v chromium || command -v chromium-browser)" || { echo "error: no chromium on PATH (apt-get install chromium)" >&2; exit 1; }
    command -v busybox >/dev/null || { echo "error: no busybox on PATH (apt-get install busybox)" >&2; exit 1; }
    local shot_module=${pages%%,*}
    [[ ,$pages, != *,Partidos,* ]] || shot_module=Partidos
    screenshot="$(realpath -m "$screenshot")"

    # The served root: the site under the base path, and the check page beside it (the same origin,
    # so it can read what each frame rendered).
    local root="$work/root" entry
    if [[ -n $path ]]; then
        mkdir -p "$(dirname "$root/$path")"
        ln -s "$(realpath "$site")" "$root/$path"
    else
        mkdir -p "$root"
        for entry in "$site"/*; do ln -s "$(realpath "$entry")" "$root/"; done
    fi
    cp "$repo/Tooling/lib/docs_check_page.html" "$root/__docs_site_check.html"

    for _ in 1 2 3 4 5; do # a random port until one is free
        port=$((20000 + RANDOM % 20000))
        in_background busybox httpd -f -p "127.0.0.1:$port" -h "$root" >/dev/null 2>&1
        for _ in $(seq 100); do
            kill -0 "${running[-1]}" 2>/dev/null || break
            # The check page answers only from this server, not from another one on the same port.
            if curl -sf -o /dev/null "http://127.0.0.1:$port/__docs_site_check.html"; then origin="http://127.0.0.1:$port"; break 2; fi
            sleep 0.1
        done
        disown -a
        kill -KILL -- "-${running[-1]}" 2>/dev/null || true
    done
    [[ -n $origin ]] || { echo "error: busybox httpd did not start on a loopback port" >&2; exit 1; }

    # One browser checks, another takes the screenshot meanwhile (the other core).
    mkdir -p "$(dirname "$screenshot")"
    rm -f "$screenshot"
    browser "$work/dom" --dump-dom "$origin/__docs_site_check.html?modules=$pages&base=$path"
    browser /dev/null --screenshot="$screenshot" --window-size=1280,1000 "$origin/${path:+$path/}documentation/${shot_module,,}/"
    wait "${running[@]: -2}" || true
    sed -n '/<pre id="out">/,/<\/pre>/{s/.*<pre id="out">//; s/<\/pre>.*//; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g; p}' "$work/dom" >"$work/report"
    problems=$(grep -c '^error: ' "$work/report" || true)
    grep '^error: ' "$work/report" >&2 || true
    linked=$(sed -n 's/^checked \([0-9]*\)$/\1/p' "$work/report")
    [[ $(grep -c '^checked ' "$work/report") -eq 1 ]] || { echo "error: the check page did not finish in the browser" >&2; problems=$((problems + 1)); linked=0; }
    if [[ "$(head -c 8 "$screenshot" 2>/dev/null | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]]; then
        echo "error: no PNG screenshot written to $screenshot" >&2
        problems=$((problems + 1))
    fi
    echo "docs check: $(tr ',' '\n' <<<"$pages" | wc -l) module pages rendered, the $linked pages they link to inside the site" \
        "checked through their data, $problems problems; screenshot of $shot_module's page in $screenshot"
    [[ $problems -eq 0 ]]
}

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
converting=0
convert_failed=0
in_pairs() {
    "$@" &
    converting=$((converting + 1))
    if [[ $converting -ge 2 ]]; then
        wait -n || convert_failed=1
        converting=$((converting - 1))
    fi
}
end_pairs() {
    while [[ $converting -gt 0 ]]; do
        wait -n || convert_failed=1
        converting=$((converting - 1))
    done
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
