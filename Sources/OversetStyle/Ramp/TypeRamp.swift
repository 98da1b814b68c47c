internal import OversetPlumbing

/// A theme's type ramp: every text style at every Dynamic Type size asked for, resolved — what
/// `overset styles` prints as a table or JSON and draws as SVG.
public struct TypeRamp: Sendable {
    public let theme: Theme
    /// The preset's name ("default" for the theme itself).
    public let preset: String
    public let categories: [DynamicTypeSize]
    /// A row per style, in the theme's order; a column per category.
    public let rows: [[ResolvedTextStyle]]
    /// The display scale the sizes were resolved for.
    public let displayScale: Double

    /// The ramp of `theme` in `preset` at `categories`.
    ///
    /// - Throws: `OversetStyleError` for an unknown preset.
    public init(theme: Theme, preset: String? = nil, categories: [DynamicTypeSize] = DynamicTypeSize.allCases, displayScale: Double = 3)
        throws(OversetStyleError)
    {
        self.theme = theme
        self.preset = preset ?? Theme.defaultPresetName
        self.categories = categories
        self.displayScale = displayScale
        rows = try theme.ramp(preset: preset, categories: categories, displayScale: displayScale)
    }

    /// The ramp as a table: size/leading per style and category, with each style's base, weight,
    /// line spacing and tracking at Large.
    public var table: String {
        let definitions = Dictionary(uniqueKeysWithValues: theme.styles.map { ($0.name, $0) })
        let rows = self.rows.map { row -> [String] in
            let first = row[0]
            let atLarge = (try? theme.resolve(first.name, category: .large, preset: preset)) ?? first
            return [
                TerminalText.escaped(first.name), Self.base(of: definitions[first.name]!.size), first.weight.description,
                Self.short(first.lineSpacing), Self.short(atLarge.tracking),
            ]
                + row.map { "\(Self.short($0.size))/\($0.leading.map(Self.short) ?? "-")" }
        }
        let header = ["STYLE", "BASE", "WEIGHT", "SPACING", "TRACKING"] + categories.map(\.shortName)
        return TerminalText.escaped("\(theme.name) · preset \(preset) · size/leading in points") + "\n\n" + TextTable(header: header, rows: rows).text
    }

    /// At most two decimals: a table is for reading; JSON has the exact values.
    private static func short(_ value: Double) -> String {
        NumberText.rounded(value, places: 2)
    }

    private static func base(of size: TextStyleDefinition.Size) -> String {
        switch size {
        case .textStyle(let style): return style.rawValue
        case .custom(let points, let style): return "\(NumberText.shortest(points))pt~\(style.rawValue)"
        case .fixed(let points): return "\(NumberText.shortest(points))pt fixed"
        }
    }
}
