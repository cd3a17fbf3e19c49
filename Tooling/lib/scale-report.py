"""Turn the scale benchmark's measurements into a Markdown table and an SVG chart.

Usage: python3 Tooling/lib/scale-report.py RESULTS.jsonl docs/scale.md docs/scale.svg

RESULTS.jsonl holds one JSON object a line:
  {"n": 5, "targets": 31, "clean_build_s": 52.1, "edits": {"leaf_domain": {"s": 3.1,
   "recompiled": [...]}, ...}, ...}                        a measurement at N features
  {"merge": {"clean": true, "conflicts": [], ...}}          optional: the two-branch merge
  {"run": {"date": ..., "machine": ..., "total_s": ...}}    optional: when and where it ran
A figure that is missing or null (a step that failed or was skipped) prints as "–" and is left
out of the growth figures and the chart. If two lines measure the same N, the later one wins.

The Markdown file keeps everything but the lines between <!-- scale-table:start --> and
<!-- scale-table:end -->, which become the tables; a file that does not exist is created. The
SVG file is written whole. Standard library only.

Exit status: 0 done; 2 bad usage, unreadable input or missing markers (one line on stderr says
what to do).
"""

import json
import math
import os
import sys
from collections import namedtuple
from xml.sax.saxutils import escape

START = "<!-- scale-table:start -->"
END = "<!-- scale-table:end -->"
TITLE = "How the costs grow with the features"
DASH = "–"
LIMIT = 2.1
LEAF_NAMES_SHOWN = 8


class UsageError(Exception):
    """Something the caller has to fix; main prints it as one line and exits 2."""


# ---------------------------------------------------------------- reading the measurements


def number(value):
    """The value as a float, or None when it is missing, null or not a finite number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def load_results(path):
    """Returns ({n: record}, merge record or None, run record or None)."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror}; pass the benchmark's JSON-lines file")
    measurements, merge, run = {}, None, None
    for number_of_line, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise UsageError(f"{path}:{number_of_line} is not JSON ({error.msg}); fix or delete that line")
        if not isinstance(record, dict):
            raise UsageError(f"{path}:{number_of_line} is not a JSON object; fix or delete that line")
        if "n" in record:
            n = number(record["n"])
            if n is None or n <= 0:
                raise UsageError(f"{path}:{number_of_line} has no positive number in \"n\"; fix or delete that line")
            measurements[n] = record
        elif isinstance(record.get("merge"), dict):
            merge = record["merge"]
        elif isinstance(record.get("run"), dict):
            run = record["run"]
    if not measurements:
        raise UsageError(f"{path} has no measurement (a line with \"n\"); run the benchmark first")
    return measurements, merge, run


def field(key):
    return lambda record: number(record.get(key))


def edit(record, key):
    """The record's entry for one edit, or {} when that edit was not measured."""
    edits = record.get("edits")
    entry = edits.get(key) if isinstance(edits, dict) else None
    return entry if isinstance(entry, dict) else {}


def edit_seconds(key):
    return lambda record: number(edit(record, key).get("s"))


def recompiled(key):
    """The sorted names the edit recompiled, or None when they were not recorded."""
    def get(record):
        names = edit(record, key).get("recompiled")
        return sorted(str(name) for name in names) if isinstance(names, list) else None
    return get


def recompiled_count(key):
    def get(record):
        names = recompiled(key)(record)
        return None if names is None else float(len(names))
    return get


# ---------------------------------------------------------------- the figures

# kind: "s" seconds, "count" a whole number. limited: the growth has to stay within LIMIT.
# cell: how to print a value when it needs more than the number.
Row = namedtuple("Row", "label get kind limited cell", defaults=(False, None))


def selected_of_all(record):
    selected, total = number(record.get("affected_selected")), number(record.get("test_targets"))
    if selected is None:
        return DASH
    return format_count(selected) if total is None else f"{format_count(selected)} of {format_count(total)}"


EDITS = [
    ("leaf_domain", "leaf feature Domain"),
    ("leaf_ui", "leaf feature UI"),
    ("torneo", "Torneo"),
    ("core", "Core"),
]

ROWS = (
    [
        Row("features", field("n"), "count"),
        Row("targets in the package", field("targets"), "count"),
        Row("clean debug build `swift build --build-tests` (s)", field("clean_build_s"), "s"),
        Row("… its CPU time, user + system (s)", field("clean_build_cpu_s"), "s"),
        Row("longest chain of modules (the build's critical path)", field("longest_chain"), "count"),
        Row("peak memory of the build (MB)", field("peak_rss_mb"), "count"),
    ]
    + [
        row
        for key, name in EDITS
        for row in (
            Row(f"incremental build after a one-line edit: {name} (s)", edit_seconds(key), "s"),
            Row("… targets recompiled", recompiled_count(key), "count"),
        )
    ]
    + [
        Row("check-architecture after the build (s)", field("check_s"), "s", limited=True),
        Row("affected for a one-file leaf edit (s)", field("affected_s"), "s", limited=True),
        Row("test targets affected selects", field("affected_selected"), "count", cell=selected_of_all),
        Row("tests affected selects (s)", field("tests_selected_s"), "s"),
        Row("whole suite (s)", field("tests_all_s"), "s"),
        Row("`swift package describe` (s)", field("describe_s"), "s", limited=True),
        Row("demo start-up (s)", field("demo_start_s"), "s"),
        Row("lines of ContenedorDeLaApp.swift", field("container_lines"), "count"),
        Row("lines of Package.swift", field("manifest_lines"), "count"),
        Row("lines of the demo (Apps/MarcadorDemo)", field("demo_lines"), "count"),
        Row("warnings of check-architecture", field("check_warnings"), "count"),
    ]
)

# The chart's figures, in legend order: (legend label, getter).
CHARTED = [
    ("clean build", field("clean_build_s")),
    ("leaf Domain edit build", edit_seconds("leaf_domain")),
    ("Torneo edit build", edit_seconds("torneo")),
    ("Core edit build", edit_seconds("core")),
    ("check-architecture", field("check_s")),
    ("affected", field("affected_s")),
    ("describe", field("describe_s")),
    ("demo start-up", field("demo_start_s")),
    ("ContenedorDeLaApp lines", field("container_lines")),
    ("Package.swift lines", field("manifest_lines")),
]


def series(measurements, get):
    """[(n, value)] for the N that have the value, ascending."""
    points = [(n, get(measurements[n])) for n in sorted(measurements)]
    return [(n, value) for n, value in points if value is not None]


def growth_per_doubling(points):
    """How much the value grows each time N doubles, between the smallest and largest N with a
    positive value; None without two such N."""
    positive = [(n, value) for n, value in points if value > 0]
    if len(positive) < 2:
        return None
    (n0, v0), (n1, v1) = positive[0], positive[-1]
    return (v1 / v0) ** (1 / math.log2(n1 / n0))


# ---------------------------------------------------------------- Markdown


def format_seconds(value):
    # Choose the precision on the rounded value, so 9.996 prints as "10.0", not "10.00".
    if abs(round(value, 2)) < 10:
        return f"{value:.2f}"
    if abs(round(value, 1)) < 100:
        return f"{value:.1f}"
    return str(round(value))


def format_count(value):
    return str(round(value))


def format_value(value, kind):
    if value is None:
        return DASH
    return format_seconds(value) if kind == "s" else format_count(value)


def cell(text):
    return str(text).replace("|", "\\|")


def table_line(cells):
    return "| " + " | ".join(cells) + " |"


def main_table(measurements):
    ns = sorted(measurements)
    lines = [
        table_line(["figure"] + [f"N = {format_count(n)}" for n in ns] + ["growth per doubling", "limit", "holds"]),
        table_line(["---"] + ["---:"] * len(ns) + ["---:", "---:", "---"]),
    ]
    for row in ROWS:
        records = [measurements[n] for n in ns]
        values = [row.cell(r) if row.cell else format_value(row.get(r), row.kind) for r in records]
        growth = growth_per_doubling(series(measurements, row.get))
        growth_text = DASH if growth is None else f"{growth:.2f}×"
        if not row.limited:
            limit, holds = "", ""
        else:
            limit = f"≤ {LIMIT}×"
            # Judge the printed figure, so a row reading "2.10×" never says "no".
            holds = DASH if growth is None else ("yes" if round(growth, 2) <= LIMIT else "no")
        lines.append(table_line([cell(row.label)] + [cell(v) for v in values] + [growth_text, limit, holds]))
    return lines


def file_list(names):
    if not isinstance(names, list) or not names:
        return "none" if isinstance(names, list) else DASH
    return ", ".join(f"`{cell(name)}`" for name in names)


def passed(value):
    return {True: "ok", False: "failed"}.get(value, DASH)


def merge_lines(merge):
    clean = {True: "yes", False: "no"}.get(merge.get("clean"), DASH)
    return [
        "Two-branch merge:",
        "",
        f"- merged cleanly: {clean}",
        f"- files in conflict: {file_list(merge.get('conflicts'))}",
        f"- shared files edited by hand: {file_list(merge.get('hand_edited_shared_files'))}",
        "- generated files stale after the merge (regenerated by one command): "
        + file_list(merge.get("stale_after_merge")),
        f"- build after the merge: {passed(merge.get('build_after_merge_ok'))}; "
        f"check-architecture after the merge: {passed(merge.get('check_after_merge_ok'))}",
    ]


def run_line(run):
    parts = [str(run[key]) for key in ("date", "machine") if run.get(key)]
    total = number(run.get("total_s"))
    text = "Measured"
    if parts:
        text += " on " + ", ".join(parts)
    if total is not None:
        minutes = total / 60
        text += (", in " if parts else " in ") + (f"{minutes:.1f}" if minutes < 10 else str(round(minutes))) + " min"
    return text + "."


def name_list(names):
    if names is None:
        return DASH
    if not names:
        return "none"
    shown = ", ".join(f"`{cell(name)}`" for name in names[:LEAF_NAMES_SHOWN])
    hidden = len(names) - LEAF_NAMES_SHOWN
    return shown + (f", … ({hidden} more)" if hidden > 0 else "")


def leaf_table(measurements):
    lines = [
        "What a leaf edit recompiles:",
        "",
        table_line(["N", "leaf feature Domain", "leaf feature UI"]),
        table_line(["---:", "---", "---"]),
    ]
    for n in sorted(measurements):
        record = measurements[n]
        lines.append(table_line([format_count(n), name_list(recompiled("leaf_domain")(record)),
                                 name_list(recompiled("leaf_ui")(record))]))
    return lines


def region_lines(measurements, merge, run):
    lines = main_table(measurements)
    if merge is not None:
        lines += [""] + merge_lines(merge)
    if run is not None:
        lines += ["", run_line(run)]
    lines += [""] + leaf_table(measurements)
    return lines


def read_markdown(path):
    """The file's text, or a new file with the title and the markers when there is none."""
    if not os.path.exists(path):
        return f"# {TITLE}\n\n{START}\n{END}\n"
    try:
        # surrogateescape keeps any byte that is not UTF-8 as it was.
        with open(path, encoding="utf-8", errors="surrogateescape", newline="") as handle:
            return handle.read()
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror}")


def replace_region(text, path, lines):
    old = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(old) if line.strip() == START]
    ends = [i for i, line in enumerate(old) if line.strip() == END]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        raise UsageError(f"{path} needs one line {START} and, below it, one line {END}; "
                         "add them where the table goes")
    start, end = starts[0], ends[0]
    newline = "\r\n" if old[start].endswith("\r\n") else "\n"
    body = newline + newline.join(lines) + newline + newline
    return "".join(old[: start + 1]) + body + "".join(old[end:])


# ---------------------------------------------------------------- SVG

WIDTH, HEIGHT = 760, 460
PLOT_LEFT, PLOT_RIGHT, PLOT_TOP, PLOT_BOTTOM = 70, 530, 62, 396
LEGEND_X = 552
COLOURS = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#7b3294", "#333333", "#999933", "#882255"]
REFERENCE_COLOUR = "#999999"
FONT = 'font-family="-apple-system, BlinkMacSystemFont, Segoe UI, Helvetica, Arial, sans-serif"'


def ratios(measurements, get, n0):
    """[(n, value / value at n0)] for the N with a positive value; None when n0 has no positive
    value, so the figure cannot be drawn."""
    base = get(measurements[n0])
    if base is None or base <= 0:
        return None
    # A ratio of 0 has no place on a log scale, so it is skipped like a missing value.
    return [(n, value / base) for n, value in series(measurements, get) if value > 0]


def y_exponents(lines):
    """The powers of two the y axis shows: from below the smallest ratio (never above 1) to
    above the largest (never below 2)."""
    values = [ratio for points in lines for _, ratio in points]
    low = min(0, math.floor(math.log2(min(values))))
    high = max(1, math.ceil(math.log2(max(values)) - 1e-9))
    step = max(1, math.ceil((high - low) / 10))
    return low, high, list(range(low, high + 1, step))


def power_label(exponent):
    return str(2 ** exponent) if exponent >= 0 else f"1/{2 ** -exponent}"


def fmt(coordinate):
    return f"{coordinate:.1f}"


def svg_text(x, y, text, size=12, anchor="start", colour="#222222", extra=""):
    return (f'<text x="{fmt(x)}" y="{fmt(y)}" font-size="{size}" text-anchor="{anchor}" '
            f'fill="{colour}"{extra}>{escape(text)}</text>')


def svg_line(x1, y1, x2, y2, colour, width=1, extra=""):
    return (f'<line x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}" '
            f'stroke="{colour}" stroke-width="{width}"{extra}/>')


def render_svg(measurements):
    ns = sorted(measurements)
    n0 = ns[0]
    drawn, left_out = [], []
    assert len(CHARTED) <= len(COLOURS), "one colour per charted figure"
    for (label, get), colour in zip(CHARTED, COLOURS):
        points = ratios(measurements, get, n0)
        (drawn if points else left_out).append((label, colour, points))
    reference = [(n, n / n0) for n in ns]

    x_low, x_high = math.log2(ns[0]), math.log2(ns[-1])
    if x_high - x_low < 1e-9:
        x_low, x_high = x_low - 1, x_high + 1
    # A little room at both ends, so the first and last points do not sit on the axes.
    pad = (x_high - x_low) * 0.04
    x_low, x_high = x_low - pad, x_high + pad
    y_low, y_high, y_ticks = y_exponents([points for _, _, points in drawn] + [reference])

    def x(n):
        return PLOT_LEFT + (math.log2(n) - x_low) / (x_high - x_low) * (PLOT_RIGHT - PLOT_LEFT)

    def y(ratio):
        return PLOT_BOTTOM - (math.log2(ratio) - y_low) / (y_high - y_low) * (PLOT_BOTTOM - PLOT_TOP)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{escape(TITLE)}" {FONT}>',
        f"<title>{escape(TITLE)}</title>",
        # An opaque background, so the chart reads the same in a dark theme.
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>',
        svg_text(WIDTH / 2, 26, TITLE, size=17, anchor="middle", extra=' font-weight="600"'),
        svg_text(WIDTH / 2, 45, f"each figure divided by its value at N₀ = {format_count(n0)} features",
                 size=12, anchor="middle", colour="#555555"),
    ]

    for exponent in y_ticks:
        ty = y(2 ** exponent)
        out.append(svg_line(PLOT_LEFT, ty, PLOT_RIGHT, ty, "#e4e4e4"))
        out.append(svg_text(PLOT_LEFT - 8, ty + 4, power_label(exponent), anchor="end"))
    last_label_x = -1e9
    for n in ns:
        tx = x(n)
        out.append(svg_line(tx, PLOT_TOP, tx, PLOT_BOTTOM, "#e4e4e4"))
        out.append(svg_line(tx, PLOT_BOTTOM, tx, PLOT_BOTTOM + 5, "#222222"))
        # N close together on the log scale would print over each other; keep the first.
        if tx - last_label_x >= 26:
            out.append(svg_text(tx, PLOT_BOTTOM + 19, format_count(n), anchor="middle"))
            last_label_x = tx

    out.append(svg_line(x(reference[0][0]), y(reference[0][1]), x(reference[-1][0]), y(reference[-1][1]),
                        REFERENCE_COLOUR, width=1.5, extra=' stroke-dasharray="6 4"'))
    for _, colour, points in drawn:
        coordinates = " ".join(f"{fmt(x(n))},{fmt(y(ratio))}" for n, ratio in points)
        out.append(f'<polyline points="{coordinates}" fill="none" stroke="{colour}" stroke-width="2" '
                   'stroke-linejoin="round" stroke-linecap="round"/>')
        for n, ratio in points:
            out.append(f'<circle cx="{fmt(x(n))}" cy="{fmt(y(ratio))}" r="3" fill="{colour}"/>')

    out.append(svg_line(PLOT_LEFT, PLOT_TOP, PLOT_LEFT, PLOT_BOTTOM, "#222222"))
    out.append(svg_line(PLOT_LEFT, PLOT_BOTTOM, PLOT_RIGHT, PLOT_BOTTOM, "#222222"))
    out.append(svg_text((PLOT_LEFT + PLOT_RIGHT) / 2, PLOT_BOTTOM + 42, "features (log scale)", size=13,
                        anchor="middle"))
    label_y = (PLOT_TOP + PLOT_BOTTOM) / 2
    out.append(svg_text(22, label_y, "× the figure at N₀ (log scale)", size=13, anchor="middle",
                        extra=f' transform="rotate(-90 22 {fmt(label_y)})"'))

    out += legend(drawn, left_out)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def legend(drawn, left_out):
    out, ly = [], PLOT_TOP + 6
    for label, colour, _ in drawn:
        out.append(svg_line(LEGEND_X, ly, LEGEND_X + 24, ly, colour, width=2))
        out.append(f'<circle cx="{fmt(LEGEND_X + 12)}" cy="{fmt(ly)}" r="3" fill="{colour}"/>')
        out.append(svg_text(LEGEND_X + 32, ly + 4, label))
        ly += 22
    out.append(svg_line(LEGEND_X, ly, LEGEND_X + 24, ly, REFERENCE_COLOUR, width=1.5,
                        extra=' stroke-dasharray="6 4"'))
    out.append(svg_text(LEGEND_X + 32, ly + 4, "linear (N / N₀)"))
    if left_out:
        ly += 30
        out.append(svg_text(LEGEND_X, ly, "not drawn (no value at N₀):", size=11, colour="#555555"))
        for label, _, _ in left_out:
            ly += 16
            out.append(svg_text(LEGEND_X + 8, ly, label, size=11, colour="#555555"))
    return out


# ---------------------------------------------------------------- main


def write(path, text):
    try:
        with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as handle:
            handle.write(text)
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror}")


def main(argv):
    if len(argv) != 4:
        raise UsageError("usage: python3 Tooling/lib/scale-report.py RESULTS.jsonl docs/scale.md docs/scale.svg")
    results, markdown_path, svg_path = argv[1:]
    measurements, merge, run = load_results(results)
    # Everything is checked before anything is written, so a mistake leaves both files as they were.
    markdown = replace_region(read_markdown(markdown_path), markdown_path, region_lines(measurements, merge, run))
    svg = render_svg(measurements)
    for path in (markdown_path, svg_path):
        folder = os.path.dirname(path) or "."
        if not os.path.isdir(folder):
            raise UsageError(f"the folder {folder} does not exist; create it or pass another path "
                             f"for {os.path.basename(path)}")
    write(markdown_path, markdown)
    write(svg_path, svg)


if __name__ == "__main__":
    try:
        main(sys.argv)
    except UsageError as error:
        print(f"scale-report: {error}", file=sys.stderr)
        sys.exit(2)
