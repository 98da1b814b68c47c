import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle

/// `overset audit`'s arguments, parsed and checked before anything is read or laid out.
struct AuditArguments {
    /// What the run does.
    enum Mode {
        /// Audit the screens of these spec files (those named, when names are given), with the
        /// command line's part of the matrix and an optional string catalog.
        case audit(specPaths: [String], screenNames: [String]?, matrix: AuditMatrix.Choices, catalogPath: String?)
        /// Merge shard reports.
        case merge([String])
    }

    var mode: Mode
    /// The theme of screens that name none.
    var theme: String
    /// Whether `--theme` was given (SwiftUI source otherwise takes Apple's or DesignFoundation's).
    var themeIsGiven: Bool
    var swiftSource: SwiftSourceOptions
    /// Whether SwiftUI source Overset did not understand fails the run (status 2).
    var isStrict: Bool
    var failOn: Diagnostic.Severity
    /// The `--severity` rules, in the order given.
    var severityRules: [SeverityPolicy.Rule]
    var outputs: AuditOutputs
    var searchesThresholds: Bool
    var jobs: Int
    var shard: Shard?
    var baselinePath: String?
    var isQuiet: Bool
    /// Whether to print the text engine's work on stderr.
    var printsStatistics: Bool
    var fonts: FontOptions
    /// Whose device variations a String Catalog gives.
    var device: StringCatalog.Device

    /// - Throws: `UsageError`, `AuditError` or `OversetStyleError` for a bad value.
    init(_ parsed: ParsedArguments) throws {
        typealias Command = AuditCommand
        outputs = try AuditOutputs(parsed.occurrences, format: Command.format, output: Command.output)
        failOn =
            try parsed[Command.failOn].map { text throws(UsageError) in
                guard let severity = Diagnostic.Severity(rawValue: text) else {
                    throw UsageError("--fail-on expects error, warning or info, got '\(text)'")
                }
                return severity
            } ?? .error
        let ruleTexts = parsed.all(Command.severity)
        guard ruleTexts.count <= SeverityPolicy.maximumRuleCount else {
            throw UsageError("--severity: at most \(SeverityPolicy.maximumRuleCount) rules, got \(ruleTexts.count)")
        }
        severityRules = try ruleTexts.map { text throws(UsageError) in
            do throws(SeverityPolicy.InvalidRule) {
                return try SeverityPolicy.Rule(parsing: text)
            } catch {
                throw UsageError("--severity '\(text)': \(error.problem)")
            }
        }
        theme = parsed[Command.theme] ?? ThemeArgument.defaultName
        themeIsGiven = parsed[Command.theme] != nil
        swiftSource = try SwiftSourceOptions(parsed)
        isStrict = parsed.isSet(Command.strict)
        searchesThresholds = parsed.isSet(Command.thresholds)
        jobs =
            try parsed.integer(Command.jobs).map { jobs throws(UsageError) in
                guard jobs >= 1 else { throw UsageError("--jobs expects 1 or more, got \(jobs)") }
                return jobs
            } ?? ProcessInfo.processInfo.activeProcessorCount
        shard = try parsed[Command.shard].map { text throws(AuditError) in try Shard(parsing: text) }
        baselinePath = parsed[Command.baseline]
        isQuiet = parsed.isSet(Command.quiet)
        printsStatistics = parsed.isSet(Command.statistics)
        fonts = FontOptions(parsed)
        device = try Self.catalogDevice(parsed[Command.device], hasCatalog: !parsed.all(Command.strings).isEmpty)
        if parsed.isSet(Command.merge) {
            guard !parsed.positionals.isEmpty else { throw UsageError("--merge needs the JSON reports to merge as arguments") }
            guard !parsed.isSet(Command.screen) else { throw UsageError("--screen selects screens to audit; it cannot filter a --merge") }
            guard !printsStatistics else { throw UsageError("--statistics counts an audit's work; a --merge lays nothing out") }
            mode = .merge(parsed.positionals)
            try checkOutputs(reading: parsed.positionals.map { RunInput(path: $0, role: Command.merge.name) })
            return
        }
        let catalogs = parsed.all(Command.strings)
        if catalogs.count > 1 { throw UsageError("--strings takes one catalog per audit for now; merge catalogs in Xcode") }
        var matrix = AuditMatrix.Choices()
        for (dimension, option) in zip(AuditDimensions.all, Command.dimensions) {
            guard let text = parsed[option] else { continue }
            do {
                try dimension.choose(parsingOption: text, in: &matrix)
            } catch {
                throw UsageError(error.description)
            }
        }
        if matrix.widths != nil, matrix.devices != nil {
            throw UsageError("--widths and --device both set the widths: give one (a device's width is its own)")
        }
        let names = parsed.all(Command.screen)
        if let repeated = names.firstRepeated() { throw UsageError("--screen '\(repeated)' is given twice") }
        mode = .audit(specPaths: parsed.positionals, screenNames: names.isEmpty ? nil : names, matrix: matrix, catalogPath: catalogs.first)
        let specs =
            parsed.positionals.isEmpty
            ? [RunInput(path: ScreenSetup.galleryPath, role: "the gallery")]
            : parsed.positionals.map { RunInput(path: $0, role: "a spec", extensions: ["swift"]) }
        try checkOutputs(
            reading: specs + catalogs.map { RunInput(path: $0, role: Command.strings.name) } + [RunInput(path: theme, role: Command.theme.name)])
    }

    /// The String Catalog device kind `--device`'s text names (iphone without it). Devices of
    /// different kinds are refused only with a catalog, which is read for one kind per run.
    ///
    /// - Throws: `UsageError` for an unknown name, or iPhones and iPads with a catalog.
    static func catalogDevice(_ text: String?, hasCatalog: Bool) throws(UsageError) -> StringCatalog.Device {
        guard let text else { return .iphone }
        do {
            guard hasCatalog else {
                let devices = try AuditDimensions.device.values(parsingOption: text).compactMap { $0 }
                return StringCatalog.Device(rawValue: text) ?? (devices.allSatisfy { $0.family == .iPad } ? .ipad : .iphone)
            }
            return try AuditDimensions.device.catalogDevice(parsingOption: text) ?? .iphone
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Checks every output before the run, so that none is written when another cannot be, and
    /// none replaces a file the run reads: `inputs`, the baseline and the fonts.
    ///
    /// - Throws: `UsageError` naming the output and why.
    private func checkOutputs(reading inputs: [RunInput]) throws(UsageError) {
        let baseline = baselinePath.map { [RunInput(path: $0, role: AuditCommand.baseline.name)] } ?? []
        try OutputFile.check(outputs.outputs.compactMap(\.file), inputs: inputs + baseline + RunInput.fonts(fonts))
    }
}
