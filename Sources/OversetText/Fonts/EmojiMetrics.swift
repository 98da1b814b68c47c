/// How an emoji measures on iOS: Apple Color Emoji's advance and vertical metrics, at the size iOS
/// draws emoji at. The bundled colour emoji font (Noto) still decides which clusters are emoji
/// and draws them; only their room changes.
///
/// Apple Color Emoji has 800 units per em, an ascender of 800, a descender of −250, no line gap,
/// and every emoji glyph advances 800 units (hhea and hmtx as HarfBuzz reads them: harfbuzz
/// issues 1420, 2148 and 2679; wh0.github.io "Emoji metrics", 2024). iOS draws emoji larger than
/// the text's size below 24 pt: 1.25 times it up to 16 pt, then growing linearly to the size at
/// 24 pt (CoreText's Apple Color Emoji ascent and descent by size, measured in ibireme/YYText's
/// `YYTextEmojiGetAscentWithFontSize`; glyph heights measured on iOS in flutter/flutter#28894).
/// docs/fidelity.md gives the arithmetic and what is an estimate.
public struct EmojiMetrics: Hashable, Sendable {
    /// The advance of one emoji cluster, in ems of the emoji's drawn size.
    public var advance: Double
    /// From the baseline up to the top of the line, in ems of the drawn size.
    public var ascent: Double
    /// From the baseline down to the bottom of the line, positive, in ems of the drawn size.
    public var descent: Double
    /// Space below the descent, in ems of the drawn size.
    public var lineGap: Double
    /// How much larger than the text emoji are drawn at small sizes.
    public var smallSizeScale: Double
    /// Up to this size (points) emoji are drawn `smallSizeScale` times the text's size.
    public var enlargedUpTo: Double
    /// From this size (points) emoji are drawn at the text's size; between the two sizes, the
    /// drawn size grows linearly.
    public var naturalFrom: Double

    public init(
        advance: Double, ascent: Double, descent: Double, lineGap: Double = 0, smallSizeScale: Double = 1,
        enlargedUpTo: Double = 0, naturalFrom: Double = 0
    ) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.smallSizeScale = smallSizeScale
        self.enlargedUpTo = enlargedUpTo
        self.naturalFrom = naturalFrom
    }

    /// Apple Color Emoji as iOS lays it out: 800/800 advance and ascent, 250/800 descent, drawn
    /// 1.25 times the size up to 16 pt and at the size from 24 pt.
    public static let appleColorEmoji = EmojiMetrics(
        advance: 800.0 / 800, ascent: 800.0 / 800, descent: 250.0 / 800, lineGap: 0, smallSizeScale: 1.25,
        enlargedUpTo: 16, naturalFrom: 24)

    /// The size, in points, emoji are drawn at in text of `size` points.
    ///
    /// At 17 pt: 20 + (17 − 16) × (24 − 20) / (24 − 16) = 20.5 pt.
    public func drawnSize(_ size: Double) -> Double {
        if size <= enlargedUpTo { return size * smallSizeScale }
        if size >= naturalFrom { return size }
        let low = enlargedUpTo * smallSizeScale
        return low + (size - enlargedUpTo) * (naturalFrom - low) / (naturalFrom - enlargedUpTo)
    }

    /// Checks that every number is usable: ems from 0 to 4, a scale from 0.5 to 4, and sizes
    /// from 0 to 1000 points with `enlargedUpTo` at most `naturalFrom`.
    ///
    /// - Throws: `OversetTextError.invalidArgument` naming the bad value.
    public func validate() throws(OversetTextError) {
        for (name, value) in [("emoji advance", advance), ("emoji ascent", ascent), ("emoji descent", descent), ("emoji line gap", lineGap)]
        where !(value.isFinite && value >= 0 && value <= 4) {
            throw .invalidArgument(name: name, value: "\(value)", expected: "a finite number of ems from 0 to 4")
        }
        guard smallSizeScale.isFinite, smallSizeScale >= 0.5, smallSizeScale <= 4 else {
            throw .invalidArgument(name: "emoji small-size scale", value: "\(smallSizeScale)", expected: "a finite number from 0.5 to 4")
        }
        guard enlargedUpTo.isFinite, naturalFrom.isFinite, enlargedUpTo >= 0, naturalFrom <= 1000, enlargedUpTo <= naturalFrom else {
            throw .invalidArgument(
                name: "emoji enlarged sizes", value: "\(enlargedUpTo)…\(naturalFrom)", expected: "sizes from 0 to 1000 points, the first at most the second")
        }
    }
}

extension Font {
    /// What an emoji stand-in instance needs: the metrics it takes and the bundled font's own
    /// advance of an emoji, per em (Noto Color Emoji's is 2550/2048).
    struct EmojiStandIn: Sendable {
        var metrics: EmojiMetrics
        var ownAdvance: Double

        /// Points to add to a cluster of the bundled emoji font at `size`, so that it advances
        /// as Apple's emoji does.
        func advanceAdjustment(size: Double) -> Double {
            metrics.advance * metrics.drawnSize(size) - ownAdvance * size
        }
    }
}
