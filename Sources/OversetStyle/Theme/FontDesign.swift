/// SwiftUI's `Font.Design`: the system font's designs. Custom fonts keep their own design.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    /// SF Pro.
    case `default`
    /// SF Pro Rounded: SF Pro's metrics with rounded ends (`SystemFont.roundedFamily`).
    case rounded
    /// New York (`SystemFont.serifFamily`).
    case serif
    /// SF Mono (`SystemFont.monospacedFamily`).
    case monospaced
}

/// SwiftUI's `Font.Width`: how wide the system font is drawn.
public enum FontWidth: String, Hashable, Sendable, CaseIterable {
    case compressed, condensed, standard, expanded

    /// The OpenType `wdth` axis value (percent of the normal width) this width asks for. The
    /// values are the registry's names for these widths (OpenType `usWidthClass`: extra-condensed
    /// 62.5, condensed 75, normal 100, expanded 125); where SF Pro's variable font places its
    /// Compressed, Condensed and Expanded instances is not public, so these are estimates, and
    /// fonts without a `wdth` axis (the bundled stand-in) draw their one width (docs/fidelity.md).
    public var percent: Double {
        switch self {
        case .compressed: return 62.5
        case .condensed: return 75
        case .standard: return 100
        case .expanded: return 125
        }
    }
}

extension SystemFont {
    /// The family that draws `design` at `size` points: the system font's own for the default
    /// design, else the family the theme names for the design; nil when it names none, so that
    /// the system font stands in (SF Pro Rounded is drawn on SF Pro's metrics; New York has no
    /// bundled stand-in).
    public func family(for design: FontDesign, atSize size: Double) -> String? {
        switch design {
        case .default: return family(atSize: size)
        case .rounded: return roundedFamily
        case .serif: return serifFamily
        case .monospaced: return monospacedFamily
        }
    }

    /// The longest family name a theme may give a design (a bound on input).
    public static let maximumFamilyNameLength = 200
}
