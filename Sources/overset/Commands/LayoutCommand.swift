import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText
import OversetPlumbing

/// `overset layout`: one screen of a spec laid out in one environment.
enum LayoutCommand {
    static let spec = CommandSpec(
        name: "layout",
        abstract: "Lay out screens of a JSON spec as SwiftUI would and report truncation, overflow and clipping.",
        usage: ["<spec.json> [--screen <name>] [--category <size>] [--width <points>] [--preset <name>] [--scale <factor>] [--json]"],
        options: [
            .init(name: "--screen", valueName: "name", help: "The screen to lay out (default: every screen, in order)."),
            .init(name: "--category", valueName: "size", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5 (default L)."),
            .init(name: "--width", valueName: "points", help: "Screen width (default: the screen's own, else 375)."),
            .init(name: "--preset", valueName: "name", help: "Theme preset (default: the screen's, else default)."),
            .init(name: "--theme", valueName: "name-or-file", help: "Theme for screens that name none (default designFoundation)."),
            .init(name: "--scale", valueName: "factor", help: "Display scale for pixel rounding (default 3)."),
            .init(name: "--locale", valueName: "tag", help: "Locale reported with diagnostics (default en)."),
            .init(name: "--json", valueName: nil, help: "Print the frame tree as JSON."),
            .init(name: "--font-path", valueName: "path", help: "Also load this font file or directory."),
            .init(name: "--no-system-fonts", valueName: nil, help: "Use only bundled fonts (and --font-path), never fontconfig's."),
        ],
        discussion: """
            Prints each screen's frame tree: one line per view with its frame in points, texts with their lines,
            and diagnostics marked "!". Exit status: 0 no diagnostics, 1 diagnostics, 2 bad input.
            The spec format is described in docs/layout.md.
            """)

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        guard parsed.positionals.count == 1 else {
            throw UsageError(parsed.positionals.isEmpty ? "missing the spec file (see 'overset layout --help')"
                                                        : "expected one spec file, got \(parsed.positionals.count)")
        }
        let specPath = parsed.positionals[0]
        let layoutSpec = try LayoutSpec(contentsOf: specPath)
        let screens = try parsed.values["--screen"].map { name throws(OversetSpecError) in [try layoutSpec.screen(named: name)] }
            ?? layoutSpec.screens
        let category = try parsed.values["--category"].map { text throws(UsageError) in
            guard let size = DynamicTypeSize(parsing: text) else { throw UsageError(OversetStyleError.unknownCategory(text).description) }
            return size
        } ?? .large
        let width = try parsed.double("--width")
        if let width, !(width.isFinite && width > 0) { throw UsageError("--width expects a number of points above 0, got '\(parsed.values["--width"]!)'") }
        let scale = try parsed.double("--scale") ?? 3
        guard scale.isFinite, scale >= 0, scale <= 1000 else { throw UsageError("--scale expects pixels per point from 0 to 1000") }
        let engine = try TextEngine(registry: FontRegistry(options: .init(
            additionalFontPaths: parsed.values["--font-path"].map { [$0] } ?? [],
            usesSystemFonts: !parsed.flags.contains("--no-system-fonts"))))
        let solver = LayoutSolver(engine: engine)
        var results: [LayoutResult] = []
        for screen in screens {
            let theme = try ThemeArgument.load(screen.theme ?? parsed.values["--theme"] ?? "designFoundation", relativeTo: specPath)
            let environment = LayoutEnvironment(
                category: category, preset: parsed.values["--preset"] ?? screen.preset, width: width ?? screen.width ?? 375,
                displayScale: scale, locale: parsed.values["--locale"] ?? "en")
            results.append(try solver.layout(screen.body, name: screen.name, theme: theme, environment: environment))
        }
        if parsed.flags.contains("--json") {
            print(results.count == 1 ? LayoutJSON.result(results[0]).text : JSONValue.array(results.map(LayoutJSON.result)).text)
        } else {
            print(results.map(\.outline).joined(separator: "\n"), terminator: "")
        }
        return results.contains(where: { !$0.diagnostics.isEmpty }) ? 1 : 0
    }
}
