import OversetLayout
import OversetStyle
import OversetText

/// Text measurement with arbitrary Unicode, widths, limits and modes, against the invariants:
/// lines never wider than allowed (except a single unbreakable grapheme), shown text is a
/// grapheme-aligned part of the source, truncated exactly when text is hidden, `showsEverything`
/// (and a width probe, the shortfall's shortcuts) says so exactly when nothing is, and the layout
/// solver gives a Text the size the engine measures.
enum TextMeasurementCheck {
    static let engine: TextEngine = {
        let registry = try! FontRegistry(options: .init(bundledFontsDirectory: Repository.url("Fonts").path, usesSystemFonts: false))
        return TextEngine(registry: registry)
    }()

    static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard bytes.count >= 4 else { return }
        // Four bytes of options, then the text (invalid UTF-8 is repaired, as a user's file would be).
        let widths: [Double?] = [nil, 0, 1, 12.5, 40, 100, 180, 343, 1000]
        let width = widths[Int(bytes[0]) % widths.count]
        let lineLimit = [nil, 1, 2, 3, 5][Int(bytes[1]) % 5]
        let mode = TruncationMode.allCases[Int(bytes[2]) % 3]
        let size = [1.0, 9, 17, 34, 60][Int(bytes[3] & 0x7) % 5]
        let scale = (bytes[3] & 0x80) != 0 ? 0.5 : 1.0
        let text = String(decoding: bytes.dropFirst(4), as: UTF8.self)
        let attributes = TextAttributes(font: .family("Inter"), size: size, tracking: Double(bytes[3] >> 4 & 0x3) - 1)
        let options = TextLayoutOptions(width: width, lineLimit: lineLimit, truncationMode: mode, minimumScaleFactor: scale)
        func fail(_ invariant: String) -> FuzzFailure { FuzzFailure(target: "text", invariant: invariant, input: bytes) }
        // The one measurement is held to the time and memory limits; the checks after it measure
        // the same text a dozen more times (other widths, the probe, the solver), and only the
        // harness's hang watchdog bounds those.
        var measurement: TextMeasurement?
        try FuzzLimits.enforce("text", "measuring \(text.utf8.count) bytes", bytes) { () throws(FuzzFailure) in
            do {
                measurement = try engine.measure(text, attributes: attributes, options: options)
            } catch {
                throw fail("valid options were refused: \(error)")
            }
        }
        guard let measured = measurement else { return }
        // UTF-8 offsets where grapheme clusters start, and the end.
        var boundaries = Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) })
        boundaries.insert(text.utf8.count)
        func isBoundary(_ offset: Int) -> Bool { boundaries.contains(offset) }
        for (number, line) in measured.lines.enumerated() {
            if let width, width.isFinite, line.width > width + 0.001, line.text.count > 1 {
                // Only one unbreakable grapheme (plus a possible ellipsis) may be wider than the line.
                let visible = line.text.filter { $0 != "…" }
                if visible.count > 1 { throw fail("line \(number) is \(line.width) pt in \(width) pt: \"\(line.text)\"") }
            }
            guard isBoundary(line.sourceRange.lowerBound), isBoundary(line.sourceRange.upperBound) else {
                throw fail("line \(number)'s source range \(line.sourceRange) is not on grapheme boundaries")
            }
        }
        for range in measured.hiddenRanges where !(isBoundary(range.lowerBound) && isBoundary(range.upperBound)) {
            throw fail("hidden range \(range) is not on grapheme boundaries")
        }
        if measured.isTruncated != !measured.hiddenRanges.isEmpty {
            throw fail("isTruncated is \(measured.isTruncated) but \(measured.hiddenRanges.count) ranges are hidden")
        }
        let attributed = AttributedText(text, attributes: attributes)
        let shows: Bool
        let probed: Bool
        // Other widths first, as a bisection tries them, so that the probe's remembered answers
        // are checked too: each must be what showsEverything says at that width.
        var disagreement: (width: Double, probed: Bool)?
        do {
            shows = try engine.showsEverything(attributed, options: options)
            var probe = try engine.widthProbe(attributed, options: options)
            for other in (width.map { [$0 * 2, $0 / 2, $0 * 1.5, $0 * 0.75, $0 * 1.1, $0 * 0.99] } ?? []) where other.isFinite {
                var atOther = options
                atOther.width = other
                let answer = try probe.showsEverything(atWidth: other)
                if answer != (try engine.showsEverything(attributed, options: atOther)) { disagreement = (other, answer) }
            }
            probed = try probe.showsEverything(atWidth: width)
        } catch {
            throw fail("showsEverything refused valid options: \(error)")
        }
        if let disagreement {
            throw fail("a width probe answered \(disagreement.probed) at \(disagreement.width) pt, showsEverything the opposite")
        }
        if shows == measured.isTruncated || probed != shows {
            throw fail("showsEverything is \(shows) (probe \(probed)) but isTruncated is \(measured.isTruncated)")
        }
        // The solver's Text, offered the same width, is the size the engine measured.
        guard let width, width > 0, width.isFinite, !text.isEmpty else { return }
        var view = Text(text).font(.custom("Inter", fixedSize: size)).tracking(attributes.tracking).truncationMode(mode)
            .minimumScaleFactor(scale)
        if let lineLimit { view = view.lineLimit(lineLimit) }
        var theme = Theme.apple
        theme.defaultTracking = .none
        do {
            let layout = try LayoutSolver(engine: engine).layout(view, theme: theme, environment: LayoutEnvironment(width: width))
            let placed = layout.root.contentFrame.size
            if abs(placed.width - measured.width) > 0.34 || abs(placed.height - measured.height) > 0.34 {
                throw fail("layout gives \(placed), measure \(measured.width) × \(measured.height)")
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw fail("layout refused a text that measures: \(error)")
        }
    }
}
