#!/usr/bin/env bash
# The documentation site as a reader meets it: served on a loopback port and rendered by headless
# Chromium. Tooling/docs.sh runs it on the site it builds.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/docs-site-check.sh SITE --modules A,B,... [--hosting-base-path PATH] [--screenshot FILE]

Serves SITE with `busybox httpd` on a loopback port and opens, in headless Chromium, a check
page next to it (lib/docs_check_page.html) that renders each page in a frame: the landing page
(documentation/) must link to every module's page, each module's page must show the module's name
as its title, and every link on those pages that stays inside the site must answer 200 and, for a
page, render a title rather than DocC's "can't be found". One line per problem. Then a screenshot
of the Partidos page (else the first module's) is saved as a PNG.

  --modules A,B,...          the modules whose pages to check (required)
  --hosting-base-path PATH   the path the site was built for (docs.sh --hosting-base-path)
  --screenshot FILE          where the PNG goes (default .build/docs-site-screenshot.png)

Stops the server and the browsers it started however it ends (Ctrl-C included).
Exit status: 0 every page and link is good, 1 a problem (or no chromium), 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
site=""
modules=""
base=""
screenshot="$repo/.build/docs-site-screenshot.png"
while [[ $# -gt 0 ]]; do
    case $1 in
        --modules) need_value "$1" $#; modules=$2; shift 2 ;;
        --hosting-base-path) need_value "$1" $#; base=$2; shift 2 ;;
        --screenshot) need_value "$1" $#; screenshot=$2; shift 2 ;;
        -*) usage_error "unknown option '$1'" ;;
        *) [[ -z $site ]] || usage_error "one site, not '$site' and '$1'"; site=$1; shift ;;
    esac
done
[[ -d $site ]] || usage_error "give the site's folder"
[[ $modules =~ ^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$ ]] || usage_error "--modules takes names separated by commas, not '$modules'"
[[ $base =~ ^/?[A-Za-z0-9._~/-]*$ ]] || usage_error "--hosting-base-path takes a URL path, not '$base'"
base=$(sed -E 's|^/+||; s|/+$||' <<<"$base")
chromium="$(command -v chromium || command -v chromium-browser)" || { echo "error: no chromium on PATH (apt-get install chromium)" >&2; exit 1; }
command -v busybox >/dev/null || { echo "error: no busybox on PATH (apt-get install busybox)" >&2; exit 1; }
shot_module=${modules%%,*}
[[ ,$modules, != *,Partidos,* ]] || shot_module=Partidos
screenshot="$(realpath -m "$screenshot")"

make_work
# The served root: the site under the base path, and the check page next to it (the same origin, so
# it can read what each frame rendered).
root="$work/root"
if [[ -n $base ]]; then
    mkdir -p "$(dirname "$root/$base")"
    ln -s "$(realpath "$site")" "$root/$base"
else
    mkdir -p "$root"
    for entry in "$site"/*; do ln -s "$(realpath "$entry")" "$root/"; done
fi
cp "$repo/Tooling/lib/docs_check_page.html" "$root/__docs_site_check.html"

# Each process started in a group of its own (setsid), so cleanup stops exactly what was started.
started=()
cleanup() { local group; disown -a; for group in "${started[@]}"; do kill -KILL -- "-$group" 2>/dev/null || true; done; }
in_background() { setsid "$@" & started+=("$!"); }

origin=""
for _ in 1 2 3 4 5; do # a random port until one is free
    port=$((20000 + RANDOM % 20000))
    in_background busybox httpd -f -p "127.0.0.1:$port" -h "$root" >/dev/null 2>&1
    for _ in $(seq 100); do
        kill -0 "${started[-1]}" 2>/dev/null || break
        # The check page answers only from this server, not from another one on the same port.
        if curl -sf -o /dev/null "http://127.0.0.1:$port/__docs_site_check.html"; then origin="http://127.0.0.1:$port"; break 2; fi
        sleep 0.1
    done
    disown -a
    kill -KILL -- "-${started[-1]}" 2>/dev/null || true
done
[[ -n $origin ]] || { echo "error: busybox httpd did not start on a loopback port" >&2; exit 1; }

# browser OUTPUT ARGUMENTS...: one headless Chromium run, waited for (so Ctrl-C is seen at once),
# ended after 10 minutes; its virtual time lets DocC render without real waits.
browser() {
    local into=$1
    shift
    in_background timeout -k 5 600 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --mute-audio --virtual-time-budget=600000 --user-data-dir="$work/profile.${#started[@]}" "$@" >"$into" 2>/dev/null
    wait "${started[-1]}" || true
}

browser "$work/dom" --dump-dom "$origin/__docs_site_check.html?modules=$modules&base=$base"
sed -n '/<pre id="out">/,/<\/pre>/{s/.*<pre id="out">//; s/<\/pre>.*//; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g; p}' "$work/dom" >"$work/report"
problems=$(grep -c '^error: ' "$work/report" || true)
grep '^error: ' "$work/report" >&2 || true
linked=$(sed -n 's/^checked \([0-9]*\)$/\1/p' "$work/report")
[[ -n $linked ]] || { echo "error: the check page did not finish in the browser" >&2; problems=$((problems + 1)); linked=0; }

mkdir -p "$(dirname "$screenshot")"
rm -f "$screenshot"
browser /dev/null --screenshot="$screenshot" --window-size=1280,1000 "$origin/${base:+$base/}documentation/${shot_module,,}/"
if [[ "$(head -c 8 "$screenshot" 2>/dev/null | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]]; then
    echo "error: no PNG screenshot written to $screenshot" >&2
    problems=$((problems + 1))
fi
echo "docs-site-check: $(tr ',' '\n' <<<"$modules" | wc -l) module pages and the $linked pages they link to inside the site loaded," \
    "$problems problems; screenshot of $shot_module's page in $screenshot"
[[ $problems -eq 0 ]]
