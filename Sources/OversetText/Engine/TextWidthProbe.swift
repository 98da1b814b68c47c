/// Asks one text, analysed once, whether it shows everything at one width after another: what
/// a search for the narrowest width that fits (a truncation's shortfall) needs.
///
/// Each answer is exactly `TextEngine.showsEverything(_:options:)` with `options.width` set to
/// the width asked. The probe finds the analysed paragraph once, and remembers for which
/// widths an answer provably holds: where the lines alone decided it, every width that breaks
/// the same lines gets the same answer (`TextEngine.widthAnswer`). A bisection's later widths
/// mostly fall in such a range, and are answered without laying the text out again.
///
/// ```swift
/// var probe = try engine.widthProbe(text, options: TextLayoutOptions(lineLimit: 2))
/// let fits = try probe.showsEverything(atWidth: 200)
/// ```
public struct TextWidthProbe: Sendable {
    let engine: TextEngine
    let paragraph: ShapedParagraph
    /// The options every width is tried with.
    public let options: TextLayoutOptions
    /// Answers with the fitting limits (`ShapedParagraph.fittingLimit`) they hold for, the
    /// latest `rememberedLimit` of them (a bisection asks about a dozen widths).
    private(set) var known: [(limits: Range<Double>, showsEverything: Bool)] = []
    static let rememberedLimit = 24
    /// How many answers came from `known` (for tests).
    private(set) var rememberedAnswers = 0

    init(engine: TextEngine, paragraph: ShapedParagraph, options: TextLayoutOptions) {
        self.engine = engine
        self.paragraph = paragraph
        self.options = options
    }

    /// Whether the text shows everything laid out `width` wide (nil: unbounded).
    ///
    /// - Throws: `OversetTextError` for an invalid width or options.
    /// - Complexity: O(answers so far) when a remembered answer holds; else line breaking of the
    ///   paragraph and, for lines left over, usually one measurement of the rest of the text
    ///   (tail truncation), else one truncation.
    public mutating func showsEverything(atWidth width: Double?) throws(OversetTextError) -> Bool {
        let options = try options(atWidth: width)
        let limit = ShapedParagraph.fittingLimit(width ?? .infinity)
        if let answer = known.first(where: { $0.limits.contains(limit) }) {
            rememberedAnswers += 1
            return answer.showsEverything
        }
        let answer = try engine.widthAnswer(paragraph, validatedOptions: options)
        if let limits = answer.holdsFor { remember(answer.showsEverything, for: limits) }
        return answer.showsEverything
    }

    /// Keeps `showsEverything` as the answer for the fitting `limits`, dropping the oldest
    /// answer past `rememberedLimit`.
    private mutating func remember(_ showsEverything: Bool, for limits: Range<Double>) {
        guard !limits.isEmpty else { return }
        if known.count == Self.rememberedLimit {
            known.removeFirst()
        } else if known.isEmpty {
            // Room for every answer kept at once: growing 1, 2, 4, 8, 16 reallocated it for
            // nearly every shortfall's search.
            known.reserveCapacity(Self.rememberedLimit)
        }
        known.append((limits, showsEverything))
    }

    /// The text's width laid out `width` wide (nil: unbounded) when it shows everything there:
    /// exactly `measure(…).exactWidth` when `!measure(…).isTruncated`, else nil, without building
    /// the measurement (a shortfall's bisection only needs the one-line width to search up to).
    ///
    /// - Throws: `OversetTextError` for an invalid width or options.
    /// - Complexity: line breaking of the paragraph; when lines are left over, a layout.
    package mutating func exactWidthShowingEverything(atWidth width: Double?) throws(OversetTextError) -> Double? {
        let options = try options(atWidth: width)
        let (deciding, _) = engine.attempt(paragraph, options: options, decidingOnly: true)
        // Everything shows: the lines are all broken, as `assemble` takes them. It is what
        // `showsEverything` answers here, for the widths that break the same lines (a
        // shortfall's search asks the one-line width first).
        if deciding.fits {
            if options.linesDecideWhatShows { remember(true, for: deciding.sameLinesLimits) }
            return deciding.lines.lazy.map(\.width).max() ?? 0
        }
        // Left-over lines that are blank hide nothing: only the whole layout tells.
        let measured = try engine.measurement(of: paragraph, validatedOptions: options)
        return measured.isTruncated ? nil : measured.exactWidth
    }

    /// `TextEngine.measure` of the text with the probe's options at `width` and `height` (nil:
    /// unbounded), from the paragraph the probe holds: a layout item measured at several
    /// proposals looks its paragraph up once.
    ///
    /// A measurement with the probe's own height whose lines all show answers `showsEverything`
    /// as `TextEngine.widthAnswer` would at that width, for the same widths: it is remembered, so
    /// that a search after it (a text's risk at a narrower width, a shortfall) may start from it.
    ///
    /// - Throws: `OversetTextError` for an invalid width or height.
    /// - Complexity: that of laying out the analysed paragraph.
    package mutating func measurement(atWidth width: Double?, height: Double?) throws(OversetTextError) -> TextMeasurement {
        var options = self.options
        options.width = width
        options.height = height
        try options.validate()
        let (chosen, neededLineCount) = engine.attempt(paragraph, options: options)
        // The full attempt broke every line: when they all show, a deciding one breaks the same.
        if height == self.options.height, chosen.fits, options.linesDecideWhatShows {
            remember(true, for: chosen.sameLinesLimits)
        }
        return try engine.assembled(paragraph, chosen, options: options, neededLineCount: neededLineCount).measurement
    }

    /// The probe's options at `width`: the rest were validated when the probe was made
    /// (`TextEngine.widthProbe`), so only the width is checked.
    private func options(atWidth width: Double?) throws(OversetTextError) -> TextLayoutOptions {
        try TextLayoutOptions.checkWidth(width)
        var options = self.options
        options.width = width
        return options
    }
}

extension TextEngine {
    /// A probe that answers `showsEverything` for `text` with `options` at any width, analysing
    /// the text once. The probe holds the analysed paragraph, which the engine's cache keeps
    /// only once the same text at the same size was asked for before.
    ///
    /// - Throws: `OversetTextError` for invalid options or attributes, unknown families or bad fonts.
    /// - Complexity: that of analysing the text, when it is not cached.
    public func widthProbe(_ text: AttributedText, options: TextLayoutOptions) throws(OversetTextError) -> TextWidthProbe {
        try options.validate()
        let paragraph = try analysed(text, baseIsRightToLeft: options.baseIsRightToLeft, heldByCaller: true)
        return TextWidthProbe(engine: self, paragraph: paragraph, options: options)
    }
}
