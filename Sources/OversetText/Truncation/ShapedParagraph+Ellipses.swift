import Synchronization

/// The ellipsis each run of a paragraph truncates with, as the paragraph cache analyses it
/// ("…" in the run's font and attributes): kept by the paragraph's first truncation for every
/// other (a text truncates at each width and size a probe or an audit tries), instead of
/// looking the ellipsis up by its attributes again.
///
/// Only the advances are kept, not the analysed paragraph: an ellipsis paragraph that truncates
/// would otherwise keep itself alive.
final class EllipsisAdvances: Sendable {
    /// Per run, per grapheme of its ellipsis: glyph advance, tracking and kerning, in points.
    private let graphemes: [[(glyph: Double, tracking: Double, kerning: Double)]]

    init(_ paragraphs: [ShapedParagraph]) {
        graphemes = paragraphs.map { ellipsis in
            (0..<ellipsis.count).map { (ellipsis.glyphAdvance[$0], ellipsis.tracking[$0], ellipsis.kerning[$0]) }
        }
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
        var paragraphs: [ShapedParagraph] = []
        for run in runs {
            paragraphs.append(
                try engine.analysed(
                    AttributedText(Truncator.ellipsis(for: run.font), attributes: run.attributes), baseIsRightToLeft: isRightToLeft))
        }
        return ellipses.storeIfNil(EllipsisAdvances(paragraphs))
    }
}
