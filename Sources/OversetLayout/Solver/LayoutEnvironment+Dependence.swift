extension LayoutEnvironment {
    /// Which of an environment's values a view tree depends on: a tree read from SwiftUI source
    /// may branch on the Dynamic Type size, the layout direction or Bold Text, so it is built per
    /// environment — once for every environment that agrees on the values it read.
    public struct Dependence: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `\.dynamicTypeSize`, `\.sizeCategory`, and `@ScaledMetric`.
        public static let category = Dependence(rawValue: 1)
        /// `\.legibilityWeight`.
        public static let legibilityWeight = Dependence(rawValue: 2)
        /// `\.layoutDirection`.
        public static let layoutDirection = Dependence(rawValue: 4)
        /// `\.locale`.
        public static let locale = Dependence(rawValue: 8)
        /// `\.displayScale` (and `@ScaledMetric`, which rounds to the pixel).
        public static let displayScale = Dependence(rawValue: 16)
        /// The screen's size (`\.horizontalSizeClass` and the like).
        public static let width = Dependence(rawValue: 32)
    }

    /// The values of `dependence`, for comparing two environments on them; the others are left
    /// at a fixed value.
    public func projected(onto dependence: Dependence) -> LayoutEnvironment {
        var projected = LayoutEnvironment(category: .large, preset: nil, width: 0, displayScale: 0, locale: "", isRightToLeft: false)
        if dependence.contains(.category) { projected.category = category }
        if dependence.contains(.legibilityWeight) { projected.legibilityWeight = legibilityWeight }
        if dependence.contains(.layoutDirection) { projected.isRightToLeft = isRightToLeft }
        if dependence.contains(.locale) { projected.locale = locale }
        if dependence.contains(.displayScale) { projected.displayScale = displayScale }
        if dependence.contains(.width) { projected.width = width }
        return projected
    }
}
