import Foundation
import OversetLayout
import OversetPlumbing
import OversetStyle
import OversetText

/// `overset styles`: a theme's type ramp across content size categories.
enum StylesCommand {
    static let theme = CommandSpec.Option(
        name: "--theme", valueName: "name-or-file", help: "apple (default), designFoundation, bedrock, or a DTCG token .json file.")
    static let preset = CommandSpec.Option(name: "--preset", valueName: "name", help: "The theme preset (default: default).")
    static let categories = CommandSpec.Option(name: "--categories", valueName: "list", help: "Sizes to show: L, XS,M, L...AX5 or all (default all).")
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the resolved styles as JSON.")
    static let svg = CommandSpec.Option(
        name: "--svg", valueName: "file", help: "Also draw the ramp from real glyph outlines into an SVG file ('-': stdout, instead of the table).")
    static let sample = CommandSpec.Option(
        name: "--sample", valueName: "text", help: "The text each SVG cell draws (default Aa; at most 100 characters).")
    /// The longest `--sample`: a word or a short phrase, as a type specimen shows.
    static let maximumSampleLength = 100
    static let defaultTracking = CommandSpec.Option(
        name: "--default-tracking", valueName: "mode", help: "none, automatic (SF Pro's table for SF Pro) or interDynamicMetrics.")
    static let systemFont = CommandSpec.Option(
        name: "--system-font", valueName: "font", help: "What \"system\" means: inter (bundled, default) or sfPro (if installed).")
    static let scale = CommandSpec.Option(name: "--scale", valueName: "factor", help: "Display scale for pixel rounding; 0 = none (default 3).")

    static let spec = CommandSpec(
        name: "styles",
        abstract: "Show a theme's type ramp: every text style at every Dynamic Type size.",
        usage: ["[--theme <name-or-file>] [--preset <name>] [--categories <list>] [--json] [--svg <file>]"],
        options: [
            theme, preset, categories, json, svg, sample, defaultTracking, systemFont, scale,
            FontOptions.fontPath.withHelp("Also load this font file or directory (for the SVG)."),
            FontOptions.noSystemFonts.withHelp("Draw only with bundled fonts (and --font-path), never fontconfig's."),
        ],
        discussion: """
            The table gives size/leading in points per style and size category; a leading of "-" means the
            font's own line height (custom sizes without a line height). Tracking is shown at Large.
            """)

    /// The command's arguments, parsed and checked.
    struct Arguments {
        var theme: String
        var preset: String?
        var categories: [DynamicTypeSize]
        var printsJSON: Bool
        /// Where the SVG goes: a file, or standard output (`--svg -`) instead of the table.
        var svg: SVGDestination?
        var sample: String
        var defaultTracking: DefaultTracking?
        var systemFont: SystemFont?
        var displayScale: Double
        var fonts: FontOptions

        /// - Throws: `UsageError` or `OversetStyleError` for a bad value.
        init(_ parsed: ParsedArguments) throws {
            try parsed.requireNoPositionals()
            theme = parsed[StylesCommand.theme] ?? "apple"
            preset = parsed[StylesCommand.preset]
            categories = try parsed.categories(StylesCommand.categories) ?? DynamicTypeSize.allCases
            printsJSON = parsed.isSet(StylesCommand.json)
            svg = parsed[StylesCommand.svg].map { $0 == OutputFile.standardOutputPath ? .standardOutput : .file($0) }
            if case .standardOutput = svg, printsJSON {
                throw UsageError("--svg - and --json both write to standard output; give --svg a file")
            }
            sample = parsed[StylesCommand.sample] ?? "Aa"
            // Each cell draws the sample at every category: a long one makes megabytes of SVG.
            guard (1...StylesCommand.maximumSampleLength).contains(sample.count) else {
                throw UsageError("--sample expects 1 to \(StylesCommand.maximumSampleLength) characters, got \(sample.count)")
            }
            if let mode = parsed[StylesCommand.defaultTracking] {
                guard let tracking = DefaultTracking(rawValue: mode) else {
                    throw UsageError("--default-tracking expects none, automatic or interDynamicMetrics, got '\(mode)'")
                }
                defaultTracking = tracking
            }
            if let font = parsed[StylesCommand.systemFont] {
                switch font.lowercased() {
                case "inter": systemFont = .inter
                case "sfpro", "sf-pro": systemFont = .sfPro
                default: throw UsageError("--system-font expects inter or sfPro, got '\(font)'")
                }
            }
            displayScale = try parsed.displayScale(StylesCommand.scale) ?? 3
            fonts = FontOptions(parsed)
            // Checked before the theme is read, as `audit` checks its outputs; it may not replace
            // the theme's token file or a font.
            if case .file(let path) = svg {
                try OutputFile.check([path], inputs: [RunInput(path: theme, role: StylesCommand.theme.name)] + RunInput.fonts(fonts))
            }
        }
    }

    /// Where `--svg` draws the ramp.
    enum SVGDestination {
        case file(String)
        case standardOutput
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0.
    static func run(_ arguments: Arguments) throws -> Int32 {
        var theme = try ThemeArgument.load(arguments.theme)
        Warnings.report(theme.warnings)
        if let tracking = arguments.defaultTracking { theme.defaultTracking = tracking }
        if let font = arguments.systemFont { theme.systemFont = font }
        let ramp = try TypeRamp(theme: theme, preset: arguments.preset, categories: arguments.categories, displayScale: arguments.displayScale)
        switch arguments.svg {
        case .file(let path):
            try OutputFile.write(try ramp.svg(sample: arguments.sample, engine: try arguments.fonts.engine()), to: path)
        case .standardOutput:
            try StandardOutput.write(try ramp.svg(sample: arguments.sample, engine: try arguments.fonts.engine()))
            return 0
        case nil:
            break
        }
        try StandardOutput.write(arguments.printsJSON ? ramp.jsonText + "\n" : ramp.table)
        return 0
    }
}
