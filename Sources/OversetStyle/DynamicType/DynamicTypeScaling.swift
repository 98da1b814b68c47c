/// How custom values follow Dynamic Type: `Font.custom(_:size:relativeTo:)` and `@ScaledMetric`.
///
/// Apple publishes no scaling curve. Overset follows the reconstruction in OpenSwiftUI
/// (`Font.scaleFactor(textStyle:in:)`): the factor is the style's size now over its size at
/// Large, taken from the Dynamic Type table. Measured UIKit values can differ by a fraction of a
/// point away from Large (a custom 17 relative to body is 16.33 at Medium on a device, 16 here).
extension TextStyle {
    /// The style's size at `size` divided by its size at Large.
    public func scaleFactor(at size: DynamicTypeSize) -> Double {
        pointSize(at: size) / pointSize(at: .large)
    }

    /// A custom font size at `size`, as `Font.custom(_:size:relativeTo:)` scales it: the size
    /// times the style's scale factor, rounded to whole points, then clamped.
    ///
    /// - Parameters:
    ///   - points: the font size at Large.
    ///   - size: the content size category.
    ///   - maximumPointSize: the largest size allowed, or nil.
    public func scaledFontSize(_ points: Double, at size: DynamicTypeSize, maximumPointSize: Double? = nil) -> Double {
        let scaled = (points * scaleFactor(at: size)).rounded()
        return maximumPointSize.map { min(scaled, $0) } ?? scaled
    }

    /// A layout value at `size`, as `@ScaledMetric(relativeTo:)` scales it: the value times the
    /// style's scale factor, rounded to the nearest pixel of `displayScale`.
    ///
    /// - Parameters:
    ///   - value: the value at Large, in points.
    ///   - size: the content size category.
    ///   - displayScale: pixels per point (3 for @3x); 0 leaves the value unrounded.
    public func scaledMetric(_ value: Double, at size: DynamicTypeSize, displayScale: Double = 3) -> Double {
        let scaled = value * scaleFactor(at: size)
        guard displayScale > 0 else { return scaled }
        return (scaled * displayScale).rounded() / displayScale
    }
}
