import OversetAudit
import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// The text a failed check shows: every diagnostic with its view, environment, sizes and hidden
/// text, so that the failure says what to fix without a picture.
enum FailureMessage {
    static func describe(_ diagnostics: [Diagnostic], heading: String, policy: SeverityPolicy = SeverityPolicy()) -> String {
        var lines = [heading]
        for diagnostic in diagnostics.prefix(20) {
            var line = "  \(diagnostic.kind.rawValue) at \(diagnostic.path) [\(diagnostic.environment)]: "
            // The string laid out, since it differs between locales.
            if let text = diagnostic.text { line += "\"\(text.excerpt(maximumLength: 60))\": " }
            line += diagnostic.message
            if let proposed = diagnostic.proposed, let actual = diagnostic.actual {
                line += " (offered \(proposed), has \(actual))"
            }
            // Which rule made it fail, so that a policy's effect is never a surprise.
            if let rule = policy.resolve(diagnostic, screen: screen).rule { line += " [rule \(rule)]" }
            lines.append(line)
        }
        if diagnostics.count > 20 { lines.append("  … and \(diagnostics.count - 20) more") }
        return lines.joined(separator: "\n")
    }

    /// The screen name helpers lay views out under (the first part of every path).
    static let screen = "Test"

    /// The diagnostics that make a fit check fail: of `kinds`, at or above `severity` as
    /// `policy` makes them (what it ignores never fails).
    static func failing(
        _ diagnostics: [Diagnostic], severity: Diagnostic.Severity, kinds: Set<Diagnostic.Kind>?, policy: SeverityPolicy = SeverityPolicy()
    ) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard kinds?.contains(diagnostic.kind) ?? true, let level = policy.severity(of: diagnostic, screen: screen) else { return false }
            return level >= severity
        }
    }

    /// The message of a failed fit check over `sweep` laid out in `theme`, under `policy`, or nil
    /// when it passes.
    static func fitFailure(
        _ sweep: DynamicTypeSweep, theme: Theme, severity: Diagnostic.Severity, kinds: Set<Diagnostic.Kind>?,
        policy: SeverityPolicy = SeverityPolicy()
    ) -> String? {
        let failing = failing(sweep.diagnostics, severity: severity, kinds: kinds, policy: policy)
        guard !failing.isEmpty else { return nil }
        return describe(failing, heading: heading(failing, layouts: sweep.layouts.count, theme: theme), policy: policy)
    }

    /// "3 layout problems in 3 of 24 layouts (theme apple):" — the theme named because a style
    /// such as `caption` means something else in each.
    static func heading(_ failing: [Diagnostic], layouts: Int, theme: Theme) -> String {
        let environments = Set(failing.map(\.environment)).count
        return "\(failing.count) layout problem\(failing.count == 1 ? "" : "s") in \(environments) of \(layouts) layout\(layouts == 1 ? "" : "s")"
            + " (theme \(theme.name)):"
    }

    /// The message when the view could not be laid out in `theme` (an unknown style, say).
    static func layoutError(_ error: any Error, theme: Theme) -> String {
        "could not lay the view out (theme \(theme.name)): \(error)"
    }
}
