import Foundation
import OversetLayout
internal import OversetPlumbing
import OversetStyle

extension AuditReport {
    /// JUnit XML as CI systems read it: a test suite per screen, a test case per environment
    /// named by its values ("AX3 · copper · 320 pt · de · Bold Text"), failures for error
    /// diagnostics (warnings go to the case's system-out; the severity policy decides which are
    /// errors, and is listed in each suite's properties); then, when the catalog checks found
    /// anything, a suite `translations` with a test case per translation finding.
    ///
    /// - Parameter timestamp: when the audit ran (ISO 8601 without zone, as the schema wants).
    public func junit(timestamp: Date = Date(), hostname: String = "localhost") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        let stamp = formatter.string(from: timestamp)
        // A report read from JSON lists each case once; one built in code might not, and a case
        // listed twice once trapped here: its first listing is the one shown.
        let failingByIndex = Dictionary(failingCases.map { ($0.case.index, $0) }) { first, _ in first }
        let casesByScreen = Dictionary(grouping: allCases.filter { shard?.contains($0.index) ?? true }, by: \.screen)
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for audited in screens {
            let screen = audited.name
            let cases = casesByScreen[screen] ?? []
            var body = ""
            var failures = 0
            for auditCase in cases {
                let name = XMLText.escape(Self.junitName(of: auditCase.environment))
                body += "    <testcase name=\"\(name)\" classname=\"overset.\(XMLText.escape(screen))\" time=\"0\">\n"
                let diagnostics = failingByIndex[auditCase.index]?.diagnostics ?? []
                let errors = diagnostics.filter { severity(of: $0, screen: screen) == .error }
                if let first = errors.first {
                    failures += 1
                    let details =
                        errors.map(Self.junitLine).joined(separator: "\n")
                        + "\nReproduce: " + layoutCommand(screen: screen, source: audited.source, environment: auditCase.environment)
                    body +=
                        "      <failure message=\"\(XMLText.escape("\(errors.count) problem\(errors.count == 1 ? "" : "s"): \(first.kind.rawValue) at \(first.path)"))\" "
                        + "type=\"\(first.kind.rawValue)\">\(XMLText.escape(details))</failure>\n"
                }
                let warnings = diagnostics.filter { severity(of: $0, screen: screen) != .error }
                if !warnings.isEmpty {
                    body +=
                        "      <system-out>\(XMLText.escape(warnings.map(Self.junitLine).joined(separator: "\n")))</system-out>\n"
                }
                body += "    </testcase>\n"
            }
            totalTests += cases.count
            totalFailures += failures
            suites +=
                "  <testsuite name=\"\(XMLText.escape(screen))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" "
                + "skipped=\"0\" time=\"0\" timestamp=\"\(stamp)\" hostname=\"\(XMLText.escape(hostname))\">\n"
                + junitProperties + body + "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        }
        let translations = translationSuite(timestamp: stamp, hostname: hostname)
        suites += translations.xml
        totalTests += translations.tests
        totalFailures += translations.failures
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"overset audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" "
            + "time=\"\(NumberText.shortest((seconds * 1000).rounded() / 1000))\">\n" + suites + "</testsuites>\n"
    }

    /// "truncated: Card/Text: "Your subscription renews …": message": the string laid out is
    /// quoted, since it differs between locales and a CI page shows no picture.
    static func junitLine(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.kind.rawValue): \(diagnostic.path): " + (diagnostic.text.map { "\"\($0.excerpt(maximumLength: 80))\": " } ?? "")
            + diagnostic.message
    }

    /// Each suite's properties: the fonts measured with (`fontSources`, `systemFont`), so that a
    /// CI failure names them, and the severity policy's rules, which decide what is a failure.
    var junitProperties: String {
        let fonts: [(String, String?)] = [("fontSources", fontSources.isEmpty ? nil : fontSources.joined(separator: ", ")), ("systemFont", systemFont)]
        let properties = (fonts + severityPolicy.rules.map { ("severity", $0.description as String?) }).compactMap {
            name, value in
            value.map { "      <property name=\"\(name)\" value=\"\(XMLText.escape($0))\"/>\n" }
        }
        return properties.isEmpty ? "    <properties/>\n" : "    <properties>\n" + properties.joined() + "    </properties>\n"
    }

    /// A test case's name: each dimension's part of it, in the table's order ("AX3 · copper ·
    /// 320 pt · de", and "· Bold Text" with Bold Text on), so that no two environments of a
    /// screen share one.
    static func junitName(of environment: LayoutEnvironment) -> String {
        AuditDimensions.all.compactMap { $0.junitName(of: environment) }.joined(separator: " · ")
    }
}
