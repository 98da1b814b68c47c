import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle
import OversetText

/// `overset layout`: screens of a spec laid out in one environment, prepared exactly as
/// `overset audit` prepares them, so that every finding's command reproduces it.
enum LayoutCommand {
    static let screen = CommandSpec.Option(name: "--screen", valueName: "name", help: "The screen to lay out (default: every screen, in order).")
    static let category = CommandSpec.Option(name: "--category", valueName: "size", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5 (default L).")
    static let width = CommandSpec.Option(name: "--width", valueName: "points", help: "Screen width (default: the screen's own, else 375).")
    static let preset = CommandSpec.Option(name: "--preset", valueName: "name", help: "Theme preset (default: the screen's, else default).")
    static let theme = CommandSpec.Option(name: "--theme", valueName: "name-or-file", help: "Theme for screens that name none (default designFoundation).")
    static let scale = CommandSpec.Option(name: "--scale", valueName: "factor", help: "Display scale for pixel rounding (default 3).")
    static let locale = CommandSpec.Option(
        name: "--locale", valueName: "tag",
        help: "Locale: texts given by key come from --strings in it; en-XA and ar-XB are pseudo-locales (default en).")
    static let strings = CommandSpec.Option(name: "--strings", valueName: "file", help: "An Xcode String Catalog (.xcstrings) for texts given by key.")
    static let device = CommandSpec.Option(
        name: "--device", valueName: "device", help: "Whose String Catalog device variations to read (default iphone).")
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the frame tree as JSON.")
    static let boldText = CommandSpec.Option(name: "--bold-text", valueName: nil, help: "Lay out with the Bold Text setting on.")

    static let spec = CommandSpec(
        name: "layout",
        abstract: "Lay out screens of a JSON spec as SwiftUI would and report truncation, overflow and clipping.",
        usage: [
            "[<spec.json>] [--screen <name>] [--category <size>] [--width <points>] [--preset <name>] [--locale <tag>] [--strings <file>] [--json]"
        ],
        options: [screen, category, width, preset, theme, scale, locale, strings, device, boldText, json] + FontOptions.options,
        discussion: """
            Prints each screen's frame tree: one line per view with its frame in points, texts with the strings
            laid out and their lines, and diagnostics marked "!". With no spec, lays out the bundled gallery.
            Every audit finding names the layout command that reproduces it. Exit status: 0 no diagnostics,
            1 diagnostics, 2 bad input. The spec format is described in docs/layout.md.
            """)

    /// The command's arguments, parsed and checked.
    struct Arguments {
        var specPath: String?
        var screen: String?
        var category: DynamicTypeSize
        var width: Double?
        var preset: String?
        var theme: String
        var displayScale: Double
        var locale: String
        var catalogPath: String?
        var device: StringCatalog.Device
        var printsJSON: Bool
        var boldText: Bool
        var fonts: FontOptions

        /// - Throws: `UsageError` for more than one spec or a bad value.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            guard parsed.positionals.count <= 1 else { throw UsageError("expected one spec file, got \(parsed.positionals.count)") }
            specPath = parsed.positionals.first
            screen = parsed[LayoutCommand.screen]
            category = try parsed.category(LayoutCommand.category) ?? .large
            width = try parsed.width(LayoutCommand.width)
            preset = parsed[LayoutCommand.preset]
            theme = parsed[LayoutCommand.theme] ?? ThemeArgument.defaultName
            displayScale = try parsed.displayScale(LayoutCommand.scale) ?? LayoutEnvironment.defaultDisplayScale
            locale = parsed[LayoutCommand.locale] ?? "en"
            catalogPath = parsed[LayoutCommand.strings]
            device = try parsed.device(LayoutCommand.device) ?? .iphone
            printsJSON = parsed.isSet(LayoutCommand.json)
            boldText = parsed.isSet(LayoutCommand.boldText)
            fonts = FontOptions(parsed)
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ arguments: Arguments) throws -> Int32 {
        let setup = try ScreenSetup(
            specPaths: arguments.specPath.map { [$0] } ?? [], names: arguments.screen.map { [$0] }, theme: arguments.theme,
            catalogPath: arguments.catalogPath, device: arguments.device)
        let runner = AuditRunner(solver: LayoutSolver(engine: try arguments.fonts.engine()), localizer: Localizer(catalog: setup.catalog), jobs: 1)
        var results: [LayoutResult] = []
        var notes: [Localizer.Note] = []
        for screen in setup.screens {
            let environment = AuditMatrix.environment(
                category: arguments.category, preset: arguments.preset ?? screen.preset ?? Theme.defaultPresetName,
                width: arguments.width ?? screen.width ?? 375, displayScale: arguments.displayScale, locale: arguments.locale,
                legibilityWeight: arguments.boldText ? .bold : .regular)
            let (layout, screenNotes) = try runner.layout(screen, in: environment)
            results.append(layout)
            notes += screenNotes.filter { !notes.contains($0) }
        }
        if arguments.printsJSON {
            try StandardOutput.write((results.count == 1 ? LayoutJSON.result(results[0]).text : JSONValue.array(results.map(LayoutJSON.result)).text) + "\n")
        } else {
            let noteLines = notes.isEmpty ? "" : "\nNotes:\n" + notes.map { "  \($0.locale) \($0.key): \($0.message)\n" }.joined()
            try StandardOutput.write(results.map(\.outline).joined(separator: "\n") + noteLines)
        }
        return results.contains(where: { !$0.diagnostics.isEmpty }) ? 1 : 0
    }
}
