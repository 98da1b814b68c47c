import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText

/// Inputs small in bytes and large in work — the classes issue 15 found (nested `forEach`,
/// aliases naming aliases, repeated matrix values, unclosed Markdown, pseudo-localizing long
/// text) — built from a few parameter bytes. Invariant: each finishes or is refused within
/// `FuzzLimits`' time and memory.
enum AmplificationCheck {
    /// Byte 0 picks the class; bytes 1 and 2 are its sizes; the rest is a text unit.
    static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard bytes.count >= 3 else { return }
        let (a, b) = (Int(bytes[1]), Int(bytes[2]))
        let unit = String(decoding: bytes.dropFirst(3).prefix(32), as: UTF8.self)
        let name: String
        let run: () -> Void
        switch bytes[0] % 5 {
        case 0:
            name = "forEach \(1 + a % 9) deep × \(1 + b % 20)"
            run = { forEach(depth: 1 + a % 9, fan: 1 + b % 20) }
        case 1:
            name = "aliases \(a % 48) levels × \(1 + b % 4)"
            run = { aliases(levels: a % 48, fan: 1 + b % 4) }
        case 2:
            name = "matrix values repeated \(1 + a * 4) × \(1 + b * 4)"
            run = { matrix(repeats: 1 + a * 4, widths: 1 + b * 4) }
        case 3:
            let count = logUniform(a, b, upTo: 30_000)
            name = "Markdown \(unit.debugDescription) × \(count)"
            run = { _ = AttributedText(markdown: String(repeating: unit.isEmpty ? "*x " : unit, count: count)) }
        default:
            let count = logUniform(a, b, upTo: 131_071)
            name = "en-XA on \(unit.debugDescription) × \(count)"
            run = {
                let screen = Text(key: String(repeating: unit.isEmpty ? "ab " : unit, count: count)).node
                _ = Localizer(catalog: nil).localize(screen, locale: "en-XA")
            }
        }
        try FuzzLimits.enforce("amplification", name, bytes) { run() }
    }

    /// A count from 1 to `maximum`, spread evenly over its doublings: `a` picks the doubling, `b`
    /// the place in it. Drawn evenly from 1 to `maximum` instead, nearly every input was among
    /// the largest and a run of a million took half a day; this way each doubling, the largest
    /// included, gets the same share of the run (one input in 15 or 17 in the top one).
    static func logUniform(_ a: Int, _ b: Int, upTo maximum: Int) -> Int {
        let doublings = Int.bitWidth - maximum.leadingZeroBitCount
        let low = 1 << (a % doublings)
        return min(maximum, low + (low - 1) * b / 255)
    }

    private static func forEach(depth: Int, fan: Int) {
        var node = #"{"text": "x {{item}}"}"#
        let items = (0..<fan).map(String.init).joined(separator: ",")
        for _ in 0..<depth { node = #"{"forEach": {"items": ["# + items + #"], "content": {"vstack": {"children": ["# + node + "]}}}}" }
        guard let spec = try? LayoutSpec(data: Data((#"{"screens": [{"name": "S", "body": "# + node + "}]}").utf8), file: "fuzz.json") else { return }
        _ = try? LayoutSolver(engine: TextMeasurementCheck.engine).layout(spec.screens[0].body, name: "S", theme: .designFoundation)
    }

    private static func aliases(levels: Int, fan: Int) {
        var tokens = (0..<levels).map { level in
            let members = (0..<fan).map { #""m\#($0)": "{a\#(level + 1)}""# }.joined(separator: ", ")
            return #""a\#(level)": {"$value": {\#(members)}}"#
        }
        tokens.append(#""a\#(levels)": {"$value": "17px"}, "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{a0}"}}"#)
        guard let theme = try? Theme(designTokens: Data(("{" + tokens.joined(separator: ", ") + "}").utf8), file: "fuzz.tokens.json") else { return }
        for style in theme.styleNames { _ = try? theme.resolve(style, category: .large, preset: theme.presetNames.first ?? "default") }
    }

    private static func matrix(repeats: Int, widths: Int) {
        let matrix = AuditMatrix.Choices(
            categories: nil, presets: Array(repeating: "default", count: repeats), widths: (0..<widths).map { 100 + Double($0) },
            locales: Array(repeating: "en", count: repeats))
        let screen = AuditScreen(name: "S", body: Text("x").node, theme: .designFoundation)
        guard let audit = try? AuditMatrix(specs: [("fuzz.json", matrix)], commandLine: AuditMatrix.Choices(), screens: [screen]) else { return }
        // Only a matrix that passed its checks is run, and only a small one here.
        if audit.environmentCount <= 2_000 {
            _ = try? AuditRunner(solver: LayoutSolver(engine: TextMeasurementCheck.engine), jobs: 1).run([screen], matrix: audit)
        }
    }
}
