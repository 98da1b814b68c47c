import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle
import OversetText

/// `overset layout`: one screen of a spec laid out in one environment.
enum LayoutCommand {
    static let screen = CommandSpec.Option(name: "--screen", valueName: "name", help: "The screen to lay out (default: every screen, in order).")
    static let category = CommandSpec.Option(name: "--category", valueName: "size", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5 (default L).")
    static let width = CommandSpec.Option(name: "--width", valueName: "points", help: "Screen width (default: the screen's own, else 375).")
    static let preset = CommandSpec.Option(name: "--preset", valueName: "name", help: "Theme preset (default: the screen's, else default).")
    static let theme = CommandSpec.Option(name: "--theme", valueName: "name-or-file", help: "Theme for screens that name none (default designFoundation).")
    static let scale = CommandSpec.Option(name: "--scale", valueName: "factor", help: "Display scale for pixel rounding (default 3).")
    static let locale = CommandSpec.Option(name: "--locale", valueName: "tag", help: "Locale reported with diagnostics (default en).")
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the frame tree as JSON.")
    static let boldText = CommandSpec.Option(name: "--bold-text", valueName: nil, help: "Lay out with the Bold Text setting on.")

    static let spec = CommandSpec(
        name: "layout",
        abstract: "Lay out screens of a JSON spec as SwiftUI would and report truncation, overflow and clipping.",
        usage: ["<spec.json> [--screen <name>] [--category <size>] [--width <points>] [--preset <name>] [--scale <factor>] [--json]"],
        options: [screen, category, width, preset, theme, scale, locale, boldText, json] + FontOptions.options,
        discussion: """
            Prints each screen's frame tree: one line per view with its frame in points, texts with their lines,
            and diagnostics marked "!". Exit status: 0 no diagnostics, 1 diagnostics, 2 bad input.
            The spec format is described in docs/layout.md.
            """)

    /// The command's arguments, parsed and checked.
    struct Arguments {
        var specPath: String
        var screen: String?
        var category: DynamicTypeSize
        var width: Double?
        var preset: String?
        var theme: String
        var displayScale: Double
        var locale: String
        var printsJSON: Bool
        var boldText: Bool
        var fonts: FontOptions

        /// - Throws: `UsageError` for a missing spec or a bad value.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            guard parsed.positionals.count == 1 else {
                throw UsageError(
                    parsed.positionals.isEmpty
                        ? "missing the spec file (see 'overset layout --help')"
                        : "expected one spec file, got \(parsed.positionals.count)")
            }
            specPath = parsed.positionals[0]
            screen = parsed[LayoutCommand.screen]
            category = try parsed.category(LayoutCommand.category) ?? .large
            width = try parsed.width(LayoutCommand.width)
            preset = parsed[LayoutCommand.preset]
            theme = parsed[LayoutCommand.theme] ?? "designFoundation"
            displayScale = try parsed.displayScale(LayoutCommand.scale) ?? 3
            locale = parsed[LayoutCommand.locale] ?? "en"
            printsJSON = parsed.isSet(LayoutCommand.json)
            boldText = parsed.isSet(LayoutCommand.boldText)
            fonts = FontOptions(parsed)
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ arguments: Arguments) throws -> Int32 {
        let layoutSpec = try LayoutSpec(contentsOf: arguments.specPath)
        let screens =
            try arguments.screen.map { name throws(OversetSpecError) in [try layoutSpec.screen(named: name)] }
            ?? layoutSpec.screens
        let solver = LayoutSolver(engine: try arguments.fonts.engine())
        var results: [LayoutResult] = []
        var themes = ThemeArgument.Cache()
        for screen in screens {
            let theme = try themes.load(screen.theme ?? arguments.theme, relativeTo: arguments.specPath)
            var environment = LayoutEnvironment(
                category: arguments.category, preset: arguments.preset ?? screen.preset, width: arguments.width ?? screen.width ?? 375,
                displayScale: arguments.displayScale, locale: arguments.locale)
            environment.legibilityWeight = arguments.boldText ? .bold : .regular
            results.append(try solver.layout(screen.body, name: screen.name, theme: theme, environment: environment))
        }
        if arguments.printsJSON {
            try StandardOutput.write((results.count == 1 ? LayoutJSON.result(results[0]).text : JSONValue.array(results.map(LayoutJSON.result)).text) + "\n")
        } else {
            try StandardOutput.write(results.map(\.outline).joined(separator: "\n"))
        }
        return results.contains(where: { !$0.diagnostics.isEmpty }) ? 1 : 0
    }
}
