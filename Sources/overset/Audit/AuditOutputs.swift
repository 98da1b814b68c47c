import Foundation
import OversetAudit
import OversetText

/// Where each report format goes: `--format F [--output FILE]` pairs, in order.
struct AuditOutputs {
    typealias Format = AuditReport.Format

    var outputs: [(format: Format, file: String?)] = []

    /// Pairs each `--output` with the `--format` before it; `--output -` is standard output.
    ///
    /// - Parameters:
    ///   - occurrences: the options with values, in the order given.
    ///   - format: the format option; `output`: the output file option.
    /// - Throws: `UsageError` for an unknown format, an `--output` without its format, or two
    ///   formats on stdout.
    init(_ occurrences: [(name: String, value: String)], format: CommandSpec.Option, output: CommandSpec.Option) throws(UsageError) {
        var hasOutput: [Bool] = []
        for (name, value) in occurrences where name == format.name || name == output.name {
            if name == format.name {
                guard let format = Format(rawValue: value) else {
                    throw UsageError("--format expects \(Format.allCases.map(\.rawValue).joined(separator: ", ")), got '\(value)'")
                }
                outputs.append((format, nil))
                hasOutput.append(false)
            } else {
                guard let last = outputs.indices.last, !hasOutput[last] else {
                    throw UsageError("--output \(value) must follow the --format it is for")
                }
                hasOutput[last] = true
                outputs[last].file = value == OutputFile.standardOutputPath ? nil : value
            }
        }
        if outputs.isEmpty { outputs = [(.table, nil)] }
        let toStdout = outputs.filter { $0.file == nil }
        if toStdout.count > 1 { throw UsageError("only one format can go to stdout; give the others an --output file") }
    }

    /// Whether a format draws layouts (the HTML report's pictures), so the audit must keep them.
    var drawsLayouts: Bool { outputs.contains { $0.format.drawsLayouts } }

    /// Writes every requested format; files are replaced only when complete.
    func emit(_ report: AuditReport, engine: TextEngine, quiet: Bool) throws {
        for (format, file) in outputs {
            let produce = { (write: (String) throws(UsageError) -> Void) throws(UsageError) in
                try report.write(format, colors: file == nil && isatty(1) == 1, engine: engine, to: write)
            }
            if let file {
                try OutputFile.write(to: file, produce)
            } else if !(quiet && format == .table) {
                try produce(StandardOutput.write)
            }
        }
    }

    /// Whether standard output carries a report other than the table (JSON, JUnit, …), which
    /// anything else printed there would make unreadable.
    var standardOutputCarriesAReport: Bool { outputs.contains { $0.file == nil && $0.format != .table } }

    /// The threshold table, unless quiet: on stdout, or on stderr when stdout carries a report.
    func emitThresholds(_ thresholds: [TextThreshold], quiet: Bool) throws(UsageError) {
        guard !quiet else { return }
        let table = TextThreshold.table(thresholds) + "\n"
        if standardOutputCarriesAReport {
            FileHandle.standardError.write(Data(table.utf8))
        } else {
            try StandardOutput.write(table)
        }
    }
}

/// A progress bar on stderr, drawn only on a terminal.
struct ProgressBar: Sendable {
    let enabled: Bool

    var update: @Sendable (Int, Int) -> Void {
        let enabled = self.enabled
        return { done, total in
            guard enabled, total > 0 else { return }
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) layouts".utf8))
        }
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
