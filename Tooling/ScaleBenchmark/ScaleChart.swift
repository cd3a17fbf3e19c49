import Foundation

/// The chart of the scale report: each figure over its value at the smallest N, both axes on a
/// log scale, with the linear growth dashed for reference.
enum ScaleChart {
    static let title = "How the costs grow with the features"
    static let (width, height, left, right, top, bottom, legendX) = (760.0, 460.0, 70.0, 530.0, 62.0, 396.0, 552.0)
    static let colours = [
        "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#7b3294", "#333333", "#999933", "#882255",
    ]
    static let grey = "#999999"
    static let font = #"font-family="-apple-system, BlinkMacSystemFont, Segoe UI, Helvetica, Arial, sans-serif""#

    static func format(_ coordinate: Double) -> String { String(format: "%.1f", coordinate) }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;")
    }

    static func text(
        _ x: Double, _ y: Double, _ text: String, size: Int = 12, anchor: String = "start", colour: String = "#222222", extra: String = ""
    ) -> String {
        #"<text x="\#(format(x))" y="\#(format(y))" font-size="\#(size)" text-anchor="\#(anchor)" fill="\#(colour)"\#(extra)>\#(escaped(text))</text>"#
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ colour: String, width: Double = 1, extra: String = "")
        -> String
    {
        let stroke = width == width.rounded() ? String(Int(width)) : String(width)
        return
            #"<line x1="\#(format(x1))" y1="\#(format(y1))" x2="\#(format(x2))" y2="\#(format(y2))" stroke="\#(colour)" stroke-width="\#(stroke)"\#(extra)/>"#
    }

    static func circle(_ x: Double, _ y: Double, _ colour: String) -> String {
        #"<circle cx="\#(format(x))" cy="\#(format(y))" r="3" fill="\#(colour)"/>"#
    }

    static func svg(_ results: Results) -> String {
        let ns = results.measurements.keys.sorted()
        let n0 = ns[0]
        var drawn: [(String, String, [(Double, Double)])] = []
        var leftOut: [String] = []
        for ((label, figure), colour) in zip(ScaleReport.charted, colours) {
            // A ratio of 0 has no place on a log scale: skipped like a missing value.
            if let base = figure(results.measurements[n0]!), base > 0 {
                let points = ScaleReport.series(results, figure).filter { $0.1 > 0 }.map { ($0.0, $0.1 / base) }
                drawn.append((label, colour, points))
            } else {
                leftOut.append(label)
            }
        }
        let reference = ns.map { ($0, $0 / n0) }
        var (xLow, xHigh) = (log2(ns[0]), log2(ns[ns.count - 1]))
        if xHigh - xLow < 1e-9 { (xLow, xHigh) = (xLow - 1, xHigh + 1) }
        let pad = (xHigh - xLow) * 0.04  // room at both ends, so no point sits on an axis
        (xLow, xHigh) = (xLow - pad, xHigh + pad)
        let ratios = (drawn.map(\.2) + [reference]).flatMap { $0.map(\.1) }
        let yLow = min(0, Int(log2(ratios.min()!).rounded(.down)))
        let yHigh = max(1, Int((log2(ratios.max()!) - 1e-9).rounded(.up)))
        let x = { (n: Double) in left + (log2(n) - xLow) / (xHigh - xLow) * (right - left) }
        let y = { (r: Double) in bottom - (log2(r) - Double(yLow)) / Double(yHigh - yLow) * (bottom - top) }
        let box = #"width="\#(Int(width))" height="\#(Int(height))""#
        var out = [
            #"<svg xmlns="http://www.w3.org/2000/svg" \#(box) viewBox="0 0 \#(Int(width)) \#(Int(height))" role="img" aria-label="\#(escaped(title))" \#(font)>"#,
            "<title>\(escaped(title))</title>",
            ##"<rect x="0" y="0" \##(box) fill="#ffffff"/>"##,  // opaque, the same in a dark theme
            text(width / 2, 26, title, size: 17, anchor: "middle", extra: #" font-weight="600""#),
            text(
                width / 2, 45, "each figure divided by its value at N₀ = \(ScaleReport.count(n0)) features", anchor: "middle",
                colour: "#555555"),
        ]
        for exponent in stride(from: yLow, through: yHigh, by: max(1, Int((Double(yHigh - yLow) / 10).rounded(.up)))) {
            let at = y(pow(2, Double(exponent)))
            out += [
                line(left, at, right, at, "#e4e4e4"),
                text(left - 8, at + 4, exponent >= 0 ? String(1 << exponent) : "1/\(1 << -exponent)", anchor: "end"),
            ]
        }
        var lastLabelX = -1e9
        for n in ns {
            out += [line(x(n), top, x(n), bottom, "#e4e4e4"), line(x(n), bottom, x(n), bottom + 5, "#222222")]
            if x(n) - lastLabelX >= 26 {  // N close together on the log scale would print over each other
                out.append(text(x(n), bottom + 19, ScaleReport.count(n), anchor: "middle"))
                lastLabelX = x(n)
            }
        }
        out.append(
            line(
                x(reference[0].0), y(reference[0].1), x(reference.last!.0), y(reference.last!.1), grey, width: 1.5,
                extra: #" stroke-dasharray="6 4""#))
        for (_, colour, points) in drawn {
            let path = points.map { "\(format(x($0.0))),\(format(y($0.1)))" }.joined(separator: " ")
            out.append(
                #"<polyline points="\#(path)" fill="none" stroke="\#(colour)" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>"#
            )
            out += points.map { circle(x($0.0), y($0.1), colour) }
        }
        let middle = (top + bottom) / 2
        out += [
            line(left, top, left, bottom, "#222222"), line(left, bottom, right, bottom, "#222222"),
            text((left + right) / 2, bottom + 42, "features (log scale)", size: 13, anchor: "middle"),
            text(
                22, middle, "× the figure at N₀ (log scale)", size: 13, anchor: "middle",
                extra: #" transform="rotate(-90 22 \#(format(middle)))""#),
        ]
        var legendY = top + 6
        for (label, colour, _) in drawn {
            out += [
                line(legendX, legendY, legendX + 24, legendY, colour, width: 2), circle(legendX + 12, legendY, colour),
                text(legendX + 32, legendY + 4, label),
            ]
            legendY += 22
        }
        out += [
            line(legendX, legendY, legendX + 24, legendY, grey, width: 1.5, extra: #" stroke-dasharray="6 4""#),
            text(legendX + 32, legendY + 4, "linear (N / N₀)"),
        ]
        if !leftOut.isEmpty {
            legendY += 30
            out.append(text(legendX, legendY, "not drawn (no value at N₀):", size: 11, colour: "#555555"))
            for label in leftOut {
                legendY += 16
                out.append(text(legendX + 8, legendY, label, size: 11, colour: "#555555"))
            }
        }
        return (out + ["</svg>"]).joined(separator: "\n") + "\n"
    }
}
