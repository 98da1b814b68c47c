import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText

/// `overset audit`: screens × categories × presets × widths × locales, and what does not fit.
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Audit screens across Dynamic Type sizes, presets, widths and locales for truncation, overflow and clipping.",
        usage: ["[<spec.json> ...] [--categories <list>] [--presets <list>] [--widths <list>] [--locales <list>] [options]",
                "--merge <report.json> ... [--format <format>]"],
        options: [
            .init(name: "--categories", valueName: "list", help: "Sizes: L...AX5, XS,L,AX3 or all (default: the spec's matrix, else all)."),
            .init(name: "--presets", valueName: "list", help: "Theme presets, comma-separated (default: the spec's, else DesignFoundation's five)."),
            .init(name: "--widths", valueName: "list", help: "Screen widths in points, comma-separated (default 320,375,430)."),
            .init(name: "--locales", valueName: "list", help: "Locales, comma-separated; en-XA and ar-XB are pseudo-locales (default en)."),
            .init(name: "--strings", valueName: "file", help: "An Xcode String Catalog (.xcstrings) for texts given by key.", isRepeatable: true),
            .init(name: "--scale", valueName: "factor", help: "Display scale (default 3)."),
            .init(name: "--theme", valueName: "name-or-file", help: "Theme for screens that name none (default designFoundation)."),
            .init(name: "--fail-on", valueName: "severity", help: "error (default), warning or info: the lowest severity that fails the run."),
            .init(name: "--format", valueName: "format", help: "table (default), json, junit, markdown or html; repeat for several.", isRepeatable: true),
            .init(name: "--output", valueName: "file", help: "Write the preceding --format to this file instead of stdout.", isRepeatable: true),
            .init(name: "--thresholds", valueName: nil, help: "Also print, per text, the first failing category and the narrowest fitting width."),
            .init(name: "--jobs", valueName: "n", help: "Threads (default: all cores)."),
            .init(name: "--shard", valueName: "i/n", help: "Run only the i-th of n parts of the matrix (merge the JSON reports with --merge)."),
            .init(name: "--baseline", valueName: "report.json", help: "Report only findings not in this earlier JSON report."),
            .init(name: "--merge", valueName: nil, help: "Merge shard JSON reports given as arguments instead of auditing."),
            .init(name: "--quiet", valueName: nil, help: "No progress and no table; only files and the exit status."),
            .init(name: "--font-path", valueName: "path", help: "Also load this font file or directory."),
            .init(name: "--no-system-fonts", valueName: nil, help: "Use only bundled fonts (and --font-path), never fontconfig's."),
        ],
        discussion: """
            With no spec, audits the bundled example gallery (Examples/gallery.json). Exit status: 0 when no
            finding is at or above --fail-on, 1 when one is, 2 for bad input. Formats and the JSON schema:
            docs/audit.md.
            """)

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let outputs = try AuditOutputs(parsed)
        let failOn = try failureSeverity(parsed.values["--fail-on"])
        let engine = try TextEngine(registry: FontRegistry(options: .init(
            additionalFontPaths: parsed.values["--font-path"].map { [$0] } ?? [],
            usesSystemFonts: !parsed.flags.contains("--no-system-fonts"))))
        var report: AuditReport
        if parsed.flags.contains("--merge") {
            guard !parsed.positionals.isEmpty else { throw UsageError("--merge needs the JSON reports to merge as arguments") }
            var shards: [AuditReport] = []
            for path in parsed.positionals { shards.append(try AuditReport(contentsOf: path)) }
            report = try AuditReport.merging(shards)
        } else {
            let setup = try AuditSetup(parsed)
            let quiet = parsed.flags.contains("--quiet")
            let progress = ProgressBar(enabled: !quiet && isatty(2) == 1)
            let runner = AuditRunner(solver: LayoutSolver(engine: engine), localizer: Localizer(catalog: setup.catalog),
                                     jobs: try parsed.integer("--jobs").map { jobs throws(UsageError) in
                                         guard jobs >= 1 else { throw UsageError("--jobs expects 1 or more, got \(jobs)") }
                                         return jobs
                                     } ?? ProcessInfo.processInfo.activeProcessorCount)
            report = try runner.run(setup.screens, matrix: setup.matrix, shard: try parsed.values["--shard"].map { text throws(AuditError) in
                try Shard(parsing: text)
            }, progress: progress.update)
            progress.finish()
            if parsed.flags.contains("--thresholds") {
                let thresholds = try ThresholdSearch(solver: runner.solver, localizer: runner.localizer)
                    .run(setup.screens, matrix: setup.matrix)
                try outputs.emitThresholds(thresholds, quiet: quiet)
            }
        }
        if let baseline = parsed.values["--baseline"] {
            report = report.excluding(try AuditReport(contentsOf: baseline))
        }
        try outputs.emit(report, engine: engine, quiet: parsed.flags.contains("--quiet"))
        let failing = report.findings.contains { $0.severity >= failOn } || (failOn == .info && !report.notes.isEmpty)
        return failing ? 1 : 0
    }

    private static func failureSeverity(_ text: String?) throws(UsageError) -> Diagnostic.Severity {
        guard let text else { return .error }
        guard let severity = Diagnostic.Severity(rawValue: text) else {
            throw UsageError("--fail-on expects error, warning or info, got '\(text)'")
        }
        return severity
    }
}
