"""Turn the scale benchmark's measurements into a Markdown table and an SVG chart.

Usage: python3 Tooling/lib/scale_report.py RESULTS.jsonl docs/scale.md docs/scale.svg

RESULTS.jsonl holds one JSON object a line: {"n": 5, "targets": 31, "clean_build_s": 52.1, "edits":
{"leaf_domain": {"s": 3.1, "recompiled": [...]}, ...}, ...} a measurement at N features; optionally
{"run": {"date", "machine", "total_s"}}. A figure
missing or null prints as "–" and is left out of the growth figures and the chart; of two lines for
one N the later wins. The Markdown file keeps everything but the lines between
<!-- scale-table:start --> and <!-- scale-table:end -->; a file that does not exist is created. The
SVG is written whole. Exit status: 0 done; 2 bad usage, unreadable input or missing markers.
"""
import json
import math
import os
import sys
from collections import namedtuple

from scale_chart import TITLE, count, render_svg, series

START, END = "<!-- scale-table:start -->", "<!-- scale-table:end -->"
DASH, LIMIT, LEAF_NAMES_SHOWN = "–", 2.1, 8


class UsageError(Exception):
    """Something the caller has to fix; printed as one line, exit status 2."""


def number(value):
    """The value as a float, or None when it is missing, null or not a finite number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def load_results(path):
    """({n: record}, run record or None)."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror}; pass the benchmark's JSON-lines file")
    measurements, run = {}, None
    for at, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise UsageError(f"{path}:{at} is not JSON ({error.msg}); fix or delete that line")
        if not isinstance(record, dict):
            raise UsageError(f"{path}:{at} is not a JSON object; fix or delete that line")
        if "n" in record:
            n = number(record["n"])
            if n is None or n <= 0:
                raise UsageError(f"{path}:{at} has no positive number in \"n\"; fix or delete that line")
            measurements[n] = record
        elif isinstance(record.get("run"), dict):
            run = record["run"]
    if not measurements:
        raise UsageError(f"{path} has no measurement (a line with \"n\"); run the benchmark first")
    return measurements, run


def field(key):
    return lambda record: number(record.get(key))


def edit(record, key):
    """The record's entry for one edit, or {} when that edit was not measured."""
    edits = record.get("edits")
    entry = edits.get(key) if isinstance(edits, dict) else None
    return entry if isinstance(entry, dict) else {}


def edit_seconds(key):
    return lambda record: number(edit(record, key).get("s"))


def recompiled(key, record):
    """The sorted names the edit recompiled, or None when they were not recorded."""
    names = edit(record, key).get("recompiled")
    return sorted(str(name) for name in names) if isinstance(names, list) else None


def recompiled_count(key):
    return lambda record: None if recompiled(key, record) is None else float(len(recompiled(key, record)))


def seconds(value):
    # The precision is chosen on the rounded value, so 9.996 prints as "10.0", not "10.00".
    return f"{value:.2f}" if abs(round(value, 2)) < 10 else f"{value:.1f}" if abs(round(value, 1)) < 100 else str(round(value))


def selected_of_all(record):
    selected, total = number(record.get("affected_selected")), number(record.get("test_targets"))
    return DASH if selected is None else count(selected) if total is None else f"{count(selected)} of {count(total)}"


# kind: "s" seconds or "count"; limited: the growth per doubling must stay within LIMIT.
Row = namedtuple("Row", "label get kind limited cell", defaults=(False, None))
EDITS = [("leaf_domain", "leaf feature Domain"), ("leaf_ui", "leaf feature UI"), ("torneo", "Torneo"), ("core", "Core")]
ROWS = [Row("features", field("n"), "count"), Row("targets in the package", field("targets"), "count"),
        Row("clean debug build `swift build --build-tests` (s)", field("clean_build_s"), "s"),
        Row("… its CPU time, user + system (s)", field("clean_build_cpu_s"), "s"),
        Row("longest chain of modules (the build's critical path)", field("longest_chain"), "count"),
        Row("peak memory of the build (MB)", field("peak_rss_mb"), "count")] + [
    row for key, name in EDITS for row in (Row(f"incremental build after a one-line edit: {name} (s)", edit_seconds(key), "s"),
                                           Row("… targets recompiled", recompiled_count(key), "count"))] + [
    Row("check-architecture after the build (s)", field("check_s"), "s", limited=True),
    Row("affected for a one-file leaf edit (s)", field("affected_s"), "s", limited=True),
    Row("test targets affected selects", field("affected_selected"), "count", cell=selected_of_all),
    Row("tests affected selects (s)", field("tests_selected_s"), "s"), Row("whole suite (s)", field("tests_all_s"), "s"),
    Row("`swift package describe` (s)", field("describe_s"), "s", limited=True),
    Row("demo start-up (s)", field("demo_start_s"), "s"), Row("lines of ContenedorDeLaApp.swift", field("container_lines"), "count"),
    Row("lines of Package.swift", field("manifest_lines"), "count"),
    Row("lines of the demo (Apps/MarcadorDemo)", field("demo_lines"), "count"),
    Row("warnings of check-architecture", field("check_warnings"), "count")]
CHARTED = [("clean build", field("clean_build_s")), ("leaf Domain edit build", edit_seconds("leaf_domain")),
           ("Torneo edit build", edit_seconds("torneo")), ("Core edit build", edit_seconds("core")),
           ("check-architecture", field("check_s")), ("affected", field("affected_s")), ("describe", field("describe_s")),
           ("demo start-up", field("demo_start_s")), ("ContenedorDeLaApp lines", field("container_lines")),
           ("Package.swift lines", field("manifest_lines"))]


def growth_per_doubling(points):
    """How much the value grows each time N doubles, between the smallest and largest N with a
    positive value; None without two such N."""
    positive = [(n, value) for n, value in points if value > 0]
    if len(positive) < 2:
        return None
    (n0, v0), (n1, v1) = positive[0], positive[-1]
    return (v1 / v0) ** (1 / math.log2(n1 / n0))


def cell(text):
    return str(text).replace("|", "\\|")


def table_line(cells):
    return "| " + " | ".join(cells) + " |"


def listed(names, empty="none", most=None):
    if not isinstance(names, list):
        return DASH
    if not names:
        return empty
    shown = ", ".join(f"`{cell(name)}`" for name in names[:most])
    return shown + (f", … ({len(names) - most} more)" if most and len(names) > most else "")


def region_lines(measurements, run):
    ns = sorted(measurements)
    lines = [table_line(["figure"] + [f"N = {count(n)}" for n in ns] + ["growth per doubling", "limit", "holds"]),
             table_line(["---"] + ["---:"] * len(ns) + ["---:", "---:", "---"])]
    for row in ROWS:
        values = [row.cell(measurements[n]) if row.cell else DASH if row.get(measurements[n]) is None else
                  (seconds if row.kind == "s" else count)(row.get(measurements[n])) for n in ns]
        growth = growth_per_doubling(series(measurements, row.get))
        # The printed figure is judged, so a row reading "2.10×" never says "no".
        holds = "" if not row.limited else DASH if growth is None else "yes" if round(growth, 2) <= LIMIT else "no"
        lines.append(table_line([cell(row.label)] + [cell(v) for v in values] +
                                [DASH if growth is None else f"{growth:.2f}×", f"≤ {LIMIT}×" if row.limited else "", holds]))
    if run is not None:
        parts, total = [str(run[key]) for key in ("date", "machine") if run.get(key)], number(run.get("total_s"))
        text = "Measured" + (" on " + ", ".join(parts) if parts else "")
        if total is not None:
            text += (", in " if parts else " in ") + (f"{total / 60:.1f}" if total / 60 < 10 else str(round(total / 60))) + " min"
        lines += ["", text + "."]
    lines += ["", "What a leaf edit recompiles:", "", table_line(["N", "leaf feature Domain", "leaf feature UI"]),
              table_line(["---:", "---", "---"])]
    for n in ns:
        lines.append(table_line([count(n)] + [listed(recompiled(k, measurements[n]), most=LEAF_NAMES_SHOWN) for k in ("leaf_domain", "leaf_ui")]))
    return lines


def replace_region(text, path, lines):
    old = text.splitlines(keepends=True)
    starts, ends = [i for i, ln in enumerate(old) if ln.strip() == START], [i for i, ln in enumerate(old) if ln.strip() == END]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        raise UsageError(f"{path} needs one line {START} and, below it, one line {END}; add them where the table goes")
    newline = "\r\n" if old[starts[0]].endswith("\r\n") else "\n"
    return "".join(old[: starts[0] + 1]) + newline + newline.join(lines) + newline + newline + "".join(old[ends[0]:])


def main(argv):
    if len(argv) != 4:
        raise UsageError("usage: python3 Tooling/lib/scale_report.py RESULTS.jsonl docs/scale.md docs/scale.svg")
    results, markdown_path, svg_path = argv[1:]
    measurements, run = load_results(results)
    try:  # surrogateescape keeps any byte that is not UTF-8 as it was
        with open(markdown_path, encoding="utf-8", errors="surrogateescape", newline="") as handle:
            text = handle.read()
    except FileNotFoundError:
        text = f"# {TITLE}\n\n{START}\n{END}\n"
    except OSError as error:
        raise UsageError(f"cannot read {markdown_path}: {error.strerror}")
    # Everything is checked before anything is written, so a mistake leaves both files as they were.
    outputs = {markdown_path: replace_region(text, markdown_path, region_lines(measurements, run)), svg_path: render_svg(measurements, CHARTED)}
    for path in outputs:
        if not os.path.isdir(os.path.dirname(path) or "."):
            raise UsageError(f"the folder {os.path.dirname(path) or '.'} does not exist; create it or pass another path for {os.path.basename(path)}")
    for path, output in outputs.items():
        try:
            with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as handle:
                handle.write(output)
        except OSError as error:
            raise UsageError(f"cannot write {path}: {error.strerror}")


if __name__ == "__main__":
    try:
        main(sys.argv)
    except UsageError as error:
        print(f"scale-report: {error}", file=sys.stderr)
        sys.exit(2)
