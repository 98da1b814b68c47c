import Foundation
import OversetLayout
import OversetStyle
import OversetText
import OversetPlumbing

/// `overset styles`: a theme's type ramp across content size categories.
enum StylesCommand {
    static let spec = CommandSpec(
        name: "styles",
        abstract: "Show a theme's type ramp: every text style at every Dynamic Type size.",
        usage: ["[--theme <name-or-file>] [--preset <name>] [--categories <list>] [--json] [--svg <file>]"],
        options: [
            .init(name: "--theme", valueName: "name-or-file", help: "apple (default), designFoundation, bedrock, or a DTCG token .json file."),
            .init(name: "--preset", valueName: "name", help: "The theme preset (default: default)."),
            .init(name: "--categories", valueName: "list", help: "Sizes to show: L, XS,M, L...AX5 or all (default all)."),
            .init(name: "--json", valueName: nil, help: "Print the resolved styles as JSON."),
            .init(name: "--svg", valueName: "file", help: "Also draw the ramp from real glyph outlines into an SVG file."),
            .init(name: "--sample", valueName: "text", help: "The text each SVG cell draws (default Aa)."),
            .init(name: "--default-tracking", valueName: "mode", help: "none, automatic (SF Pro's table for SF Pro) or interDynamicMetrics."),
            .init(name: "--system-font", valueName: "font", help: "What \"system\" means: inter (bundled, default) or sfPro (if installed)."),
            .init(name: "--scale", valueName: "factor", help: "Display scale for pixel rounding; 0 = none (default 3)."),
            .init(name: "--font-path", valueName: "path", help: "Also load this font file or directory (for the SVG)."),
            .init(name: "--no-system-fonts", valueName: nil, help: "Draw only with bundled fonts (and --font-path), never fontconfig's."),
        ],
        discussion: """
            The table gives size/leading in points per style and size category; a leading of "-" means the
            font's own line height (custom sizes without a line height). Tracking is shown at Large.
            """)

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        try parsed.requireNoPositionals()
        var theme = try ThemeArgument.load(parsed.values["--theme"] ?? "apple")
        if let mode = parsed.values["--default-tracking"] {
            guard let tracking = DefaultTracking(rawValue: mode) else {
                throw UsageError("--default-tracking expects none, automatic or interDynamicMetrics, got '\(mode)'")
            }
            theme.defaultTracking = tracking
        }
        if let font = parsed.values["--system-font"] {
            switch font.lowercased() {
            case "inter": theme.systemFont = .inter
            case "sfpro", "sf-pro": theme.systemFont = .sfPro
            default: throw UsageError("--system-font expects inter or sfPro, got '\(font)'")
            }
        }
        let displayScale = try parsed.double("--scale") ?? 3
        guard displayScale.isFinite, displayScale >= 0, displayScale <= 1000 else {
            throw UsageError("--scale expects pixels per point from 0 to 1000, got '\(parsed.values["--scale"]!)'")
        }
        let categories = try parsed.values["--categories"].map { text throws(OversetStyleError) in try DynamicTypeSize.list(parsing: text) }
            ?? DynamicTypeSize.allCases
        let preset = parsed.values["--preset"]
        let ramp = try theme.ramp(preset: preset, categories: categories, displayScale: displayScale)
        let presetName = preset ?? Theme.defaultPresetName

        if let svgPath = parsed.values["--svg"] {
            let engine = try TextEngine(registry: FontRegistry(options: .init(
                additionalFontPaths: parsed.values["--font-path"].map { [$0] } ?? [],
                usesSystemFonts: !parsed.flags.contains("--no-system-fonts"))))
            let svg = try TypeRampSVG(theme: theme.name, preset: presetName, ramp: ramp, categories: categories,
                                      sample: parsed.values["--sample"] ?? "Aa", engine: engine, displayScale: displayScale)
            try OutputFile.write(svg.text, to: svgPath)
        }
        if parsed.flags.contains("--json") {
            print(json(theme: theme, preset: presetName, categories: categories, ramp: ramp).text)
        } else {
            print(table(theme: theme, preset: presetName, categories: categories, ramp: ramp), terminator: "")
        }
        return 0
    }

    static func table(theme: Theme, preset: String, categories: [DynamicTypeSize], ramp: [[ResolvedTextStyle]]) -> String {
        let definitions = Dictionary(uniqueKeysWithValues: theme.styles.map { ($0.name, $0) })
        let rows = ramp.map { row -> [String] in
            let first = row[0]
            let atLarge = (try? theme.resolve(first.name, category: .large, preset: preset)) ?? first
            return [first.name, base(of: definitions[first.name]!.size), first.weight.description,
                    short(first.lineSpacing), short(atLarge.tracking)]
                + row.map { "\(short($0.size))/\($0.leading.map(short) ?? "-")" }
        }
        let header = ["STYLE", "BASE", "WEIGHT", "SPACING", "TRACKING"] + categories.map(\.shortName)
        return "\(theme.name) · preset \(preset) · size/leading in points\n\n"
            + TextTable(header: header, rows: rows).text
    }

    /// At most two decimals: a table is for reading; JSON has the exact values.
    private static func short(_ value: Double) -> String {
        NumberText.shortest((value * 100).rounded() / 100)
    }

    private static func base(of size: TextStyleDefinition.Size) -> String {
        switch size {
        case .textStyle(let style): return style.rawValue
        case .custom(let points, let style): return "\(NumberText.shortest(points))pt~\(style.rawValue)"
        case .fixed(let points): return "\(NumberText.shortest(points))pt fixed"
        }
    }

    static func json(theme: Theme, preset: String, categories: [DynamicTypeSize], ramp: [[ResolvedTextStyle]]) -> JSONValue {
        .object([
            ("theme", .string(theme.name)),
            ("preset", .string(preset)),
            ("presets", .array(theme.presetNames.map(JSONValue.string))),
            ("categories", .array(categories.map { .string($0.name) })),
            ("styles", .array(ramp.map { row in
                .object([
                    ("name", .string(row[0].name)),
                    ("textStyle", row[0].textStyle.map { .string($0.rawValue) } ?? .null),
                    ("sizes", .array(row.map { style in
                        .object([
                            ("category", .string(style.category.name)),
                            ("family", .string(style.family)),
                            ("size", .number(style.size)),
                            ("weight", .integer(style.weight.value)),
                            ("italic", .bool(style.isItalic)),
                            ("leading", style.leading.map(JSONValue.number) ?? .null),
                            ("lineSpacing", .number(style.lineSpacing)),
                            ("tracking", .number(style.tracking)),
                        ])
                    })),
                ])
            })),
        ])
    }
}
