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
    /// One value of each dimension of an audit (`AuditDimensions`): what a finding's command sets.
    static let dimensions = AuditDimensions.all.map {
        CommandSpec.Option(name: $0.layoutOption, valueName: $0.layoutOptionValueName, help: $0.layoutOptionHelp)
    }
    static let theme = CommandSpec.Option(name: "--theme", valueName: "name-or-file", help: "Theme for screens that name none (default designFoundation).")
    static let strings = CommandSpec.Option(name: "--strings", valueName: "file", help: "An Xcode String Catalog (.xcstrings) for texts given by key.")
    /// `--device`: the device dimension's option, which also names the String Catalog's device kind.
    static let device = dimensions[AuditDimensions.all.firstIndex { $0 is DeviceDimension }!]
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the frame tree as JSON.")
    static let spec = CommandSpec(
        name: "layout",
        abstract: "Lay out screens of a JSON spec as SwiftUI would and report truncation, overflow and clipping.",
        usage: [
            "[<spec.json|File.swift|directory>] [--screen <name>] [--category <size>] [--width <points> | --device <name>] [--preset <name>] [--locale <tag>] [--strings <file>] [--json]"
        ],
        options: [screen] + dimensions + [theme, strings, json] + SwiftSourceOptions.options + FontOptions.options,
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
        /// The dimensions' options given, each with its text (nil for a flag), checked.
        var environmentOptions: [(dimension: any AuditDimension, text: String?)] = []
        var theme: String
        var themeIsGiven: Bool
        var swiftSource: SwiftSourceOptions
        var catalogPath: String?
        var device: StringCatalog.Device
        var printsJSON: Bool
        var fonts: FontOptions

        /// - Throws: `UsageError` for more than one spec or a bad value.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            guard parsed.positionals.count <= 1 else { throw UsageError("expected one spec file, got \(parsed.positionals.count)") }
            specPath = parsed.positionals.first
            screen = parsed[LayoutCommand.screen]
            for (dimension, option) in zip(AuditDimensions.all, LayoutCommand.dimensions) {
                guard option.valueName == nil ? parsed.isSet(option) : parsed[option] != nil else { continue }
                environmentOptions.append((dimension, parsed[option]))
            }
            // As `overset audit` refuses `--widths` with `--device`: the device would win silently.
            if environmentOptions.contains(where: { $0.dimension is WidthDimension }), let device = parsed[LayoutCommand.device],
                StringCatalog.Device(rawValue: device) == nil
            {
                throw UsageError("--width and --device both set the width: give one (a device's width is its own)")
            }
            var checked = LayoutEnvironment()
            try Self.apply(environmentOptions, to: &checked)
            theme = parsed[LayoutCommand.theme] ?? ThemeArgument.defaultName
            themeIsGiven = parsed[LayoutCommand.theme] != nil
            swiftSource = try SwiftSourceOptions(parsed)
            catalogPath = parsed[LayoutCommand.strings]
            device = try AuditArguments.catalogDevice(parsed[LayoutCommand.device], hasCatalog: true)
            printsJSON = parsed.isSet(LayoutCommand.json)
            fonts = FontOptions(parsed)
        }

        /// Sets what the options say in `environment`.
        ///
        /// - Throws: `UsageError` naming the option whose value is wrong.
        static func apply(_ options: [(dimension: any AuditDimension, text: String?)], to environment: inout LayoutEnvironment) throws(UsageError) {
            for (dimension, text) in options {
                do {
                    try dimension.set(parsingLayoutOption: text, in: &environment)
                } catch {
                    throw UsageError(error.description)
                }
            }
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ arguments: Arguments) throws -> Int32 {
        let setup = try ScreenSetup(
            specPaths: arguments.specPath.map { [$0] } ?? [], names: arguments.screen.map { [$0] }, theme: arguments.theme,
            themeIsGiven: arguments.themeIsGiven, catalogPath: arguments.catalogPath, device: arguments.device, swift: arguments.swiftSource.setup)
        Warnings.report(setup.warnings)
        let engine = try arguments.fonts.engine(substitutesMissingFamilies: true)
        let runner = AuditRunner(solver: LayoutSolver(engine: engine), localizer: Localizer(catalog: setup.catalog), jobs: 1)
        var results: [LayoutResult] = []
        var notes: [Localizer.Note] = []
        for screen in setup.screens {
            // The screen's own preset and width (or first device) unless the options say otherwise:
            // `--width` alone lays a screen of devices out on no device.
            var environment = LayoutEnvironment(width: screen.width ?? 375)
            environment.presetName = screen.preset ?? Theme.defaultPresetName
            if !arguments.environmentOptions.contains(where: { $0.dimension is WidthDimension }) {
                environment.deviceAndWidth = screen.devices?.first
            }
            try Arguments.apply(arguments.environmentOptions, to: &environment)
            let (layout, screenNotes) = try runner.layout(screen, in: environment)
            results.append(layout)
            notes += screenNotes.filter { !notes.contains($0) }
        }
        if arguments.printsJSON {
            try StandardOutput.write((results.count == 1 ? LayoutJSON.result(results[0]).text : JSONValue.array(results.map(LayoutJSON.result)).text) + "\n")
        } else {
            let noteLines =
                notes.isEmpty ? "" : "\nNotes:\n" + notes.map { "  " + TerminalText.escaped("\($0.locale) \($0.key): \($0.message)") + "\n" }.joined()
            try StandardOutput.write(results.map(\.outline).joined(separator: "\n") + noteLines)
        }
        Warnings.report(FontOptions.substitutionWarnings(engine.registry))
        return results.contains(where: { !$0.diagnostics.isEmpty }) ? 1 : 0
    }

    /// The options `overset layout` needs to read screens as an audit with these did, for the
    /// command that reproduces a finding.
    static func options(theme: String, catalogPath: String?, device: StringCatalog.Device, fonts: FontOptions) -> [String] {
        var options: [String] = []
        if theme != ThemeArgument.defaultName { options += [Self.theme.name, theme] }
        if let catalogPath { options += [strings.name, catalogPath] }
        if device != .iphone { options += [Self.device.name, device.rawValue] }
        return options + fonts.arguments
    }
}
