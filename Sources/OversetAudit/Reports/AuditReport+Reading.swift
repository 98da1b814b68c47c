import Foundation
import OversetLayout
internal import OversetPlumbing
import OversetStyle

extension AuditReport {
    /// Reads a JSON report written by `json` (a baseline, or a shard to merge).
    ///
    /// - Throws: `AuditError.invalidReport` naming the file and what is wrong.
    public init(contentsOf path: String) throws(AuditError) {
        try self.init(json: try ReportReader(reportFile: path).readFile(path), file: path)
    }

    /// Reads a JSON report from bytes.
    ///
    /// - Throws: `AuditError.invalidReport` naming what is wrong.
    public init(json data: Data, file: String) throws(AuditError) {
        let reader = ReportReader(reportFile: file)
        let members = try reader.object(try reader.parse(data), "")
        guard case .number(let version)? = members["schemaVersion"], Int(version) == Self.schemaVersion else {
            throw .invalidReport(file: file, problem: "not an overset audit report of schema version \(Self.schemaVersion)")
        }
        let matrix = try reader.object(reader.field(members, "matrix"), "matrix")
        self.matrix = AuditMatrix()
        for dimension in AuditDimensions.all {
            try dimension.read(matrix: matrix, into: &self.matrix, reader: reader, path: "matrix")
        }
        do {
            try self.matrix.validate()
        } catch {
            guard case .invalidMatrix(let problem) = error else { throw error }
            throw reader.error("matrix", problem)
        }
        // Reports written before versions were recorded have no `toolVersion`.
        toolVersion = try reader.optionalString(members["toolVersion"], "toolVersion")
        if let toolVersion, toolVersion.count > Self.maximumToolVersionLength {
            throw reader.error("toolVersion", "expected a version of at most \(Self.maximumToolVersionLength) characters, got \(toolVersion.count)")
        }
        systemFont = try reader.optionalString(members["systemFont"], "systemFont")
        fontSources = try members["fontSources"].map { value throws(AuditError) in try reader.strings(value, "fontSources") } ?? []
        layoutOptions = try members["layoutOptions"].map { value throws(AuditError) in try reader.strings(value, "layoutOptions") } ?? []
        baselineComparison = try reader.baselineComparison(members["baseline"])
        if let rules = members["severityPolicy"] {
            for (index, text) in try reader.strings(rules, "severityPolicy").enumerated() {
                do {
                    severityPolicy.rules.append(try SeverityPolicy.Rule(parsing: text))
                } catch {
                    throw reader.error("severityPolicy[\(index)]", error.problem)
                }
            }
        }
        fontsByLocale = [:]
        if let fonts = members["fonts"], !fonts.isNull {
            for (locale, families) in try reader.object(fonts, "fonts") {
                fontsByLocale[locale] = try reader.strings(families, "fonts.\(locale)")
            }
        }
        screens = []
        for (index, item) in try reader.array(reader.field(members, "screens"), "screens").enumerated() {
            let fields = try reader.object(item, "screens[\(index)]")
            screens.append(
                Screen(
                    name: try reader.string(reader.field(fields, "name"), "screens[\(index)].name"),
                    preset: try reader.optionalString(fields["preset"], "screens[\(index)].preset"),
                    width: try fields["width"].flatMap { $0.isNull ? nil : $0 }.map { v throws(AuditError) in
                        try reader.number(v, "screens[\(index)].width")
                    },
                    devices: try fields["devices"].map { v throws(AuditError) in
                        try DeviceScreen.list(reading: v, reader, at: "screens[\(index)].devices")
                    },
                    source: try reader.optionalString(fields["source"], "screens[\(index)].source")))
        }
        if let repeated = screens.map(\.name).firstRepeated() {
            throw reader.error("screens", "the screen '\(repeated)' is listed twice")
        }
        if case .object(let shardMembers)? = members["shard"] {
            let index = try reader.count(reader.field(shardMembers, "index"), "shard.index")
            let count = try reader.count(reader.field(shardMembers, "count"), "shard.count")
            guard (1...Shard.maximumCount).contains(count), (1...count).contains(index) else {
                throw reader.error("shard", "expected 1 ≤ index ≤ count ≤ \(Shard.maximumCount), got \(index)/\(count)")
            }
            shard = Shard(index: index, count: count)
        } else {
            shard = nil
        }
        let counts = try reader.object(reader.field(members, "counts"), "counts")
        totalCaseCount = try reader.count(reader.field(counts, "totalCases"), "counts.totalCases")
        caseCount = try reader.count(reader.field(counts, "cases"), "counts.cases")
        failingCases = []
        for (index, item) in try reader.array(reader.field(members, "failingCases"), "failingCases").enumerated() {
            let path = "failingCases[\(index)]"
            let fields = try reader.object(item, path)
            let environment = try reader.environment(reader.field(fields, "environment"), path + ".environment")
            var diagnostics: [Diagnostic] = []
            for (number, diagnostic) in try reader.array(reader.field(fields, "diagnostics"), path + ".diagnostics").enumerated() {
                diagnostics.append(try reader.diagnostic(diagnostic, "\(path).diagnostics[\(number)]"))
            }
            failingCases.append(
                FailingCase(
                    case: AuditCase(
                        index: try reader.count(reader.field(fields, "index"), path + ".index"),
                        screen: try reader.string(reader.field(fields, "screen"), path + ".screen"), environment: environment),
                    diagnostics: diagnostics, layout: nil))
        }
        notes = []
        for (index, item) in try reader.array(reader.field(members, "notes"), "notes").enumerated() {
            let fields = try reader.object(item, "notes[\(index)]")
            notes.append(
                Localizer.Note(
                    key: try reader.string(reader.field(fields, "key"), "notes[\(index)].key"),
                    locale: try reader.string(reader.field(fields, "locale"), "notes[\(index)].locale"),
                    message: try reader.string(reader.field(fields, "message"), "notes[\(index)].message")))
        }
        // Reports written before the translation checks have no `translations`.
        translationFindings = []
        let translations = try members["translations"].map { value throws(AuditError) in try reader.array(value, "translations") } ?? []
        for (index, item) in translations.enumerated() {
            translationFindings.append(try reader.translationFinding(item, "translations[\(index)]"))
        }
        let timings = try reader.object(reader.field(members, "timings"), "timings")
        seconds = try reader.number(reader.field(timings, "seconds"), "timings.seconds")
        jobs = try reader.count(reader.field(timings, "jobs"), "timings.jobs")
        try checkReferences(reader: reader)
    }

    /// The shards of one audit merged into the report an unsharded run gives.
    ///
    /// - Throws: `AuditError.invalidReport` when the reports are of different matrices, screens or
    ///   severity policies, or a baseline filtered one (merge first, then compare the whole with the baseline).
    public static func merging(_ shards: [AuditReport]) throws(AuditError) -> AuditReport {
        guard var merged = shards.first else { throw .invalidReport(file: "", problem: "no reports to merge") }
        if let filtered = shards.first(where: { $0.baselineComparison != nil })?.baselineComparison {
            throw .invalidReport(
                file: "", problem: "a shard was filtered by the baseline \(filtered.file); merge unfiltered shards with --baseline instead")
        }
        try checkShards(shards)
        for other in shards.dropFirst() {
            guard
                other.matrix == merged.matrix, other.screens == merged.screens, other.totalCaseCount == merged.totalCaseCount,
                other.layoutOptions == merged.layoutOptions
            else {
                throw .invalidReport(file: "", problem: "the reports are of different matrices or screens and cannot be merged")
            }
            // Each shard dropped what its policy ignores: shards of different policies do not add up.
            guard other.severityPolicy == merged.severityPolicy else {
                throw .invalidReport(file: "", problem: "the reports have different severity policies and cannot be merged")
            }
            // Another release may measure a text differently: its shards are not of the same audit.
            guard other.toolVersion == merged.toolVersion else {
                throw .invalidReport(
                    file: "",
                    problem:
                        "the reports were written by different versions of Overset (\(merged.toolVersion ?? "unrecorded"), \(other.toolVersion ?? "unrecorded")) and cannot be merged"
                )
            }
            merged.caseCount += other.caseCount
            let known = Set(merged.failingCases.map(\.case.index))
            if let repeated = other.failingCases.first(where: { known.contains($0.case.index) }) {
                throw .invalidReport(file: "", problem: "the case \(repeated.case.index) of the screen '\(repeated.case.screen)' is in two shards")
            }
            merged.failingCases += other.failingCases
            merged.notes = Array(Set(merged.notes).union(other.notes))
            // Every shard localizes every screen, so each has them all: keep one of each.
            let findings = Set(merged.translationFindings.map(\.identity))
            merged.translationFindings += other.translationFindings.filter { !findings.contains($0.identity) }
            merged.seconds = max(merged.seconds, other.seconds)
            merged.jobs = max(merged.jobs, other.jobs)
            merged.fontsByLocale.merge(other.fontsByLocale) { Array(Set($0).union($1)).sorted() }
            // A shard names the families it drew with the system font; others may have met others.
            merged.fontSources += other.fontSources.filter { !merged.fontSources.contains($0) }
        }
        merged.failingCases.sort { $0.case.index < $1.case.index }
        merged.notes.sort { ($0.key, $0.locale, $0.message) < ($1.key, $1.locale, $1.message) }
        merged.translationFindings = TranslationFinding.sorted(merged.translationFindings)
        merged.shard = nil
        return merged
    }

    /// Shards to merge are one run's i/n for every i once: a shard given twice would count its
    /// cases twice, a missing one would drop its findings and still read as the whole audit.
    private static func checkShards(_ reports: [AuditReport]) throws(AuditError) {
        let shards = reports.compactMap(\.shard)
        guard shards.count == reports.count else {
            if reports.count == 1 { return }
            throw .invalidReport(file: "", problem: "only shard reports (--shard i/n) can be merged; one of these is a whole audit")
        }
        let count = shards[0].count
        guard shards.allSatisfy({ $0.count == count }) else {
            throw .invalidReport(file: "", problem: "the shards are of different splits (\(shards.map(\.description).joined(separator: ", ")))")
        }
        if let repeated = shards.map(\.index).firstRepeated() {
            throw .invalidReport(file: "", problem: "shard \(repeated)/\(count) is given twice")
        }
        let missing = (1...count).filter { index in !shards.contains { $0.index == index } }
        guard missing.isEmpty else {
            throw .invalidReport(
                file: "",
                problem:
                    "shard\(missing.count == 1 ? "" : "s") \(missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing"
            )
        }
    }
}
