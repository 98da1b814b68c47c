/// Vertical metrics of a font in font units.
///
/// Ascender, descender and line gap come from hhea, or from the OS/2 typo metrics when the font
/// sets USE_TYPO_METRICS (HarfBuzz's `hb_ot_metrics` makes that choice).
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em.
    public var unitsPerEm: Double
    /// Distance from the baseline up to the top of the line, positive.
    public var ascender: Double
    /// Distance from the baseline to the bottom of the line, negative as in the font.
    public var descender: Double
    /// Extra space the font asks for below the descender.
    public var lineGap: Double
    /// Height of capital letters.
    public var capHeight: Double
    /// Height of lowercase letters.
    public var xHeight: Double
    /// Whether the OS/2 USE_TYPO_METRICS flag is set.
    public var usesTypoMetrics: Bool

    /// Natural line height in font units: ascender − descender + lineGap.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// Points per font unit at `size` points.
    @inlinable
    public func pointsPerUnit(atSize size: Double) -> Double { size / unitsPerEm }
}
