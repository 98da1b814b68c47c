import OversetLayout
internal import OversetPlumbing

extension AuditReport {
    /// The terminal table: one line per finding, then the totals.
    ///
    /// Text from the audit's inputs (screen names, view paths, strings, file names) is printed
    /// through `TerminalText.escaped`, so that none of it can act on the terminal.
    ///
    /// - Parameter colors: ANSI colours for severities (only when writing to a terminal).
    public func table(colors: Bool = false) -> String {
        let findings = self.findings
        let escaped = TerminalText.escaped
        func paint(_ text: String, _ severity: Diagnostic.Severity) -> String {
            guard colors else { return text }
            return (severity == .error ? "\u{1B}[31m" : "\u{1B}[33m") + text + "\u{1B}[0m"
        }
        var text = "\(headline)\n" + (policyLine.map { escaped($0) + "\n" } ?? "")
        if !findings.isEmpty {
            let rows = findings.map { finding in
                [finding.severity.rawValue, finding.kind.rawValue] + [finding.screen, Self.relativePath(finding), Self.where(finding)].map(escaped)
            }
            let table = TextTable(header: ["SEVERITY", "KIND", "SCREEN", "VIEW", "WHERE"], rows: rows)
            let lines = table.lines
            text += "\n" + lines[0] + "\n"
            for (line, finding) in zip(lines.dropFirst(), findings) {
                text += paint(line, finding.severity) + "\n"
                let indent = String(repeating: " ", count: table.width(ofColumn: 0) + 2)
                text += indent + escaped(detail(finding)) + "\n"
                if let line = Self.sourceLine(finding) { text += indent + escaped(line) + "\n" }
                text += indent + "$ " + escaped(layoutCommand(for: finding)) + "\n"
            }
        }
        text += translationTable(paint: paint)
        if !notes.isEmpty {
            text += "\nNotes:\n" + notes.map { "  " + escaped("\($0.locale) \($0.key): \($0.message)") + "\n" }.joined()
        }
        return text + "\n" + totals + "\n" + (translationTotals.map { $0 + "\n" } ?? "")
            + (baselineComparison.map { escaped($0.summary) + "\n" } ?? "") + (sourceSummary.map { escaped($0) + "\n" } ?? "")
            + (systemFont.map { escaped("System font: \($0).") + "\n" } ?? "") + (fontSourcesLine.map { escaped($0) + "\n" } ?? "")
            + (fontsLine.map { escaped($0) + "\n" } ?? "")
    }

    /// "Font sources: bundled fonts, SF-Pro.ttf; not the machine's fonts.", or nil when none were
    /// recorded (a report read from an older file).
    var fontSourcesLine: String? {
        guard !fontSources.isEmpty else { return nil }
        return "Font sources: " + fontSources.joined(separator: ", ") + "."
    }

    /// "Audited 16 screens × 180 environments: 2880 layouts in 1.2 s (2 jobs)".
    var headline: String {
        let shardText = shard.map { ", shard \($0)" } ?? ""
        return "Audited \(screens.count) screen\(screens.count == 1 ? "" : "s") × \(matrix.environmentCount) environments: "
            + "\(caseCount) layouts\(shardText) in \(NumberText.rounded(seconds, places: 2)) s (\(jobs) job\(jobs == 1 ? "" : "s"))"
    }

    /// "3 findings: 2 errors, 1 warning; 140 of 2880 layouts have diagnostics." (and ", 1 info"
    /// when a severity policy made a finding one).
    var totals: String {
        let findings = self.findings
        let errors = findings.filter { $0.severity == .error }.count
        let infos = findings.filter { $0.severity == .info }.count
        let warnings = findings.count - errors - infos
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s")\(infos > 0 ? ", \(infos) info" : ""); "
            + "\(failingCases.count) of \(caseCount) layouts have diagnostics."
    }

    /// "Severity policy (first matching rule wins): brokenWord@...AX2=error; brokenWord@AX3...=warning."
    /// Nil without rules.
    var policyLine: String? {
        guard !severityPolicy.isEmpty else { return nil }
        return "Severity policy (first matching rule wins): " + severityPolicy.rules.map(\.description).joined(separator: "; ") + "."
    }

    /// The locales with fonts recorded, in matrix order (then any others, sorted).
    var localesWithFonts: [String] {
        matrix.locales.filter { fontsByLocale[$0] != nil } + fontsByLocale.keys.filter { !matrix.locales.contains($0) }.sorted()
    }

    /// "Fonts: en — system; ja — Droid Sans Fallback, system; am — system (and no font for some
    /// characters).", or nil when none were recorded (a report read from an older file).
    var fontsLine: String? {
        guard !fontsByLocale.isEmpty else { return nil }
        let lacking = Set(failingCases.filter { $0.diagnostics.contains { $0.kind == .missingGlyphs } }.map(\.case.environment.locale))
        return "Fonts: "
            + localesWithFonts.map { locale in
                "\(locale) — \(fontsByLocale[locale]!.joined(separator: ", "))" + (lacking.contains(locale) ? " (and no font for some characters)" : "")
            }.joined(separator: "; ") + "."
    }

    /// Where a finding occurs, and for one a baseline knows elsewhere, that these places are new.
    static func `where`(_ finding: Finding) -> String {
        guard finding.knownEnvironmentCount > 0 else { return finding.summary }
        let count = finding.knownEnvironmentCount
        return finding.summary + " (new; the baseline has it in \(count) other environment\(count == 1 ? "" : "s"))"
    }

    /// The first occurrence's message; for a text, after the string laid out there and where
    /// ("\"Benachrichtigungen\" (de, AX2, 320 pt): shows 1 of 2 lines …"), since the string differs
    /// between locales and the message's figures are that layout's.
    func detail(_ finding: Finding) -> String {
        guard let text = finding.text, let environment = finding.environments.first else { return finding.message + ruleNote(finding) }
        let shown = text.excerpt(maximumLength: 60)
        let place = AuditDimensions.detailOrder.compactMap { $0.detailName(of: environment, in: matrix) }
        return "\(JSONValue.string(shown).text) (\(place.joined(separator: ", "))): \(finding.message)" + ruleNote(finding)
    }

    /// " [rule brokenWord@AX3...=warning]" when a policy rule set the finding's severity.
    func ruleNote(_ finding: Finding) -> String {
        finding.rule.map { " [rule \($0)]" } ?? ""
    }

    /// "at PaymentCell.swift:12:9 in PaymentCell › amountColumn › Text", for a view written in Swift
    /// source; nil for other views.
    static func sourceLine(_ finding: Finding) -> String? {
        guard let source = finding.source else { return nil }
        return "at \(source)" + (source.chainDescription.map { " in \($0)" } ?? "")
    }

    /// The path without its screen (the table has a screen column).
    static func relativePath(_ finding: Finding) -> String {
        finding.path.hasPrefix(finding.screen + "/") ? String(finding.path.dropFirst(finding.screen.count + 1)) : finding.path
    }

    /// Markdown for a pull-request comment: totals, then a table of findings.
    ///
    /// Text from the audit's inputs (screen names, view paths, strings, file names) is escaped as
    /// it is inserted: as prose by `MarkdownText.escaped`, as code by `MarkdownText.codeSpan`.
    public var markdown: String {
        let findings = self.findings
        let escaped = MarkdownText.escaped
        var text =
            "### Overset audit\n\n\(headline).\n\n" + (policyLine.map { "\(escaped($0))\n\n" } ?? "") + "**\(totals)**\n"
            + (translationTotals.map { "\n**\($0)**\n" } ?? "")
            + (baselineComparison.map { "\n\(escaped($0.summary))\n" } ?? "")
            + (systemFont.map { "\nSystem font: \(escaped($0)).\n" } ?? "") + (fontSourcesLine.map { "\n\(escaped($0))\n" } ?? "")
            + (fontsLine.map { "\n\(escaped($0))\n" } ?? "")
        guard !findings.isEmpty else { return text + "\nNo truncation, overflow or clipping found. ✅\n" + translationMarkdown }
        text += "\n| | Kind | Screen | View | Where | Details | Reproduce |\n|---|---|---|---|---|---|---|\n"
        for finding in findings {
            let icon = finding.severity == .error ? "🔴" : finding.severity == .warning ? "🟡" : "ℹ️"
            let cells = [
                icon, finding.kind.rawValue, escaped(finding.screen), MarkdownText.codeSpan(Self.relativePath(finding)),
                escaped(Self.where(finding)), escaped(detail(finding) + (Self.sourceLine(finding).map { " (\($0))" } ?? "")),
                MarkdownText.codeSpan(layoutCommand(for: finding)),
            ]
            text +=
                "| "
                + cells.map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
                .joined(separator: " | ") + " |\n"
        }
        text += translationMarkdown
        if !notes.isEmpty {
            text +=
                "\n<details><summary>\(notes.count) translation note\(notes.count == 1 ? "" : "s")</summary>\n\n"
                + notes.map { "- \(MarkdownText.codeSpan($0.key)) (\(escaped($0.locale))): \(escaped($0.message))\n" }.joined()
                + "\n</details>\n"
        }
        return text
    }
}
