internal import OversetPlumbing

/// Measures and lays out text with real fonts, as SwiftUI's `Text` would: shaping, line breaking,
/// line limits, truncation and shrinking.
///
/// An engine is safe to share across threads. It keeps a cache of shaped words, so measuring the
/// same strings at other sizes or widths costs no reshaping: keep one engine for a whole run.
public final class TextEngine: Sendable {
    /// The fonts the engine measures with.
    public let registry: FontRegistry
    let wordCache: WordCache
    /// Analysed paragraphs, so that the same text at other widths (a stack asking a text for its
    /// minimum, ideal and actual size; an audit's widths and presets) is only broken again.
    let paragraphCache: BoundedCache<ParagraphKey, ShapedParagraph>
    /// Text analyses (graphemes, breaks, levels, scripts), so that every size of a text (a Dynamic
    /// Type sweep) is only shaped again, with its own fonts.
    let analysisCache: TextAnalysisCache

    /// Each run style's ellipsis (`ellipsisGraphemes(of:rightToLeft:)`).
    let ellipses = Locked<[EllipsisKey: EllipsisGraphemes]>([:])

    /// Paragraphs longer than this many UTF-8 bytes are not kept: they are rare, and large.
    static let longestCachedParagraph = 4_096
    /// The `cacheCapacity` the engine was made with.
    let cacheCapacity: Int

    /// An engine over `registry`.
    ///
    /// - Parameters:
    ///   - registry: where fonts come from.
    ///   - cacheCapacity: how many shaped words to keep, and a 16th of it analysed paragraphs and
    ///     text analyses (memory is bounded by about twice each).
    public init(registry: FontRegistry, cacheCapacity: Int = 16_384) {
        self.registry = registry
        self.cacheCapacity = cacheCapacity
        // Words are cached per font instance (an optical size makes one per size): an audit finds
        // its words again within a screen, so 16,384 serve as 65,536 did, for 20 MB less at
        // catalog scale.
        self.wordCache = WordCache(capacity: cacheCapacity, admitsOnSecondSighting: true)
        // A paragraph costs about 70 bytes per grapheme; 1,024 recent ones (by default) serve
        // every width and size an audit asks of a text, where 4,096 held 80 MB at catalog scale.
        // A paragraph is kept only when its text was analysed before, or for a caller that holds
        // it, when it was asked for before (`analysed(_:baseIsRightToLeft:heldByCaller:)`).
        self.paragraphCache = BoundedCache(capacity: max(16, cacheCapacity / 16), admitsOnSecondSighting: true)
        self.analysisCache = BoundedCache(capacity: max(16, cacheCapacity / 16))
    }

    /// An engine over the same fonts with caches of its own, `share` of this one's capacity: for a
    /// worker thread that lays out texts the others rarely see (an audit's screens).
    ///
    /// Threads that share one engine wait on its cache locks, and free what the other allocated
    /// when its caches drop old entries, which takes the allocator's locks; an engine per thread
    /// does neither. Results are the same whatever engine measures.
    ///
    /// - Parameter share: the fraction of `cacheCapacity` to keep (0 < share ≤ 1).
    public func sibling(share: Double) -> TextEngine {
        TextEngine(registry: registry, cacheCapacity: max(1_024, Int(Double(cacheCapacity) * min(1, max(0, share)))))
    }

    /// Measures one string with one set of attributes.
    ///
    /// - Throws: `OversetTextError` for invalid options or attributes, unknown families or bad fonts.
    /// - Complexity: O(n) in the text's length for cached words; see `measure(_:options:)`.
    public func measure(
        _ string: String, attributes: TextAttributes = TextAttributes(),
        options: TextLayoutOptions = TextLayoutOptions()
    ) throws(OversetTextError) -> TextMeasurement {
        try measure(AttributedText(string, attributes: attributes), options: options)
    }

    /// Measures attributed text laid out with `options`.
    ///
    /// Lines break greedily at UAX #14 opportunities. When the text needs more lines than the line
    /// limit or the proposed height allows, fonts first shrink down to `minimumScaleFactor`; if
    /// that is not enough the last shown line is truncated with "…".
    /// - Throws: `OversetTextError` for invalid options or attributes, unknown families or bad fonts.
    /// - Complexity: O(n) in the text's length when words are cached, times about 12 when
    ///   `minimumScaleFactor` has to search for a scale.
    public func measure(_ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions()) throws(OversetTextError) -> TextMeasurement {
        try options.validate()
        return try measurement(of: try analysed(text, baseIsRightToLeft: options.baseIsRightToLeft), validatedOptions: options)
    }

    /// Whether `text` shows everything with `options`: exactly `!measure(text, options:).isTruncated`,
    /// without building the measurement (its lines, strings and hidden ranges). Searches that
    /// only ask whether a width is enough (a diagnostic's shortfall) use it.
    ///
    /// - Throws: `OversetTextError` as `measure(_:options:)` does.
    /// - Complexity: line breaking of the cached paragraph; when lines are left over, one
    ///   truncation, or for tail truncation usually one measurement of the rest of the text.
    public func showsEverything(_ text: AttributedText, options: TextLayoutOptions) throws(OversetTextError) -> Bool {
        try options.validate()
        let paragraph = try analysed(text, baseIsRightToLeft: options.baseIsRightToLeft)
        return try widthAnswer(paragraph, validatedOptions: options).showsEverything
    }

    /// `showsEverything` of an analysed paragraph, for options already validated, and the
    /// fitting limits (`ShapedParagraph.fittingLimit(width)`) of the widths at which the answer
    /// is provably the same, when the lines alone decided it: they all show, or a tail
    /// truncation must hide the rest (which breaks a line, or is wider than any of those
    /// widths). Nil when shrinking, tightening or a truncation decided. A width probe keeps these
    /// to answer later widths without laying out again.
    func widthAnswer(
        _ paragraph: ShapedParagraph, validatedOptions options: TextLayoutOptions
    ) throws(OversetTextError) -> (showsEverything: Bool, holdsFor: Range<Double>?) {
        let (chosen, _) = attempt(paragraph, options: options, decidingOnly: true)
        let decidedByLines = options.linesDecideWhatShows
        if chosen.fits { return (true, decidedByLines ? chosen.sameLinesLimits : nil) }
        // Most widths a shortfall's bisection tries cut text: seeing that needs no truncation.
        if options.truncationMode == .tail, let last = chosen.lastShownLine {
            switch paragraph.tailRest(from: last.start, scale: chosen.scale, cache: wordCache) {
            case .breaksLine:
                return (false, decidedByLines ? chosen.sameLinesLimits : nil)
            case .width(let rest) where rest > ShapedParagraph.fittingLimit(options.width ?? .infinity):
                let limits = chosen.sameLinesLimits
                return (false, decidedByLines ? limits.lowerBound..<max(limits.lowerBound, min(limits.upperBound, rest)) : nil)
            case .width, .unknown:
                break
            }
        }
        guard let truncated = try truncation(of: paragraph, chosen, options: options) else { return (true, nil) }
        // As `assemble` decides it: truncated means some text is hidden.
        return (paragraph.utf8Range(truncated.hidden).isEmpty, nil)
    }

    /// Lays `text` out: the measurement, and what drawing needs to draw the same lines.
    func layout(_ text: AttributedText, options: TextLayoutOptions) throws(OversetTextError) -> ParagraphLayout {
        try options.validate()
        return try layout(try analysed(text, baseIsRightToLeft: options.baseIsRightToLeft), validatedOptions: options)
    }

    /// `layout(_:validatedOptions:).measurement` without the rest of the layout.
    func measurement(of paragraph: ShapedParagraph, validatedOptions options: TextLayoutOptions) throws(OversetTextError) -> TextMeasurement {
        let (chosen, neededLineCount) = attempt(paragraph, options: options)
        return try assembled(paragraph, chosen, options: options, neededLineCount: neededLineCount).measurement
    }

    /// `layout(_:options:)` of an analysed paragraph, for options already validated.
    func layout(_ paragraph: ShapedParagraph, validatedOptions options: TextLayoutOptions) throws(OversetTextError) -> ParagraphLayout {
        let (chosen, neededLineCount) = attempt(paragraph, options: options)
        return try assemble(paragraph, chosen, options: options, neededLineCount: neededLineCount)
    }

    /// The attempt the options choose for `paragraph` (shrunk, tightened), and how many lines
    /// the full-size attempt broke (a measurement's `neededLineCount`).
    ///
    /// - Parameter decidingOnly: only whether everything shows is asked (see `LayoutAttempt`).
    func attempt(
        _ paragraph: ShapedParagraph, options: TextLayoutOptions, decidingOnly: Bool = false
    ) -> (chosen: LayoutAttempt, neededLineCount: Int) {
        let width = options.width ?? .infinity
        // The full-size attempt is the chosen one until shrinking replaces it: not copied, as
        // only its line count is kept.
        var chosen = LayoutAttempt(paragraph: paragraph, width: width, scale: 1, options: options, decidingOnly: decidingOnly)
        let neededLineCount = chosen.lines.count
        if !chosen.fits, options.minimumScaleFactor < 1 {
            chosen = Self.shrink(paragraph: paragraph, width: width, options: options, decidingOnly: decidingOnly)
        }
        if !chosen.fits, options.allowsTightening {
            chosen.tighten(paragraph, width: width)
        }
        return (chosen, neededLineCount)
    }

    /// `text` analysed and shaped, from the paragraph cache when it was seen before.
    ///
    /// - Parameter heldByCaller: whether the caller holds the paragraph for every width it
    ///   asks (a width probe): it is kept only when the same text at the same size was asked
    ///   for before, not when only its analysis was.
    /// - Complexity: O(n) to hash the key on a hit; O(n) plus shaping of unseen words on a miss.
    func analysed(_ text: AttributedText, baseIsRightToLeft: Bool?, heldByCaller: Bool = false) throws(OversetTextError) -> ShapedParagraph {
        // Large paragraphs are neither kept nor hashed.
        guard text.runs.reduce(0, { $0 + $1.text.utf8.count }) <= Self.longestCachedParagraph else {
            paragraphCache.recordUncached()
            analysisCache.recordUncached()
            return try ShapedParagraph(text, registry: registry, cache: wordCache, baseIsRightToLeft: baseIsRightToLeft)
        }
        let key = Prehashed(ParagraphKey(text: text, baseIsRightToLeft: baseIsRightToLeft))
        if let cached = paragraphCache.value(for: key) { return cached }
        let paragraph = try ShapedParagraph(
            text, registry: registry, cache: wordCache, analyses: analysisCache, baseIsRightToLeft: baseIsRightToLeft)
        if heldByCaller {
            // A text item holds its paragraph across an audit's widths: every other size of its
            // text reuses the analysis, and keeping each such paragraph made the cache drop
            // thousands never asked for again (freeing them cost a twelfth of a catalog audit).
            // One asked for a second time (another item, preset or screen showing the text at
            // that size) is kept.
            paragraphCache.store(paragraph, for: key)
        } else if paragraph.reusesAnalysis {
            // The analysis cache, which keeps every text, serves as the paragraphs' doorkeeper:
            // most texts seen once are analysed once, and storing each of their paragraphs cost
            // more than building the few asked for again. A text seen before (the same size
            // again, or another size of it: a Dynamic Type sweep asked at several widths) has
            // its paragraph kept.
            paragraphCache.store(paragraph, for: key, atOnce: true)
        }
        return paragraph
    }

    /// The largest scale from `minimumScaleFactor` up at which the text fits, by bisection; the
    /// minimum itself when nothing fits.
    private static func shrink(paragraph: ShapedParagraph, width: Double, options: TextLayoutOptions, decidingOnly: Bool) -> LayoutAttempt {
        let smallest = LayoutAttempt(
            paragraph: paragraph, width: width, scale: options.minimumScaleFactor, options: options, decidingOnly: decidingOnly)
        guard smallest.fits else { return smallest }
        var fitting = smallest
        var tooLarge = 1.0
        for _ in 0..<12 {
            let middle = (fitting.scale + tooLarge) / 2
            let attempt = LayoutAttempt(paragraph: paragraph, width: width, scale: middle, options: options, decidingOnly: decidingOnly)
            if attempt.fits { fitting = attempt } else { tooLarge = middle }
        }
        return fitting
    }
}

/// The lines of a paragraph at one scale, and how many of them the limits let show.
struct LayoutAttempt {
    var scale: Double
    var lines: [LineSpan]
    var positions: [LinePosition]
    var shownCount: Int
    /// Whether everything shows: no line is dropped, or only blank ones are.
    var fits: Bool
    /// The fitting limits at which the same lines break (`breakLinesKeepingLimits`), before any
    /// tightening.
    var sameLinesLimits: Range<Double>
    /// The line truncation cuts down when text is left over.
    var lastShownLine: LineSpan? { lines.prefix(shownCount).last }

    /// - Parameter decidingOnly: the attempt only has to tell whether everything shows and where
    ///   the last shown line starts (`showsEverything`): lines past the one after the line
    ///   limit are not broken, and without a height no line is placed (`positions` is empty).
    init(paragraph: ShapedParagraph, width: Double, scale: Double, options: TextLayoutOptions, decidingOnly: Bool = false) {
        self.scale = scale
        let maxLines = decidingOnly ? (options.lineLimit.map { min(Int.max - 1, max(1, $0)) + 1 } ?? .max) : .max
        (lines, sameLinesLimits) = paragraph.breakLinesKeepingLimits(
            width: width, scale: scale, strategy: options.lineBreakStrategy, maxLines: maxLines)
        let placesLines = !decidingOnly || options.height.map(\.isFinite) == true
        positions = placesLines ? paragraph.positions(of: lines, scale: scale, options: options) : []
        var shown = min(lines.count, max(1, options.lineLimit ?? Int.max))
        if let height = options.height, height.isFinite {
            let limit = ShapedParagraph.fittingLimit(height)
            let fitting = positions.prefix(shown).lastIndex { $0.bottom <= limit }.map { $0 + 1 } ?? 1
            shown = max(1, min(shown, fitting))
        }
        shownCount = min(shown, lines.count)
        let hiddenStart = shownCount > 0 ? lines[shownCount - 1].end : 0
        fits = shownCount == lines.count || paragraph.isBlank(hiddenStart..<paragraph.count)
        if fits, shownCount < lines.count {
            lines.removeSubrange(shownCount...)
            positions.removeSubrange(min(shownCount, positions.count)...)
        }
    }
}
