/// A design system's typography and tokens: text styles, spacing, radii and component sizes,
/// with presets that vary them.
///
/// Themes are values: build one in Swift, take a built-in one (`Theme.apple`,
/// `Theme.designFoundation`, `Theme.bedrock`) or load one from a design token file.
public struct Theme: Sendable {
    /// The theme's name.
    public let name: String
    /// The text styles, in the order a type ramp lists them.
    public let styles: [TextStyleDefinition]
    /// The spacing scale of the default preset.
    public let spacing: SpacingScale
    /// The radius scale of the default preset.
    public let radius: RadiusScale
    /// Component sizes of the default preset.
    public let components: ComponentTokens
    /// The presets besides "default" (which is the theme itself).
    public let presets: [ThemePreset]
    /// Which fonts get default tracking before the styles' own.
    public var defaultTracking: DefaultTracking
    /// What the "system" family stands for.
    public var systemFont: SystemFont
    /// How custom sizes relative to a text style follow Dynamic Type.
    public var customSizeScaling: CustomSizeScaling = .fontMetrics
    /// Values of the theme's token file read one way where they could mean another (a unitless
    /// line height of 22: 22 times the size, or 22 px?), each naming the file, the token, what
    /// was assumed and how to say it explicitly. Commands print them; empty for built-in themes.
    public var warnings: [String] = []

    /// The name of the preset that is the theme itself.
    public static let defaultPresetName = "default"

    /// Every style of every preset, looked up by preset and style name.
    let stylesByPreset: [String: [String: TextStyleDefinition]]

    /// A theme.
    ///
    /// - Throws: `OversetStyleError.invalidTheme` when two styles or presets share a name, or a
    ///   preset replaces a style the theme does not have.
    public init(
        name: String, styles: [TextStyleDefinition], spacing: SpacingScale = SpacingScale(),
        radius: RadiusScale = RadiusScale(), components: ComponentTokens = ComponentTokens(),
        presets: [ThemePreset] = [], defaultTracking: DefaultTracking = .automatic,
        systemFont: SystemFont = .inter
    ) throws(OversetStyleError) {
        var base: [String: TextStyleDefinition] = [:]
        for style in styles {
            guard base.updateValue(style, forKey: style.name) == nil else {
                throw .invalidTheme(theme: name, reason: "two text styles are named '\(style.name)'")
            }
        }
        var byPreset = [Self.defaultPresetName: base]
        for preset in presets {
            guard byPreset[preset.name] == nil else {
                throw .invalidTheme(theme: name, reason: "two presets are named '\(preset.name)'")
            }
            var merged = base
            for style in preset.styles {
                guard merged.updateValue(style, forKey: style.name) != nil else {
                    throw .invalidTheme(theme: name, reason: "preset '\(preset.name)' changes text style '\(style.name)', which the theme does not have")
                }
            }
            byPreset[preset.name] = merged
        }
        self.name = name
        self.styles = styles
        self.spacing = spacing
        self.radius = radius
        self.components = components
        self.presets = presets
        self.defaultTracking = defaultTracking
        self.systemFont = systemFont
        self.stylesByPreset = byPreset
    }

    /// "default" and the presets' names, in order.
    public var presetNames: [String] { [Self.defaultPresetName] + presets.map(\.name) }

    /// The style names, in ramp order.
    public var styleNames: [String] { styles.map(\.name) }
}
