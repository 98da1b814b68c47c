import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText

/// `overset audit`: screens × categories × presets × widths × locales, and what does not fit.
enum AuditCommand {
    /// The matrix's options, one per dimension (`AuditDimensions`).
    static let dimensions = AuditDimensions.all.map { CommandSpec.Option(name: $0.option, valueName: $0.optionValueName, help: $0.optionHelp) }
    static let screen = CommandSpec.Option(
        name: "--screen", valueName: "name", help: "Audit only this screen; repeat for several (default: every screen).", isRepeatable: true)
    static let strings = CommandSpec.Option(
        name: "--strings", valueName: "file", help: "An Xcode String Catalog (.xcstrings) for texts given by key.", isRepeatable: true)
    /// `--device`: the device dimension's option, which also names the String Catalog's device kind.
    static let device = dimensions[AuditDimensions.all.firstIndex { $0 is DeviceDimension }!]
    static let theme = CommandSpec.Option(name: "--theme", valueName: "name-or-file", help: "Theme for screens that name none (default designFoundation).")
    static let failOn = CommandSpec.Option(
        name: "--fail-on", valueName: "severity", help: "error (default), warning or info: the lowest severity that fails the run.")
    static let severity = CommandSpec.Option(
        name: "--severity", valueName: "rule",
        help:
            "KIND[@CATEGORIES][:SCREEN[/VIEW]]=error|warning|info|ignore, e.g. brokenWord@AX3...=warning; repeat for several (first match wins, before the specs' rules).",
        isRepeatable: true)
    static let format = CommandSpec.Option(
        name: "--format", valueName: "format", help: "table (default), json, junit, markdown, html or diagnostics; repeat for several.", isRepeatable: true)
    static let output = CommandSpec.Option(
        name: "--output", valueName: "file", help: "Write the preceding --format to this file instead of stdout ('-': stdout).", isRepeatable: true)
    static let thresholds = CommandSpec.Option(
        name: "--thresholds", valueName: nil, help: "Also print, per text, the first failing category and the narrowest fitting width.")
    static let jobs = CommandSpec.Option(name: "--jobs", valueName: "n", help: "Threads (default: all cores).")
    static let shard = CommandSpec.Option(
        name: "--shard", valueName: "i/n", help: "Run only the i-th of n parts of the matrix (merge the JSON reports with --merge).")
    static let baseline = CommandSpec.Option(
        name: "--baseline", valueName: "report.json", help: "Report only diagnostics this earlier JSON report lacks, environment by environment.")
    static let merge = CommandSpec.Option(name: "--merge", valueName: nil, help: "Merge shard JSON reports given as arguments instead of auditing.")
    static let quiet = CommandSpec.Option(name: "--quiet", valueName: nil, help: "No progress and no table; only files and the exit status.")
    static let strict = CommandSpec.Option(
        name: "--strict", valueName: nil, help: "Fail (status 2) when a Swift file's views or modifiers are not all understood.")
    static let statistics = CommandSpec.Option(
        name: "--statistics", valueName: nil, help: "Print the text engine's work (words shaped, paragraphs built) on stderr.")

    static let spec = CommandSpec(
        name: "audit",
        abstract: "Audit screens across Dynamic Type sizes, presets, widths and locales for truncation, overflow and clipping.",
        usage: [
            "[<spec.json|File.swift|directory> ...] [--screen <name>] [--categories <list>] [--presets <list>] [--widths <list> | --device <names>] [--locales <list>] [options]",
            "--merge <report.json> ... [--format <format>]",
        ],
        options: [screen] + dimensions + [
            strings, theme, failOn, severity, format, output, thresholds, jobs, shard, baseline, merge, quiet, statistics, strict,
        ] + SwiftSourceOptions.options + FontOptions.options,
        discussion: """
            With no spec, audits the bundled example gallery (Examples/gallery.json). Swift files and
            directories (every *.swift below) are read as SwiftUI source: each #Preview is a screen
            (docs/swiftui-source.md). Exit status: 0 when no finding is at or above --fail-on, 1 when one is,
            2 for bad input. Formats and the JSON schema: docs/audit.md. Several specs may each have a matrix;
            a dimension two specs set must be set alike, unless the command line sets it.
            """)

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when findings are at or above `--fail-on`.
    static func run(_ arguments: AuditArguments) throws -> Int32 {
        let engine = try arguments.fonts.engine(substitutesMissingFamilies: true)
        var report: AuditReport
        var unreadSwiftFiles = 0
        var specRules: [SeverityPolicy.Rule] = []
        switch arguments.mode {
        case .merge(let paths):
            var shards: [AuditReport] = []
            for path in paths { shards.append(try AuditReport(contentsOf: path)) }
            report = try AuditReport.merging(shards)
            // The shards' policy stands in for the specs' (which a merge does not read).
            specRules = report.severityPolicy.rules
            _ = try Self.policy(arguments.severityRules, specRules)
        case .audit(let specPaths, let screenNames, let commandLine, let catalogPath):
            let setup = try ScreenSetup(
                specPaths: specPaths, names: screenNames, theme: arguments.theme, themeIsGiven: arguments.themeIsGiven, catalogPath: catalogPath,
                device: arguments.device, swift: arguments.swiftSource.setup)
            Warnings.report(setup.warnings)
            unreadSwiftFiles = setup.unreadSwiftFiles
            specRules = setup.severityPolicy.rules
            // Checked before anything is laid out: a run that stops writes nothing.
            _ = try Self.policy(arguments.severityRules, specRules)
            let matrix = try AuditMatrix(specs: setup.specChoices, commandLine: commandLine, screens: setup.screens)
            let progress = ProgressBar(enabled: !arguments.isQuiet && isatty(2) == 1)
            let runner = AuditRunner(
                solver: LayoutSolver(engine: engine), localizer: Localizer(catalog: setup.catalog),
                jobs: arguments.jobs, keepsLayouts: arguments.outputs.drawsLayouts)
            report = try runner.run(setup.screens, matrix: matrix, shard: arguments.shard, progress: progress.update)
            // A finding on a named device names it, which implies the catalog's device kind.
            report.layoutOptions =
                LayoutCommand.options(
                    theme: arguments.theme, catalogPath: catalogPath, device: matrix.devices.isEmpty ? arguments.device : .iphone,
                    fonts: arguments.fonts)
                + arguments.swiftSource.arguments
            progress.finish()
            if arguments.printsStatistics {
                FileHandle.standardError.write(Data("Text engine: \(report.engineStatistics.summary).\n".utf8))
            }
            if arguments.searchesThresholds {
                let thresholds = try ThresholdSearch(solver: runner.solver, localizer: runner.localizer)
                    .run(setup.screens, matrix: matrix)
                report.thresholds = thresholds
                // The search lays out every case, a shard's others too: name what it substituted.
                report.fontSources = engine.registry.fontSources
                try arguments.outputs.emitThresholds(thresholds, quiet: arguments.isQuiet)
            }
        }
        report = report.applying(try Self.policy(arguments.severityRules, specRules))
        if let baseline = arguments.baselinePath {
            let known = try AuditReport(contentsOf: baseline)
            if let earlier = known.baselineComparison {
                // It lacks what its own baseline hid: those would all come back as new.
                throw AuditError.invalidReport(
                    file: baseline, problem: "was itself filtered by the baseline \(earlier.file); use the JSON report of a run without --baseline")
            }
            report = report.excluding(known, file: baseline)
        }
        try arguments.outputs.emit(report, engine: engine, quiet: arguments.isQuiet)
        Warnings.report(FontOptions.substitutionWarnings(engine.registry))
        if arguments.isStrict, report.hasUnsupportedSource {
            throw UsageError("--strict: the Swift source has views or modifiers Overset does not understand (the report lists them)")
        }
        if arguments.isStrict, unreadSwiftFiles > 0 {
            throw UsageError("--strict: \(unreadSwiftFiles) Swift files could not be read (the warnings name them)")
        }
        return report.fails(at: arguments.failOn) ? 1 : 0
    }

    /// The audit's severity policy: the command line's rules first, so that they win over the
    /// specs'.
    ///
    /// - Throws: `UsageError` past `SeverityPolicy.maximumRuleCount` rules in all.
    static func policy(_ commandLine: [SeverityPolicy.Rule], _ specs: [SeverityPolicy.Rule]) throws -> SeverityPolicy {
        let policy = SeverityPolicy(rules: commandLine + specs)
        guard policy.rules.count <= SeverityPolicy.maximumRuleCount else {
            throw UsageError("--severity: at most \(SeverityPolicy.maximumRuleCount) rules with the specs' together, got \(policy.rules.count)")
        }
        return policy
    }
}
