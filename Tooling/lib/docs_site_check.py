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
import sys
import tempfile
import urllib.parse

import cli
from local_web import Browser, http_status, start_server, stop_server

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
    """A page (docs_check_page.html) that opens each path in a frame, one after the other, waits until
    DocC has rendered a title or its error page (polling every 50 ms, at most `polls` times), and
    writes what each showed as JSON into `<pre id="out">`: url, title, notFound, links."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "docs_check_page.html"), encoding="utf-8") as page:
        template = page.read()
    return template.replace("@PATHS@", json.dumps(paths).replace("</", "<\\/")).replace("@POLLS@", str(polls))


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
    if any(argument in ("-h", "--help") for argument in argv):
        print(__doc__.split("\n\n", 1)[1].strip())
        return 0
    parser = cli.Parser("docs_site_check.py")
    parser.add_argument("site")
    parser.add_argument("--modules", required=True)
    parser.add_argument("--hosting-base-path", default="")
    parser.add_argument("--screenshot", default=".build/docs-site-screenshot.png")
    parser.add_argument("--screenshot-module")
    parser.add_argument("--chromium")
    parser.add_argument("--budget-ms", type=cli.positive, default=8000)
    parser.add_argument("--jobs", type=cli.positive, default=2)
    options = parser.parse_args(argv)
    if not os.path.isdir(options.site):
        cli.usage_error("give the site's folder")
    modules = [m for m in options.modules.split(",") if m]
    chromium = options.chromium or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("error: no chromium on PATH (apt-get install chromium)", file=sys.stderr)
        return 1
    shot_module = options.screenshot_module or ("Partidos" if "Partidos" in modules else modules[0])
    browser = Browser(chromium, options.budget_ms)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        return 1 if check(options.site, modules, options.hosting_base_path, options.screenshot, shot_module, browser, options.jobs) else 0
    except KeyboardInterrupt:
        browser.stop_all()
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
