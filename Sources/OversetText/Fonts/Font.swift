internal import OversetPlumbing

/// One font instance: a face of a font file, at a weight and slant (a variable-font instance or a
/// static face). Sizes are not part of a font: the engine scales font units to points.
///
/// Fonts are made and cached by a `FontRegistry`; they are immutable and safe to share.
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// Unique within the process; keys the shaping cache.
    public let id: Int
    /// The family name the font file gives.
    public let familyName: String
    /// The style name the font file gives for the face (for a variable font, its default instance).
    public let styleName: String
    /// The weight this instance draws at.
    public let weight: FontWeight
    /// Whether this instance is italic or oblique.
    public let isItalic: Bool
    /// The font file.
    public let path: String
    /// The face within the file (collections hold several).
    public let faceIndex: Int
    /// Variation-axis settings of this instance (empty for a static face).
    public let variations: [String: Double]
    /// Vertical metrics in font units.
    public let metrics: FontMetrics
    /// Whether this is the "system" stand-in: Inter with iOS's system-font advances and line
    /// height (`SystemFontCalibration`).
    public let isSystemStandIn: Bool
    /// Whether this is Apple's own system font (SF Pro from a font path) standing for "system":
    /// it gets iOS's tighter UI-cut spacing below 20 pt on top of its `trak` tracking.
    let isAppleSystemFont: Bool
    /// The font's `trak` table (Apple's fonts carry their tracking by size there), if any.
    let trackingTable: TrackingTable?
    /// Set when this is the bundled emoji font measured as Apple Color Emoji (`EmojiMetrics`):
    /// an instance for one size, whose vertical metrics are Apple's at that size.
    let emojiStandIn: EmojiStandIn?

    let harfBuzzFont: HarfBuzzFont
    /// Whether the font has a glyph for each ASCII code: asked for nearly every grapheme.
    let coversASCII: [Bool]
    /// Whether the font has "…" (U+2026): asked by every truncation, which draws three full
    /// stops instead when it does not (`Truncator.ellipsis(for:)`).
    let hasHorizontalEllipsis: Bool
    /// ASCII advance adjustments by size (`asciiAdvanceAdjustments`).
    let asciiAdjustmentTables = Locked<[ASCIIAdjustmentKey: [Double]]>([:])

    init(
        id: Int, face: RegisteredFace, weight: FontWeight, isItalic: Bool, variations: [(tag: String, value: Double)],
        isSystemStandIn: Bool = false, isAppleSystemFont: Bool = false, emoji: (metrics: EmojiMetrics, size: Double)? = nil
    ) throws(OversetTextError) {
        let harfBuzzFace = try face.harfBuzzFace()
        let harfBuzzFont = HarfBuzzFont(face: harfBuzzFace, variations: variations)
        self.id = id
        self.familyName = face.familyName
        self.styleName = face.styleName
        self.weight = weight
        self.isItalic = isItalic
        self.path = face.path
        self.faceIndex = face.index
        self.variations = Dictionary(variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { $1 })
        self.harfBuzzFont = harfBuzzFont
        self.coversASCII = (0..<128).map { harfBuzzFont.hasGlyph(for: Unicode.Scalar(UInt8($0))) }
        self.hasHorizontalEllipsis = harfBuzzFont.hasGlyph(for: "\u{2026}")
        self.isSystemStandIn = isSystemStandIn
        self.isAppleSystemFont = isAppleSystemFont
        self.trackingTable = harfBuzzFace.table("trak").flatMap { TrackingTable(trak: $0) }
        let upem = Double(harfBuzzFace.unitsPerEm)
        let vertical = harfBuzzFont.verticalMetrics()
        // The fallbacks are only for fonts that lack the tables; every bundled font has them.
        var metrics = FontMetrics(
            unitsPerEm: upem,
            ascender: vertical.ascender ?? upem * 0.8,
            descender: vertical.descender ?? -upem * 0.2,
            lineGap: vertical.lineGap ?? 0,
            capHeight: vertical.capHeight ?? upem * 0.7,
            xHeight: vertical.xHeight ?? upem * 0.5,
            usesTypoMetrics: face.usesTypoMetrics)
        if isSystemStandIn {
            metrics.ascender = SystemFontCalibration.ascender * upem
            metrics.descender = SystemFontCalibration.descender * upem
            metrics.lineGap = SystemFontCalibration.lineGap * upem
        }
        // Apple's emoji metrics at the drawn size, in this font's units at the text's size.
        if let emoji, let ownAdvance = harfBuzzFont.advance(of: "\u{1F600}") {
            let units = upem * emoji.metrics.drawnSize(emoji.size) / emoji.size
            metrics.ascender = emoji.metrics.ascent * units
            metrics.descender = -emoji.metrics.descent * units
            metrics.lineGap = emoji.metrics.lineGap * units
            self.emojiStandIn = EmojiStandIn(metrics: emoji.metrics, ownAdvance: ownAdvance / upem)
        } else {
            self.emojiStandIn = nil
        }
        self.metrics = metrics
    }

    /// Whether the font has a glyph for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? coversASCII[Int(scalar.value)] : harfBuzzFont.hasGlyph(for: scalar)
    }

    public static func == (lhs: Font, rhs: Font) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String {
        "\(isSystemStandIn ? "system (\(familyName) calibrated to iOS)" : familyName) \(weight)\(isItalic ? " italic" : "") (\(path)#\(faceIndex))"
    }
}

extension Font {
    /// Points added to the advance of a grapheme drawn with this font at `size`: the "system"
    /// stand-in's correction toward iOS's advances, and the `trak` table's tracking. Measuring
    /// and drawing both use it, so that they agree.
    ///
    /// - Parameter tabularDigits: whether the run asks for tabular digits (`tnum`).
    func advanceAdjustment(for character: Character, size: Double, tabularDigits: Bool) -> Double {
        var points = 0.0
        if isSystemStandIn {
            points += SystemFontCalibration.advanceCorrection(
                for: character, size: size, weight: Double(weight.value), tabularDigits: tabularDigits)
        }
        if let trackingTable {
            points += trackingTable.value(atPointSize: size) * metrics.pointsPerUnit(atSize: size)
        }
        if isAppleSystemFont {
            points -= SystemFontCalibration.uiCutTightening(size: size)
        }
        if let emojiStandIn {
            points += emojiStandIn.advanceAdjustment(size: size)
        }
        return points
    }

    /// Whether `advanceAdjustment` can be non-zero.
    var adjustsAdvances: Bool { isSystemStandIn || isAppleSystemFont || trackingTable != nil || emojiStandIn != nil }
}
