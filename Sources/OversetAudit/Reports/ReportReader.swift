import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// Reads audit reports; every failure is an `AuditError.invalidReport` naming the file and path.
typealias ReportReader = JSONTreeReader<AuditError>

/// Reads string catalogs; every failure is an `AuditError.invalidCatalog` naming the file and path.
typealias CatalogReader = JSONTreeReader<AuditError>

extension JSONTreeReader where Failure == AuditError {
    init(reportFile file: String) {
        self.init { path, problem in .invalidReport(file: file, problem: path.isEmpty ? problem : "\(path): \(problem)") }
    }

    init(catalogFile file: String) {
        self.init { path, problem in .invalidCatalog(file: file, path: path, problem: problem) }
    }

    func environment(_ value: JSONTree, _ path: String) throws(AuditError) -> LayoutEnvironment {
        let fields = try object(value, path)
        var environment = LayoutEnvironment()
        for dimension in AuditDimensions.environmentOrder {
            try dimension.read(environment: fields, into: &environment, reader: self, path: path)
        }
        return environment
    }

    /// A size whose unbounded sides were written as null.
    func size(_ value: JSONTree?, _ path: String) throws(AuditError) -> Size? {
        guard let value, !value.isNull else { return nil }
        let fields = try object(value, path)
        func side(_ key: String) throws(AuditError) -> Double {
            let side = try field(fields, key)
            return side.isNull ? .infinity : try number(side, "\(path).\(key)")
        }
        return Size(width: try side("width"), height: try side("height"))
    }

    /// A count or index: a whole number from 0 to a billion (a report's numbers are bounded, so
    /// that a forged one cannot trap a conversion or size an allocation).
    func count(_ value: JSONTree, _ path: String) throws(AuditError) -> Int {
        try integer(value, path, in: 0...1_000_000_000)
    }

    /// The `baseline` object of a report that a baseline filtered, or nil.
    func baselineComparison(_ value: JSONTree?) throws(AuditError) -> BaselineComparison? {
        guard let value, !value.isNull else { return nil }
        let fields = try object(value, "baseline")
        var resolved: [Finding.Key] = []
        for (index, item) in try array(field(fields, "resolved"), "baseline.resolved").enumerated() {
            let path = "baseline.resolved[\(index)]"
            let members = try object(item, path)
            let kindName = try string(field(members, "kind"), path + ".kind")
            guard let kind = Diagnostic.Kind(reportName: kindName) else { throw error(path + ".kind", "unknown kind '\(kindName)'") }
            resolved.append(
                Finding.Key(
                    screen: try string(field(members, "screen"), path + ".screen"), path: try string(field(members, "path"), path + ".path"),
                    kind: kind))
        }
        var comparison = BaselineComparison(
            file: try string(field(fields, "file"), "baseline.file"),
            knownDiagnosticCount: try count(field(fields, "knownDiagnostics"), "baseline.knownDiagnostics"),
            knownEnvironments: [:], resolved: resolved)
        comparison.knownTranslationCount =
            try fields["knownTranslations"].map { value throws(AuditError) in
                try count(value, "baseline.knownTranslations")
            } ?? 0
        return comparison
    }

    func diagnostic(_ value: JSONTree, _ path: String) throws(AuditError) -> Diagnostic {
        let fields = try object(value, path)
        let kindName = try string(field(fields, "kind"), path + ".kind")
        guard let kind = Diagnostic.Kind(reportName: kindName) else { throw error(path + ".kind", "unknown kind '\(kindName)'") }
        var diagnostic = Diagnostic(
            kind: kind, path: try string(field(fields, "path"), path + ".path"),
            id: try optionalString(fields["id"], path + ".id"),
            message: try string(field(fields, "message"), path + ".message"),
            proposed: try size(fields["proposed"], path + ".proposed"), needed: try size(fields["needed"], path + ".needed"),
            actual: try size(fields["actual"], path + ".actual"),
            hiddenText: try optionalString(fields["hiddenText"], path + ".hiddenText"),
            environment: try environment(field(fields, "environment"), path + ".environment"))
        diagnostic.text = try optionalString(fields["text"], path + ".text")
        diagnostic.source = try fields["source"].map { value throws(AuditError) in try source(value, path + ".source") }
        return diagnostic
    }

    func translationFinding(_ value: JSONTree, _ path: String) throws(AuditError) -> TranslationFinding {
        let fields = try object(value, path)
        func text(_ key: String) throws(AuditError) -> String { try string(field(fields, key), path + "." + key) }
        return TranslationFinding(
            kind: try choice(field(fields, "kind"), path + ".kind", TranslationFinding.Kind.self), key: try text("key"),
            locale: try text("locale"), sourceLocale: try text("sourceLocale"), sourceValue: try text("source"),
            translation: try text("translation"), file: try text("file"), message: try text("message"))
    }

    func source(_ value: JSONTree, _ path: String) throws(AuditError) -> SourceReference {
        let fields = try object(value, path)
        return SourceReference(
            file: try string(field(fields, "file"), path + ".file"), line: try count(field(fields, "line"), path + ".line"),
            column: try count(field(fields, "column"), path + ".column"), viewChain: try strings(field(fields, "viewChain"), path + ".viewChain"))
    }
}

extension Diagnostic.Kind {
    /// The kind a report names; "tight", which `atRisk` replaced, reads as `atRisk` so that
    /// older baselines still load.
    init?(reportName name: String) {
        self.init(rawValue: name == "tight" ? Self.atRisk.rawValue : name)
    }
}
