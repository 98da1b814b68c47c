/// A named variant of a theme that replaces some of its styles and tokens (DesignFoundation's
/// Slate, Copper, Aurora, Sage).
public struct ThemePreset: Hashable, Sendable {
    /// The preset's name.
    public var name: String
    /// Styles that replace the theme's styles of the same names.
    public var styles: [TextStyleDefinition]
    /// A spacing scale replacing the theme's, or nil to keep it.
    public var spacing: SpacingScale?
    /// A radius scale replacing the theme's, or nil to keep it.
    public var radius: RadiusScale?
    /// Component tokens replacing the theme's, or nil to keep them.
    public var components: ComponentTokens?

    /// A preset.
    public init(
        _ name: String, styles: [TextStyleDefinition] = [], spacing: SpacingScale? = nil,
        radius: RadiusScale? = nil, components: ComponentTokens? = nil
    ) {
        self.name = name
        self.styles = styles
        self.spacing = spacing
        self.radius = radius
        self.components = components
    }
}

/// The font family that stands in for "system".
///
/// Apple's system font cannot be redistributed; Overset bundles Inter. Users with SF Pro on their
/// machine can point the "system" family at it.
public struct SystemFont: Hashable, Sendable {
    /// The family used below `displayFromSize`.
    public var textFamily: String
    /// The family used at `displayFromSize` and above.
    public var displayFamily: String
    /// The size in points from which the display family is used.
    public var displayFromSize: Double
    /// The family for `design: .rounded` (SF Pro Rounded), or nil for the system font itself.
    public var roundedFamily: String?
    /// The family for `design: .serif` (New York), or nil for the system font itself.
    public var serifFamily: String?
    /// The family for `design: .monospaced` (SF Mono): the engine's bundled monospaced family
    /// unless the theme names another.
    public var monospacedFamily = "monospaced"

    /// A system font stand-in.
    public init(
        textFamily: String, displayFamily: String, displayFromSize: Double = 20, roundedFamily: String? = nil, serifFamily: String? = nil
    ) {
        self.textFamily = textFamily
        self.displayFamily = displayFamily
        self.displayFromSize = displayFromSize
        self.roundedFamily = roundedFamily
        self.serifFamily = serifFamily
    }

    /// The bundled stand-in: the engine's "system" family, Inter calibrated to iOS's measured
    /// system-font advances and line height at every size (no switch at 20 pt; docs/fidelity.md).
    public static let inter = SystemFont(textFamily: "system", displayFamily: "system")
    /// SF Pro, when the user has it: SF Pro Text below 20 pt, SF Pro Display from 20 pt.
    public static let sfPro = SystemFont(textFamily: "SF Pro Text", displayFamily: "SF Pro Display")

    /// The family for text at `size` points.
    public func family(atSize size: Double) -> String {
        size >= displayFromSize ? displayFamily : textFamily
    }
}
