import Foundation
import OversetStyle
import OversetText

/// A `Text`: measured by the text engine for every proposal.
final class TextItem: LayoutItem {
    private let text: AttributedText
    private let options: TextLayoutOptions
    private let style: ResolvedTextStyle
    private let minimumLines: Int?
    private let engine: TextEngine
    // Unchecked at run time, as `LayoutItem`'s answers are.
    @exclusivity(unchecked) private var measurements = ProposalMemo<SharedMeasurement>()
    @exclusivity(unchecked) private var minimumHeight: Double?
    /// The width probe of `options` without a height: the text's analysed paragraph, kept for
    /// every proposal and every width a prepared tree is laid out at. Measurements come from it
    /// without a cache look-up, and the answers one search for a narrowest width learned answer
    /// the next (`widthProbe(height:)`).
    @exclusivity(unchecked) private var unboundedProbe: TextWidthProbe?
    /// The text's one-line width (`exactWidthShowingEverything(atWidth: nil)`), once a shortfall
    /// asked for it.
    @exclusivity(unchecked) private var idealWidth: Double??

    init(
        owner: NodeInfo, text: AttributedText, options: TextLayoutOptions, style: ResolvedTextStyle,
        minimumLines: Int?, engine: TextEngine
    ) {
        self.text = text
        self.options = options
        self.style = style
        self.minimumLines = minimumLines
        self.engine = engine
        super.init(owner: owner)
    }

    /// The text laid out for `proposal`: nil and infinite widths mean one line per paragraph
    /// (the ideal size), a finite height drops the lines that do not fit. Shared, not copied:
    /// read it in place (`measured.measurement.width`).
    func measurement(for proposal: ProposedSize) throws(OversetLayoutError) -> SharedMeasurement {
        if let known = measurements.value(for: proposal) { return known }
        var options = self.options
        options.width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        options.height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        do {
            // The kept probe is taken out to measure and put back (`widthProbe(height:)`,
            // `keep(_:)`): reading it through the optional copied it, retaining its paragraph and
            // answers. What the measurement shows is one more answer it keeps.
            let measured: TextMeasurement
            if var probe = widthProbe(height: nil) {
                defer { keep(probe) }
                measured = try probe.measurement(atWidth: options.width, height: options.height)
            } else {
                // The text cannot be analysed: measuring says why.
                measured = try engine.measure(text, options: options)
            }
            let shared = SharedMeasurement(consume measured)
            measurements.keep(shared, for: proposal)
            return shared
        } catch {
            throw .text(error, path: owner.path)
        }
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let measured = try measurement(for: proposal)
        return Size(width: measured.measurement.width, height: max(measured.measurement.height, try reservedHeight()))
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        let lines = try measurement(for: proposal).measurement.lines
        return (baseline == .first ? lines.first : lines.last)?.baseline
    }

    /// The height of one line of the text's first run: its font's natural line height (what
    /// SwiftUI's default spacing between two texts derives from).
    func naturalLineHeight() throws(OversetLayoutError) -> Double {
        let sample = AttributedText(runs: [AttributedText.Run("X", attributes: text.runs.first?.attributes ?? TextAttributes())])
        do {
            return try engine.measure(sample, options: TextLayoutOptions(displayScale: 0)).exactHeight
        } catch {
            throw .text(error, path: owner.path)
        }
    }

    /// The height of `minimumLines` lines (`lineLimit(n, reservesSpace: true)`, ranges):
    /// measured as that many lines of the same font.
    private func reservedHeight() throws(OversetLayoutError) -> Double {
        guard let lines = minimumLines, lines > 1 else { return 0 }
        if let known = minimumHeight { return known }
        let sample = AttributedText(runs: [
            AttributedText.Run(
                Array(repeating: "X", count: lines).joined(separator: "\n"),
                attributes: text.runs.first?.attributes ?? TextAttributes())
        ])
        var options = self.options
        options.lineLimit = nil
        do {
            let height = try engine.measure(sample, options: options).height
            minimumHeight = height
            return height
        } catch {
            throw .text(error, path: owner.path)
        }
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let shared = try measurement(for: proposal)
        let string = text.string
        let hidden = Diagnostic.HiddenText(string, ranges: shared.measurement.hiddenRanges)
        context.current.contentFrame = frame
        report(shared, proposal: proposal, frame: frame, hidden: hidden, context: context)
        context.checkClipping(of: owner, frame: frame) { visible in
            // Lines whose baseline falls outside the visible part are the ones a reader loses.
            let lost = shared.measurement.lines.filter { frame.y + $0.baseline > visible.maxY + 0.001 || frame.y + $0.baseline < visible.y }
            return lost.isEmpty ? nil : lost.map(\.text).joined(separator: " ")
        }
        context.current.text = PlacedTextParts(string: string, style: style, measured: shared, hiddenText: hidden)
    }

    /// Reports what `shared` shows went wrong. The measurement is read in place, field by field:
    /// taken out of its reference as a whole, it would be copied.
    private func report(
        _ shared: SharedMeasurement, proposal: ProposedSize, frame: Rect, hidden: Diagnostic.HiddenText,
        context: PlacementContext
    ) {
        let offered = Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
        if shared.measurement.isTruncated {
            let limit: Diagnostic.TruncationLimit
            if let lineLimit = options.lineLimit, shared.measurement.lines.count >= lineLimit {
                limit = .lineLimit(lineLimit)
            } else if shared.measurement.neededLineCount > shared.measurement.lines.count {
                limit = .height(proposal.height ?? 0)
            } else {
                limit = .width(proposal.width ?? 0)
            }
            context.report(
                .truncated(
                    shownLines: shared.measurement.lines.count, neededLines: shared.measurement.neededLineCount, limit: limit,
                    shortfall: shortfall(limit, proposal: proposal)),
                owner: owner, proposed: offered, needed: nil, actual: frame.size, hidden: hidden)
        }
        if !shared.measurement.missingCharacters.isEmpty {
            var scripts: [String] = []
            for code in shared.measurement.missingCharacters.compactMap(\.script) where !scripts.contains(code) { scripts.append(code) }
            let characters = String(String.UnicodeScalarView(shared.measurement.missingCharacters.map(\.scalar)))
            context.report(
                .missingGlyphs(characters: characters, scripts: scripts), owner: owner,
                proposed: offered, needed: nil, actual: frame.size, hidden: nil)
        }
        if let first = shared.measurement.brokenWords.first {
            context.report(
                .brokenWord(word: first.word, pieces: first.pieces, otherWords: shared.measurement.brokenWords.count - 1), owner: owner,
                proposed: offered, needed: nil, actual: frame.size, hidden: nil)
        }
        if shared.measurement.scaleApplied < 1 {
            context.report(
                .scaled(factor: shared.measurement.scaleApplied, fontSize: style.size), owner: owner,
                proposed: offered, needed: nil, actual: frame.size, hidden: nil)
        }
        if !shared.measurement.isTruncated, context.fallbacks == 0, let risk = risk(proposal: proposal) {
            context.report(risk, owner: owner, proposed: offered, needed: nil, actual: frame.size, hidden: nil)
        }
        if shared.measurement.isTruncationModeHazard {
            context.report(
                .multilineTruncation(mode: options.truncationMode, lines: shared.measurement.lines.count), owner: owner,
                proposed: offered, needed: nil, actual: frame.size, hidden: nil)
        }
    }

    /// How far the "system" stand-in's widths may be off from iOS's font at this text's weight,
    /// or nil when the text is in another font or Apple's own SF is on the font path. Found
    /// once: every proposal's diagnostics ask it.
    private lazy var standInErrorBound: Double? = {
        guard style.family.lowercased() == "system", !engine.registry.hasAppleSystemFont else { return nil }
        return SystemFontFidelity.widthErrorBound(weight: style.weight.value)
    }()

    /// `atRisk` when the text is in the "system" stand-in and would truncate if it were as much
    /// wider as the stand-in may be off from iOS's font (`SystemFontFidelity`); nil otherwise. Text
    /// that may wrap freely never truncates, so only limited texts (line limit, height) can be at risk.
    private func risk(proposal: ProposedSize) -> Diagnostic.Cause? {
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard let errorBound = standInErrorBound, options.lineLimit != nil || height != nil,
            let offered = proposal.width, offered.isFinite, offered > 0
        else { return nil }
        var options = self.options
        options.height = height
        let narrowed = offered / (1 + errorBound)
        // One probe asks whether the narrowed text truncates (exactly `measure(…).isTruncated`,
        // without building a measurement) and then how narrow it may get.
        guard var probe = widthProbe(height: height) else { return nil }
        defer { keep(probe) }
        guard (try? probe.showsEverything(atWidth: narrowed)) == false,
            let narrowest = narrowestWidth(&probe, above: narrowed, upTo: offered)
        else { return nil }
        return .atRisk(margin: max(0, offered - narrowest), offered: offered, errorBound: errorBound)
    }

    /// A width probe of `options` with `height` to search widths with, given back with
    /// `keep(_:)`: the kept one for no height (see `unboundedProbe`), taken out so that the
    /// answers it learns are added in place, not to a copy; else a new one. Nil when the text
    /// cannot be analysed.
    private func widthProbe(height: Double?) -> TextWidthProbe? {
        if height == nil, let probe = unboundedProbe.take() { return probe }
        return newWidthProbe(height: height)
    }

    /// A new width probe of `options` with `height`; nil when the text cannot be analysed.
    private func newWidthProbe(height: Double?) -> TextWidthProbe? {
        var options = self.options
        options.height = height
        return try? engine.widthProbe(text, options: options)
    }

    /// Keeps what `probe` learned, when it is the probe without a height.
    private func keep(_ probe: consuming TextWidthProbe) {
        if probe.options.height == nil { unboundedProbe = probe }
    }

    /// The narrowest width in `low…high` (to a tenth of a point, by bisection) at which the text
    /// shows everything with the probe's options, assuming it does at `high`; nil when it does not.
    private func narrowestWidth(_ probe: inout TextWidthProbe, above low: Double, upTo high: Double) -> Double? {
        func fits(_ width: Double) -> Bool {
            (try? probe.showsEverything(atWidth: width)) ?? false
        }
        guard fits(high) else { return nil }
        var low = low
        var high = high
        while high - low > 0.1 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// How much more room would show everything: the full height for a height limit; for a line
    /// limit or a width, the narrowest width (to a tenth of a point, by bisection between the
    /// offered width and the one-line width) at which the text fits its lines. Nil when no width
    /// would do (more paragraphs than lines) or a measurement fails.
    ///
    /// - Complexity: one measurement for a height; about a dozen line breakings of the cached
    ///   paragraph for a width, only for texts that truncate.
    private func shortfall(_ limit: Diagnostic.TruncationLimit, proposal: ProposedSize) -> Diagnostic.Shortfall? {
        var options = self.options
        options.width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        options.height = nil
        if case .height(let height) = limit {
            guard height > 0, let full = try? engine.measure(text, options: options), full.height > height else { return nil }
            return Diagnostic.Shortfall(dimension: .height, points: full.height - height, fraction: (full.height - height) / height)
        }
        guard let offered = options.width, offered > 0 else { return nil }
        // The one-line width is the most a text can use; if it does not fit even there, no width does.
        // One analysis serves it and every width the bisections of every proposal try.
        guard var probe = widthProbe(height: nil) else { return nil }
        defer { keep(probe) }
        if idealWidth == nil { idealWidth = .some(try? probe.exactWidthShowingEverything(atWidth: nil)) }
        guard let ideal = idealWidth ?? nil,
            let narrowest = narrowestWidth(&probe, above: offered, upTo: ideal + 0.001)
        else { return nil }
        let needed = TextEngine.roundUp(narrowest, displayScale: options.displayScale)
        let fraction = (needed - offered) / offered
        let errorBound = standInErrorBound
        return Diagnostic.Shortfall(
            dimension: .width, points: needed - offered, fraction: fraction,
            withinFontError: errorBound.flatMap { fraction <= $0 ? $0 : nil })
    }
}
