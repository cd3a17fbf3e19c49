# Sourced by Tooling/docs.sh once its work folder is made: `check_site SITE PAGES` serves the site
# on a loopback port and checks it in headless Chromium (lib/docs_check_page.html).

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
