"""The documentation site as a reader meets it: served on a loopback port and rendered by headless
Chromium (DocC pages are a JavaScript app, so only the rendered DOM says what a reader sees).

Usage: docs_site_check.py SITE --modules A,B,... [options]

Each module's page, opened with `chromium --headless --dump-dom`, must show the module's name as its
title, and the landing page (documentation/) must link to every one of them. Every link on those pages that stays inside the site is loaded over HTTP (it must answer 200)
and rendered: one more browser run opens a check page, served next to the site, that loads each
linked page in a frame in turn and records what DocC rendered; a page must show a title, not
DocC's "can't be found" page. One line per broken link. A screenshot of one module's page is saved
as a PNG.

Options:
  --modules A,B,...          the modules whose pages to check (required)
  --hosting-base-path PATH   the path the site was built for (docs.sh --hosting-base-path)
  --screenshot FILE          where the PNG goes (default .build/docs-site-screenshot.png)
  --screenshot-module NAME   whose page it shows (default Partidos, else the first module)
  --chromium COMMAND         the browser (default: chromium, else chromium-browser)
  --budget-ms N              virtual time each page gets to render (default 8000)
  --jobs N                   pages rendered at once (default 2)

Starts its own `python3 -m http.server` and stops it however the check ends (Ctrl-C included), with
the browsers it started. Exit status: 0 every page and link is good, 1 a failure, 2 bad usage.
"""
import concurrent.futures
import html
import html.parser
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

NOT_FOUND = ("The page you're looking for can't be found", "Error response", "File not found")


def normalized_base(base):
    """'/marcador/' or 'marcador' → '/marcador'; '' or '/' → ''."""
    base = (base or "").strip("/")
    return "/" + base if base else ""


def module_path(module, base=""):
    """Where DocC puts a module's page: its name in lower case under documentation/."""
    return f"{normalized_base(base)}/documentation/{module.lower()}"


class _Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.title, self.links, self.text = None, [], []
        self._in_title = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "a" and attributes.get("href"):
            self.links.append(attributes["href"])
        if self._in_title:
            self._in_title += tag not in ("wbr", "br", "img")
        elif tag == "h1" and "title" in (attributes.get("class") or "").split():
            self._in_title, self.title = 1, ""

    def handle_endtag(self, tag):
        if self._in_title and tag not in ("wbr", "br", "img"):
            self._in_title -= 1

    def handle_data(self, data):
        self.text.append(data)
        if self._in_title:
            self.title += data


def parse_page(dom):
    """(title, links, not_found) of a rendered page: the text of DocC's `<h1 class="title">` (None
    without one), every `<a href>` in order, and whether it is an error page."""
    page = _Page()
    page.feed(dom)
    text = " ".join(page.text).replace("\u2019", "'")
    title = " ".join(page.title.split()) if page.title is not None else None
    return title, page.links, any(sign in text for sign in NOT_FOUND)


def site_links(links, page_url, base=""):
    """The links that stay inside the site, as absolute paths without fragment or query, in order and
    once each; the page itself and links outside the site's base path are left out."""
    page = urllib.parse.urlsplit(page_url)
    prefix = normalized_base(base) + "/"
    found = []
    for href in links:
        target = urllib.parse.urlsplit(urllib.parse.urljoin(page_url, href))
        if (target.scheme, target.netloc) != (page.scheme, page.netloc) or not target.path.startswith(prefix):
            continue
        path = target.path.rstrip("/") or "/"
        if path != (page.path.rstrip("/") or "/") and path not in found:
            found.append(path)
    return found


CHECK_PAGE = "__docs_site_check.html"


def served_root(site, base, scratch):
    """Fills scratch so that, served, the site answers under base and the check page sits next to it
    on the same origin: base's folders with a link named after its last part pointing at the site,
    or, without a base, a link to each of the site's entries. Returns scratch."""
    base = normalized_base(base)
    if base:
        parts = base.strip("/").split("/")
        os.makedirs(os.path.join(scratch, *parts[:-1]), exist_ok=True)
        os.symlink(os.path.realpath(site), os.path.join(scratch, *parts))
    else:
        for entry in os.listdir(site):
            if entry != CHECK_PAGE:
                os.symlink(os.path.realpath(os.path.join(site, entry)), os.path.join(scratch, entry))
    return scratch


def check_page(paths, polls=600):
    """A page that opens each path in a frame, one after the other, waits until DocC has rendered a
    title or its error page (polling every 50 ms, at most `polls` times), and writes what each showed
    as JSON into `<pre id="out">`: url, title, notFound, links."""
    listed = json.dumps(paths).replace("</", "<\\/")
    return f"""<!doctype html><meta charset="utf-8"><title>docs-site-check</title><pre id="out"></pre>
<script>
const paths = {listed};
function open(path) {{
  return new Promise(resolve => {{
    const frame = document.createElement("iframe");
    frame.style.width = "1280px"; frame.style.height = "900px";
    let polls = 0;
    function poll() {{
      let doc = null;
      try {{ doc = frame.contentDocument; }} catch (error) {{}}
      const text = doc && doc.body ? doc.body.innerText : "";
      const h1 = doc ? doc.querySelector("h1.title") : null;
      const notFound = /can.t be found|Error response/.test(text);
      if (notFound || (h1 && h1.textContent.trim()) || ++polls > {polls}) {{
        const links = doc ? Array.from(doc.querySelectorAll("a[href]"), a => a.getAttribute("href")) : [];
        frame.remove();
        resolve({{url: path, title: h1 ? h1.textContent.replace(/\\s+/g, " ").trim() : null, notFound, links}});
      }} else {{
        setTimeout(poll, 50);
      }}
    }}
    frame.onload = () => setTimeout(poll, 0);
    document.body.appendChild(frame);
    frame.src = path;
  }});
}}
(async () => {{
  const results = [];
  for (const path of paths) results.push(await open(path));
  document.getElementById("out").textContent = JSON.stringify(results);
}})();
</script>
"""


def check_results(dom):
    """{url: (title, not_found)} from the dumped check page; empty when it had not finished."""
    found = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not found or not found.group(1).strip():
        return {}
    return {r["url"]: (r["title"], r["notFound"]) for r in json.loads(html.unescape(found.group(1)))}


def problem_of(path, status, title, not_found):
    """Why a loaded link is broken, or None: its HTTP status, DocC's error page, or no title."""
    if status != 200:
        return f"HTTP {status}"
    if not_found:
        return "DocC's page-not-found"
    if not title:
        return "rendered no title"
    return None


class Browser:
    """Headless Chromium runs, each in a process group of its own, so that an interrupted check
    stops exactly the browsers it started."""

    def __init__(self, command, budget_ms):
        self.command, self.budget_ms = command, budget_ms
        self.running, self.lock, self.stopped = set(), threading.Lock(), False

    def _run(self, arguments, budget_ms):
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                 "--mute-audio", f"--virtual-time-budget={budget_ms}"]
        timeout = 120 + budget_ms / 1000
        with tempfile.TemporaryDirectory(prefix="docs-site-check-profile.") as profile:
            with self.lock:
                if self.stopped:
                    return ""
                process = subprocess.Popen([self.command, *flags, f"--user-data-dir={profile}", *arguments],
                                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True)
                self.running.add(process)
            try:
                out, _ = process.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                self._stop(process)
                out = b""
            finally:
                with self.lock:
                    self.running.discard(process)
        return out.decode("utf-8", "replace")

    def dom(self, url, budget_ms=None):
        return self._run(["--dump-dom", url], budget_ms or self.budget_ms)

    def screenshot(self, url, path):
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self._run([f"--screenshot={os.path.abspath(path)}", "--window-size=1280,1000", url], self.budget_ms)

    @staticmethod
    def _stop(process):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait()

    def stop_all(self):
        with self.lock:
            self.stopped = True
            for process in list(self.running):
                self._stop(process)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def http_status(url):
    try:
        with urllib.request.urlopen(url, timeout=20) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError as error:
        return f"unreachable ({error})"


def start_server(root):
    """`python3 -m http.server` on a free loopback port, answering; (process, origin)."""
    for _ in range(5):
        port = free_port()
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", root],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        origin = f"http://127.0.0.1:{port}"
        for _ in range(100):
            if server.poll() is not None:
                break
            if isinstance(http_status(origin + "/"), int):
                return server, origin
            time.sleep(0.1)
        stop_server(server)
    raise RuntimeError("python3 -m http.server did not start")


def stop_server(server):
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def is_page(path):
    """A DocC page (a folder with its index.html), not a file such as an image or a download."""
    return "." not in path.rsplit("/", 1)[-1]


def check(site, modules, base, screenshot, shot_module, browser, jobs):
    """Prints one line per problem and a summary; returns the number of problems."""
    problems, linked = [], {}
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=jobs)
    with tempfile.TemporaryDirectory(prefix="docs-site-check.") as scratch:
        server, origin = start_server(served_root(site, base, scratch))
        try:
            landing = normalized_base(base) + "/documentation"
            pages = dict(zip(modules + [landing], pool.map(browser.dom, [origin + module_path(m, base) + "/" for m in modules]
                                                             + [origin + landing + "/"])))
            title, links, _ = parse_page(pages.pop(landing))
            listed = site_links(links, origin + landing + "/", base)
            problems += [f"{landing}: the landing page{f' {title!r}' if title else ''} has no link to {module_path(m, base)}"
                         for m in modules if module_path(m, base) not in listed]
            for module, dom in pages.items():
                title, links, not_found = parse_page(dom)
                if title != module or not_found:
                    problems.append(f"{module_path(module, base)}: shows {title!r}, not the module's title {module!r}")
                for path in site_links(links, origin + module_path(module, base) + "/", base):
                    linked.setdefault(path, module)
            statuses = dict(zip(linked, pool.map(lambda p: http_status(origin + p), linked)))
            to_render = [p for p in linked if statuses[p] == 200 and is_page(p)]
            with open(os.path.join(scratch, CHECK_PAGE), "w", encoding="utf-8") as page:
                page.write(check_page([p + "/" for p in to_render]))
            rendered = check_results(browser.dom(origin + "/" + CHECK_PAGE, budget_ms=60000 + 5000 * len(to_render)))
            for path, module in linked.items():
                title, not_found = rendered.get(path + "/", (None, False)) if path in to_render else ("(a file)", False)
                if reason := problem_of(path, statuses[path], title, not_found):
                    problems.append(f"broken link on {module_path(module, base)}: {path} ({reason})")
            browser.screenshot(origin + module_path(shot_module, base) + "/", screenshot)
            if not os.path.isfile(screenshot):
                problems.append(f"no screenshot written to {screenshot}")
            else:
                with open(screenshot, "rb") as image:
                    if image.read(8) != b"\x89PNG\r\n\x1a\n":
                        problems.append(f"{screenshot} is not a PNG")
        finally:
            browser.stop_all()
            pool.shutdown(wait=True, cancel_futures=True)
            stop_server(server)
    for line in problems:
        print(f"error: {line}", file=sys.stderr)
    print(f"docs-site-check: {len(modules)} module pages and the {len(linked)} pages they link to inside the site loaded, "
          f"{len(problems)} problems; screenshot of {shot_module}'s page in {screenshot}")
    return len(problems)


def main(argv):
    options = {"--modules": None, "--hosting-base-path": "", "--screenshot": ".build/docs-site-screenshot.png",
               "--screenshot-module": None, "--chromium": None, "--budget-ms": "8000", "--jobs": "2"}
    site, args = None, list(argv)
    while args:
        argument = args.pop(0)
        if argument in ("-h", "--help"):
            print(__doc__.split("\n\n", 1)[1].strip())
            return 0
        if argument in options:
            if not args:
                return usage_error(f"{argument} needs a value")
            options[argument] = args.pop(0)
        elif site is None and not argument.startswith("-"):
            site = argument
        else:
            return usage_error(f"unexpected argument '{argument}'")
    if site is None or not os.path.isdir(site):
        return usage_error("give the site's folder")
    if not options["--modules"]:
        return usage_error("--modules is required")
    for number in ("--budget-ms", "--jobs"):
        if not options[number].isdigit() or int(options[number]) < 1:
            return usage_error(f"{number} takes a whole number above 0, not '{options[number]}'")
    modules = [m for m in options["--modules"].split(",") if m]
    chromium = options["--chromium"] or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("error: no chromium on PATH (apt-get install chromium)", file=sys.stderr)
        return 1
    shot_module = options["--screenshot-module"] or ("Partidos" if "Partidos" in modules else modules[0])
    browser = Browser(chromium, int(options["--budget-ms"]))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        return 1 if check(site, modules, options["--hosting-base-path"], options["--screenshot"], shot_module, browser,
                          int(options["--jobs"])) else 0
    except KeyboardInterrupt:
        browser.stop_all()
        return 130


def usage_error(message):
    print(f"error: {message} (see --help)", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
