/// How custom values follow Dynamic Type: `Font.custom(_:size:relativeTo:)`, `@ScaledMetric`,
/// token-file styles with a `fontSize`, and component sizes scaled with a text style.
public enum CustomSizeScaling: String, Hashable, Sendable, CaseIterable {
    /// iOS's `UIFontMetrics` curve, from measurements (the default): it scales custom values
    /// less than the text style's own sizes at large categories (17 relative to body is 48 pt
    /// at AX5, not 53). Measured for body only; other styles fall back to `textStyleRatio`.
    case fontMetrics
    /// The style's size at the category over its size at Large (OpenSwiftUI's reconstruction,
    /// `Font.scaleFactor(textStyle:in:)`): what Overset did before the measurements.
    case textStyleRatio
}

extension CustomSizeScaling {
    /// `UIFontMetrics(forTextStyle: .body)`'s factor per category, XS…AX5.
    ///
    /// Measured on iOS: a custom 17 relative to body is 15 15 16 17 19 20 22 26 31 37 43 48 pt
    /// and a custom 15 is 13 14 14 15 16 18 20 23 27 33 38 42 pt (openuikit `dynamic_type.json`;
    /// 17 → 48 at AX5 also in StackOverflow question 51243804), and `scaledValue(for: 17)` is
    /// 16.333 at Medium (jaredsinclair.com, 2024-03-02). Each factor is the middle of the range
    /// that rounds both bases to their measured sizes (Medium: the measured 16.333 / 17); every
    /// factor reproduces all 24 measured sizes (`DynamicTypeScalingTests`).
    static let bodyFontMetricsFactors: [DynamicTypeSize: Double] = [
        .xSmall: 0.876, .small: 0.906, .medium: 16.333 / 17, .large: 1, .xLarge: 1.094, .xxLarge: 1.186,
        .xxxLarge: 1.312, .accessibility1: 1.529, .accessibility2: 1.814, .accessibility3: 2.186,
        .accessibility4: 2.529, .accessibility5: 2.814,
    ]
}

extension TextStyle {
    /// The factor custom values of this style are multiplied by at `size`.
    ///
    /// - Parameter scaling: the measured `UIFontMetrics` curve (body; other styles use the
    ///   ratio) or the ratio of the style's sizes.
    public func scaleFactor(at size: DynamicTypeSize, scaling: CustomSizeScaling = .fontMetrics) -> Double {
        if scaling == .fontMetrics, self == .body, let factor = CustomSizeScaling.bodyFontMetricsFactors[size] {
            return factor
        }
        return pointSize(at: size) / pointSize(at: .large)
    }

    /// A custom font size at `size`, as `Font.custom(_:size:relativeTo:)` scales it: the size
    /// times the style's scale factor, rounded to whole points (as iOS's measured sizes are),
    /// then clamped. A positive size under half a point is not rounded, so that it stays positive.
    ///
    /// - Parameters:
    ///   - points: the font size at Large.
    ///   - size: the content size category.
    ///   - maximumPointSize: the largest size allowed, or nil.
    ///   - scaling: the curve (`CustomSizeScaling`).
    public func scaledFontSize(
        _ points: Double, at size: DynamicTypeSize, maximumPointSize: Double? = nil,
        scaling: CustomSizeScaling = .fontMetrics
    ) -> Double {
        let exact = points * scaleFactor(at: size, scaling: scaling)
        // Rounding would make such a size 0, a font that draws nothing: the fuzzer found a token
        // file whose 1/6 pt body size, accepted as above 0, resolved to 0 pt at xSmall (issue 34).
        let scaled = exact > 0 && exact < 0.5 ? exact : exact.rounded()
        return maximumPointSize.map { min(scaled, $0) } ?? scaled
    }

    /// A layout value at `size`, as `@ScaledMetric(relativeTo:)` scales it: the value times the
    /// style's scale factor, rounded to the nearest pixel of `displayScale`.
    ///
    /// - Parameters:
    ///   - value: the value at Large, in points.
    ///   - size: the content size category.
    ///   - displayScale: pixels per point (3 for @3x); 0 leaves the value unrounded.
    ///   - scaling: the curve (`CustomSizeScaling`).
    public func scaledMetric(
        _ value: Double, at size: DynamicTypeSize, displayScale: Double = 3, scaling: CustomSizeScaling = .fontMetrics
    ) -> Double {
        let scaled = value * scaleFactor(at: size, scaling: scaling)
        guard displayScale > 0 else { return scaled }
        return (scaled * displayScale).rounded() / displayScale
    }
}
