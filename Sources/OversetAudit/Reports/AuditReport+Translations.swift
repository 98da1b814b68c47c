import OversetLayout
internal import OversetPlumbing

/// The translation findings in each text format: one place words them, so the table, Markdown,
/// HTML, JUnit and compiler diagnostics say the same (JSON writes their fields).
extension AuditReport {
    /// "2 translation findings: 1 error, 1 note.", or nil when there are none.
    var translationTotals: String? {
        guard !translationFindings.isEmpty else { return nil }
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let counts = [Diagnostic.Severity.error, .warning, .info].compactMap { severity -> String? in
            let count = translationFindings.count { $0.severity == severity }
            guard count > 0 else { return nil }
            return plural(count, severity == .info ? "note" : severity.rawValue)
        }
        return "\(plural(translationFindings.count, "translation finding")): \(counts.joined(separator: ", "))."
    }

    /// `"stats.line" (ar): %2$@ is missing`.
    static func headline(_ finding: TranslationFinding) -> String {
        "\(JSONValue.string(finding.key).text) (\(finding.locale)): \(finding.message)"
    }

    /// `en "%@ ∙ from %@" → ar "%1$@ ∙ من"`: what the source and the translation say, quoted
    /// as written (not JSON-escaped: a backslash the check names shows once, as on the device).
    static func comparison(_ finding: TranslationFinding) -> String {
        func quoted(_ text: String) -> String { "\"" + text.excerpt(maximumLength: 60).replacingOccurrences(of: "\n", with: " ") + "\"" }
        return "\(finding.sourceLocale) \(quoted(finding.sourceValue)) → \(finding.locale) \(quoted(finding.translation))"
    }

    /// The table's section: severity, kind, locale and key, then the message and both texts, the
    /// catalog's text through `TerminalText.escaped`.
    func translationTable(paint: (String, Diagnostic.Severity) -> String) -> String {
        guard !translationFindings.isEmpty else { return "" }
        let escaped = TerminalText.escaped
        let rows = translationFindings.map { [$0.severity.rawValue, $0.kind.rawValue, escaped($0.locale), escaped(JSONValue.string($0.key).text)] }
        let table = TextTable(header: ["SEVERITY", "KIND", "LOCALE", "KEY"], rows: rows)
        let indent = String(repeating: " ", count: table.width(ofColumn: 0) + 2)
        var text = "\n" + escaped("Translations (\(translationFindings[0].file)):") + "\n" + table.lines[0] + "\n"
        for (line, finding) in zip(table.lines.dropFirst(), translationFindings) {
            text +=
                paint(line, finding.severity) + "\n" + indent + escaped(finding.message) + "\n" + indent + escaped(Self.comparison(finding)) + "\n"
        }
        return text
    }

    /// Markdown's section: a table of the translation findings, the catalog's text escaped.
    var translationMarkdown: String {
        guard !translationFindings.isEmpty else { return "" }
        var text = "\n| | Kind | Key | Locale | Problem | Texts |\n|---|---|---|---|---|---|\n"
        for finding in translationFindings {
            let icon = finding.severity == .error ? "🔴" : finding.severity == .warning ? "🟡" : "ℹ️"
            let cells = [
                icon, finding.kind.rawValue, MarkdownText.codeSpan(finding.key), MarkdownText.escaped(finding.locale),
                MarkdownText.escaped(finding.message), MarkdownText.escaped(Self.comparison(finding)),
            ]
            text +=
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }.joined(separator: " | ")
                + " |\n"
        }
        return text
    }

    /// HTML's section: a heading and a table, or nothing.
    var translationHTML: String {
        guard !translationFindings.isEmpty else { return "" }
        let rows = translationFindings.map { finding in
            "<tr class=\"\(finding.severity.rawValue)\"><td>\(finding.severity.rawValue)</td><td>\(finding.kind.rawValue)</td>"
                + "<td><code>\(XMLText.escape(finding.key))</code></td><td>\(XMLText.escape(finding.locale))</td>"
                + "<td>\(XMLText.escape(finding.message))<br><code class=\"command\">\(XMLText.escape(Self.comparison(finding)))</code></td></tr>"
        }
        return "<h2>Translations</h2>\n<table>\n<tr><th>Severity</th><th>Kind</th><th>Key</th><th>Locale</th><th>Problem</th></tr>\n"
            + rows.joined(separator: "\n") + "\n</table>\n"
    }

    /// Compiler-style lines at the catalog file: errors as errors, the rest as warnings, each
    /// through `TerminalText.escaped`.
    var translationDiagnostics: String {
        translationFindings.map { finding in
            TerminalText.escaped(
                "\(finding.file): \(finding.severity == .error ? "error" : "warning"): \(finding.kind.rawValue) in \(Self.headline(finding))")
                + "\n" + TerminalText.escaped("\(finding.file): note: \(Self.comparison(finding))") + "\n"
        }.joined()
    }

    /// JUnit's suite: a test case per translation finding, failing for errors.
    ///
    /// - Returns: the suite's XML, its test count and its failures; empty with no findings.
    func translationSuite(timestamp: String, hostname: String) -> (xml: String, tests: Int, failures: Int) {
        guard !translationFindings.isEmpty else { return ("", 0, 0) }
        var body = ""
        var failures = 0
        for finding in translationFindings {
            let name = XMLText.escape("\(finding.kind.rawValue) · \(finding.key) · \(finding.locale)")
            body += "    <testcase name=\"\(name)\" classname=\"overset.translations\" time=\"0\">\n"
            let details = XMLText.escape(Self.headline(finding) + "\n" + Self.comparison(finding))
            if finding.severity == .error {
                failures += 1
                body +=
                    "      <failure message=\"\(XMLText.escape(Self.headline(finding)))\" type=\"\(finding.kind.rawValue)\">\(details)</failure>\n"
            } else {
                body += "      <system-out>\(details)</system-out>\n"
            }
            body += "    </testcase>\n"
        }
        let xml =
            "  <testsuite name=\"translations\" tests=\"\(translationFindings.count)\" failures=\"\(failures)\" errors=\"0\" "
            + "skipped=\"0\" time=\"0\" timestamp=\"\(timestamp)\" hostname=\"\(XMLText.escape(hostname))\">\n"
            + "    <properties/>\n" + body + "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        return (xml, translationFindings.count, failures)
    }
}
