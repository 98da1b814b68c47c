import OversetLayout

/// The text a failed check shows: every diagnostic with its view, environment, sizes and hidden
/// text, so that the failure says what to fix without a picture.
enum FailureMessage {
    static func describe(_ diagnostics: [Diagnostic], heading: String) -> String {
        var lines = [heading]
        for diagnostic in diagnostics.prefix(20) {
            var line = "  \(diagnostic.kind.rawValue) at \(diagnostic.path) [\(diagnostic.environment)]: \(diagnostic.message)"
            if let proposed = diagnostic.proposed, let actual = diagnostic.actual {
                line += " (offered \(proposed), has \(actual))"
            }
            lines.append(line)
        }
        if diagnostics.count > 20 { lines.append("  … and \(diagnostics.count - 20) more") }
        return lines.joined(separator: "\n")
    }

    /// The diagnostics that make a fit check fail.
    static func failing(_ diagnostics: [Diagnostic], severity: Diagnostic.Severity, kinds: Set<Diagnostic.Kind>?) -> [Diagnostic] {
        diagnostics.filter { $0.severity >= severity && (kinds?.contains($0.kind) ?? true) }
    }

    static func heading(_ failing: [Diagnostic], layouts: Int) -> String {
        let environments = Set(failing.map(\.environment)).count
        return "\(failing.count) layout problem\(failing.count == 1 ? "" : "s") in \(environments) of \(layouts) layout\(layouts == 1 ? "" : "s"):"
    }
}
