"""The chart of Tooling/lib/scale_report.py: each figure over its value at the smallest N, both axes
on a log scale, with the linear growth dashed for reference."""
import math
from xml.sax.saxutils import escape

TITLE = "How the costs grow with the features"
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM, LEGEND_X = 760, 460, 70, 530, 62, 396, 552
COLOURS = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#7b3294", "#333333", "#999933", "#882255"]
GREY = "#999999"
FONT = 'font-family="-apple-system, BlinkMacSystemFont, Segoe UI, Helvetica, Arial, sans-serif"'


def count(value):
    return str(round(value))


def series(measurements, get):
    """[(n, value)] for the N that have the value, ascending."""
    return [(n, v) for n, v in ((n, get(measurements[n])) for n in sorted(measurements)) if v is not None]


def fmt(coordinate):
    return f"{coordinate:.1f}"


def text_at(x, y, text, size=12, anchor="start", colour="#222222", extra=""):
    return f'<text x="{fmt(x)}" y="{fmt(y)}" font-size="{size}" text-anchor="{anchor}" fill="{colour}"{extra}>{escape(text)}</text>'


def line_at(x1, y1, x2, y2, colour, width=1, extra=""):
    return f'<line x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}" stroke="{colour}" stroke-width="{width}"{extra}/>'


def render_svg(measurements, charted):
    """charted: [(legend label, the figure of a record)], in legend order."""
    ns = sorted(measurements)
    n0, drawn, left_out = ns[0], [], []
    for (label, get), colour in zip(charted, COLOURS):
        base = get(measurements[n0])
        # A ratio of 0 has no place on a log scale: skipped like a missing value.
        points = [(n, v / base) for n, v in series(measurements, get) if v > 0] if base is not None and base > 0 else None
        (drawn if points else left_out).append((label, colour, points))
    reference = [(n, n / n0) for n in ns]
    x_low, x_high = math.log2(ns[0]), math.log2(ns[-1])
    if x_high - x_low < 1e-9:
        x_low, x_high = x_low - 1, x_high + 1
    pad = (x_high - x_low) * 0.04  # room at both ends, so no point sits on an axis
    x_low, x_high = x_low - pad, x_high + pad
    ratios = [r for points in [p for _, _, p in drawn] + [reference] for _, r in points]
    y_low, y_high = min(0, math.floor(math.log2(min(ratios)))), max(1, math.ceil(math.log2(max(ratios)) - 1e-9))
    x = lambda n: LEFT + (math.log2(n) - x_low) / (x_high - x_low) * (RIGHT - LEFT)  # noqa: E731
    y = lambda r: BOTTOM - (math.log2(r) - y_low) / (y_high - y_low) * (BOTTOM - TOP)  # noqa: E731
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" '
           f'role="img" aria-label="{escape(TITLE)}" {FONT}>', f"<title>{escape(TITLE)}</title>",
           f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>',  # opaque, the same in a dark theme
           text_at(WIDTH / 2, 26, TITLE, size=17, anchor="middle", extra=' font-weight="600"'),
           text_at(WIDTH / 2, 45, f"each figure divided by its value at N₀ = {count(n0)} features", anchor="middle", colour="#555555")]
    for exponent in range(y_low, y_high + 1, max(1, math.ceil((y_high - y_low) / 10))):
        out += [line_at(LEFT, y(2 ** exponent), RIGHT, y(2 ** exponent), "#e4e4e4"),
                text_at(LEFT - 8, y(2 ** exponent) + 4, str(2 ** exponent) if exponent >= 0 else f"1/{2 ** -exponent}", anchor="end")]
    last_label_x = -1e9
    for n in ns:
        out += [line_at(x(n), TOP, x(n), BOTTOM, "#e4e4e4"), line_at(x(n), BOTTOM, x(n), BOTTOM + 5, "#222222")]
        if x(n) - last_label_x >= 26:  # N close together on the log scale would print over each other
            out.append(text_at(x(n), BOTTOM + 19, count(n), anchor="middle"))
            last_label_x = x(n)
    out.append(line_at(x(reference[0][0]), y(reference[0][1]), x(reference[-1][0]), y(reference[-1][1]), GREY, 1.5,
                       ' stroke-dasharray="6 4"'))
    for _, colour, points in drawn:
        out.append(f'<polyline points="{" ".join(f"{fmt(x(n))},{fmt(y(r))}" for n, r in points)}" fill="none" stroke="{colour}" '
                   'stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>')
        out += [f'<circle cx="{fmt(x(n))}" cy="{fmt(y(r))}" r="3" fill="{colour}"/>' for n, r in points]
    middle = (TOP + BOTTOM) / 2
    out += [line_at(LEFT, TOP, LEFT, BOTTOM, "#222222"), line_at(LEFT, BOTTOM, RIGHT, BOTTOM, "#222222"),
            text_at((LEFT + RIGHT) / 2, BOTTOM + 42, "features (log scale)", size=13, anchor="middle"),
            text_at(22, middle, "× the figure at N₀ (log scale)", size=13, anchor="middle", extra=f' transform="rotate(-90 22 {fmt(middle)})"')]
    ly = TOP + 6
    for label, colour, _ in drawn:
        out += [line_at(LEGEND_X, ly, LEGEND_X + 24, ly, colour, 2), f'<circle cx="{fmt(LEGEND_X + 12)}" cy="{fmt(ly)}" r="3" fill="{colour}"/>',
                text_at(LEGEND_X + 32, ly + 4, label)]
        ly += 22
    out += [line_at(LEGEND_X, ly, LEGEND_X + 24, ly, GREY, 1.5, ' stroke-dasharray="6 4"'), text_at(LEGEND_X + 32, ly + 4, "linear (N / N₀)")]
    if left_out:
        ly += 30
        out.append(text_at(LEGEND_X, ly, "not drawn (no value at N₀):", size=11, colour="#555555"))
        for label, _, _ in left_out:
            ly += 16
            out.append(text_at(LEGEND_X + 8, ly, label, size=11, colour="#555555"))
    return "\n".join(out + ["</svg>"]) + "\n"
