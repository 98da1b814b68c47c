/// SwiftUI's values that view code passes to modifiers of no layout effect (`View+Neutral.swift`),
/// so that pasted code compiles: each has the common cases and changes nothing in layout.
public struct Animation: Sendable {
    public static let `default` = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation(), linear = Animation()
    public static let spring = Animation(), bouncy = Animation(), smooth = Animation(), snappy = Animation()
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}

/// `AnyTransition`.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), slide = AnyTransition(), scale = AnyTransition(), identity = AnyTransition()
    public static func move(edge: Edges) -> AnyTransition { AnyTransition() }
}

/// `AccessibilityTraits`.
public struct AccessibilityTraits: Sendable {
    public static let isButton = AccessibilityTraits(), isHeader = AccessibilityTraits(), isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits(), isImage = AccessibilityTraits(), isStaticText = AccessibilityTraits()
}

/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
}

/// `Angle`.
public struct Angle: Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
    public static func radians(_ radians: Double) -> Angle { Angle() }
}

/// `SymbolRenderingMode`.
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// `SymbolVariants`.
public struct SymbolVariants: Sendable {
    public static let none = SymbolVariants(), fill = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants()
    public static let slash = SymbolVariants()
}

/// `ColorScheme`.
public enum ColorScheme: Sendable {
    case light, dark
}
