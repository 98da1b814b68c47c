import OversetLayout
internal import OversetPlumbing

extension AuditReport {
    /// The findings as compilers print diagnostics, one line each and a note with the command that
    /// reproduces it — `path:line:column: error: …` — so that Xcode, editors and GitHub's problem
    /// matchers point at the code. A view written in Swift source is located where it was
    /// written; others at their spec file (or the screen, for the bundled gallery), without a
    /// line. Each line goes through `TerminalText.escaped`, so that text from the inputs cannot
    /// act on a terminal or forge a line.
    public var compilerDiagnostics: String {
        findings.map { finding in
            let location = finding.source?.description ?? screens.first { $0.name == finding.screen }?.source ?? finding.screen
            let chain = finding.source?.chainDescription.map { " [\($0)]" } ?? ""
            let severity = finding.severity == .info ? "note" : finding.severity.rawValue
            return TerminalText.escaped(
                "\(location): \(severity): \(finding.kind.rawValue) in \(finding.screen) \(Self.where(finding)): \(detail(finding))\(chain)")
                + "\n" + TerminalText.escaped("\(location): note: reproduce with \(layoutCommand(for: finding))") + "\n"
        }.joined() + translationDiagnostics
    }
}
