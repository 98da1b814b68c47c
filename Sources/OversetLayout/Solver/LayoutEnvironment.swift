import OversetStyle

/// The conditions of one layout: the text size, theme preset, screen width, display scale and
/// locale.
public struct LayoutEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type size.
    public var category: DynamicTypeSize
    /// The theme preset, or nil for "default".
    public var preset: String?
    /// The screen width in points; the root view is offered it.
    public var width: Double
    /// Pixels per point (3 for @3x).
    public var displayScale: Double
    /// The locale the texts are in (BCP 47), reported with diagnostics.
    public var locale: String

    /// An environment; defaults are an iPhone at the default text size.
    public init(category: DynamicTypeSize = .large, preset: String? = nil, width: Double = 375,
                displayScale: Double = 3, locale: String = "en") {
        self.category = category
        self.preset = preset
        self.width = width
        self.displayScale = displayScale
        self.locale = locale
    }

    public var description: String {
        "\(category.shortName), preset \(preset ?? "default"), width \(Rect.format(width)), @\(Rect.format(displayScale))x, \(locale)"
    }
}
