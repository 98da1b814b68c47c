import OversetStyle

/// `@ScaledMetric(relativeTo:)`: a length that grows with Dynamic Type as a custom font size
/// relative to a text style does (`TextStyle.scaledMetric`), resolved at the Dynamic Type size the
/// view is laid out at (clamped by `dynamicTypeSize(_:)`), on the theme's curve, rounded to the
/// pixel.
///
/// ```swift
/// Image("avatar").frame(width: ScaledMetric(44), height: ScaledMetric(44))
/// VStack(spacing: .scaled(ScaledMetric(8, relativeTo: .footnote))) { … }
/// ```
public struct ScaledMetric: Hashable, Sendable {
    /// The length at the Large size, in points.
    public var value: Double
    /// The text style it scales with.
    public var relativeTo: TextStyle

    /// The largest base length either way, in points (a bound on input; the scaled length is
    /// checked again where it is used, so a base near the bound may be refused at large sizes).
    public static let maximumValue = 10_000.0

    /// `@ScaledMetric(relativeTo:) var x = value`: `value` points at the Large size.
    ///
    /// - Parameters:
    ///   - value: the length at the Large size, in points, within ±`maximumValue`.
    ///   - relativeTo: the text style whose scale it follows (body unless given).
    public init(_ value: Double, relativeTo: TextStyle = .body) {
        self.value = value
        self.relativeTo = relativeTo
    }
}
