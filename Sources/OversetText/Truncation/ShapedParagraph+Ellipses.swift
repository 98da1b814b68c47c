import Synchronization

/// Per grapheme of an ellipsis: glyph advance, tracking and kerning, in points.
typealias EllipsisGraphemes = [(glyph: Double, tracking: Double, kerning: Double)]

/// The ellipsis each run of a paragraph truncates with, as the paragraph cache analyses it
/// ("…" in the run's font and attributes): kept by the paragraph's first truncation for every
/// other (a text truncates at each width and size a probe or an audit tries), instead of
/// looking the ellipsis up by its attributes again.
///
/// Only the advances are kept, not the analysed paragraph: an ellipsis paragraph that truncates
/// would otherwise keep itself alive.
final class EllipsisAdvances: Sendable {
    /// Per run, its ellipsis's graphemes.
    private let graphemes: [EllipsisGraphemes]

    init(_ graphemes: [EllipsisGraphemes]) {
        self.graphemes = graphemes
    }

    /// The advance of run `run`'s ellipsis at `scale`, tracking included: summed as
    /// `ShapedParagraph.advance(of:scale:)` sums it, so the same to the bit.
    func advance(run: Int, scale: Double) -> Double {
        graphemes[run].reduce(0) { $0 + ($1.glyph * scale + $1.tracking + $1.kerning) }
    }
}

extension ShapedParagraph {
    /// The ellipses of the paragraph's runs, analysed through `engine` on first use.
    ///
    /// - Throws: what analysing an ellipsis throws (a font that cannot be loaded).
    func ellipsisAdvances(engine: TextEngine) throws(OversetTextError) -> EllipsisAdvances {
        if let known = ellipses.load() { return known }
        var graphemes: [EllipsisGraphemes] = []
        graphemes.reserveCapacity(runs.count)
        for run in runs { graphemes.append(try engine.ellipsisGraphemes(of: run, rightToLeft: isRightToLeft)) }
        return ellipses.storeIfNil(EllipsisAdvances(graphemes))
    }
}

extension TextEngine {
    /// The ellipsis a run truncates with, by what decides it: the run's attributes (its font
    /// comes from them) and the paragraph's direction.
    struct EllipsisKey: Hashable {
        var attributes: TextAttributes
        var rightToLeft: Bool
    }

    /// The most ellipses kept (`ellipses`) before they are dropped all at once: an audit's
    /// texts come in a few dozen styles and sizes.
    static let keptEllipsisLimit = 1_024

    /// The graphemes of `run`'s ellipsis, analysed through the paragraph cache the first time its
    /// attributes and direction are asked for, then kept (`ellipses`): every paragraph that
    /// truncates asks for its runs' ellipses once, and building the ellipsis's text and looking
    /// it up cost a paragraph's first truncation about 3,000 instructions.
    ///
    /// - Throws: what analysing the ellipsis throws (a font that cannot be loaded).
    func ellipsisGraphemes(of run: ShapedParagraph.ResolvedRun, rightToLeft: Bool) throws(OversetTextError) -> EllipsisGraphemes {
        let key = EllipsisKey(attributes: run.attributes, rightToLeft: rightToLeft)
        if let known = ellipses.withLock({ $0[key] }) { return known }
        let ellipsis = try analysed(AttributedText(Truncator.ellipsis(for: run.font), attributes: run.attributes), baseIsRightToLeft: rightToLeft)
        let graphemes = (0..<ellipsis.count).map { (ellipsis.glyphAdvance[$0], ellipsis.tracking[$0], ellipsis.kerning[$0]) }
        ellipses.withLock { kept in
            if kept.count >= Self.keptEllipsisLimit { kept.removeAll() }
            kept[key] = graphemes
        }
        return graphemes
    }
}
