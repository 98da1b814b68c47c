import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// Every report format, from one small audit with findings.
@Suite struct ReportTests {
    static let report: AuditReport = {
        do {
            return try Audits.run([Audits.clean, Audits.fragile], AuditMatrix(presets: ["default", "copper"], widths: [320, 430]))
        } catch {
            fatalError("the sample audit must run: \(error)")
        }
    }()

    @Test func jsonRoundTrips() throws {
        let text = Self.report.json.text
        let read = try AuditReport(json: Data(text.utf8), file: "report.json")
        #expect(read.json.text == text)
        #expect(read.findings.map(\.key) == Self.report.findings.map(\.key))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let counts = try #require(object["counts"] as? [String: Any])
        #expect(counts["totalCases"] as? Int == 2 * 12 * 2 * 2)
        #expect(counts["failingCases"] as? Int == Self.report.failingCases.count)
    }

    /// `writeJSON` writes the bytes of `json.text` in pieces, one finding and one failing case at
    /// a time: a piece is written once it passes 64 KB, so every piece but the last is at least
    /// that and at most one element more. With 60 screens both the findings (each listing the
    /// environments it occurs in) and the failing cases take several pieces.
    @Test(arguments: [1, 60])
    func jsonIsWrittenInPieces(screens count: Int) throws {
        let screens = (0..<count).map { number in
            AuditScreen(
                name: "Fragile \(number)",
                body: DFCard { DFText("Your subscription renews on \(number) March.", style: "body").frame(height: 44).id("description") }.node,
                theme: .designFoundation)
        }
        let report = try Audits.run(screens, AuditMatrix(presets: ["default", "copper"], widths: [320, 430]))
        let text = report.json.text
        var pieces: [String] = []
        report.writeJSON { pieces.append($0) }
        #expect(pieces.joined() == text)
        #expect(pieces.dropLast().allSatisfy { (1 << 16)...(1 << 17) ~= $0.utf8.count })
        if count > 1 {
            let failingCases = try #require(text.range(of: #""failingCases":["#))
            let findingsEnd = text.utf8.distance(from: text.startIndex, to: failingCases.lowerBound)
            #expect(report.findings.count >= count)
            #expect(pieces.count > 3 && findingsEnd > 2 << 16, "\(pieces.count) pieces, findings end at \(findingsEnd)")
        }
    }

    /// Every report says which system font its verdicts used (here the bundled stand-in).
    @Test func reportsNameTheSystemFont() throws {
        let systemFont = try #require(Self.report.systemFont)
        #expect(systemFont.hasPrefix("the stand-in: Inter"))
        #expect(Self.report.table().contains("\nSystem font: \(systemFont).\n"))
        #expect(Self.report.markdown.contains("System font: \(systemFont)."))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.report.jsonText.utf8)) as? [String: Any])
        #expect(object["systemFont"] as? String == systemFont)
    }

    @Test func badReportFilesAreErrors() {
        for (json, problem) in [
            ("[]", "expected an object, got an array"), (#"{"schemaVersion": 9}"#, "not an overset audit report"),
            (#"{"schemaVersion": 1}"#, "matrix: missing"), ("{", "not valid JSON"),
        ] {
            do {
                _ = try AuditReport(json: Data(json.utf8), file: "r.json")
                Issue.record("read \(json) without an error")
            } catch {
                #expect(error.description.hasPrefix("r.json: ") && error.description.contains(problem), "\(error)")
            }
        }
    }

    /// Checked by xmllint against the JUnit schema CI tools read (Tests/OversetAuditTests/Resources/junit.xsd).
    @Test func junitValidatesAgainstTheSchema() throws {
        let xml = Self.report.junit(timestamp: Date(timeIntervalSince1970: 1_790_000_000))
        let message = try Self.schemaErrors(xml)
        #expect(message == nil, "\(message ?? "")")
        // One test case per screen × environment; failures are the cases with errors.
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == Self.report.caseCount)
        let failing = Self.report.failingCases.filter { $0.diagnostics.contains { $0.severity == .error } }.count
        #expect(xml.components(separatedBy: "<failure ").count - 1 == failing)
        #expect(xml.contains("<testsuite name=\"Fragile\" tests=\"48\" failures=\"\(failing)\""))
    }

    /// xmllint's complaints about `xml` against the JUnit schema, or nil when it is valid.
    static func schemaErrors(_ xml: String) throws -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let schema = Audits.root.appendingPathComponent("Tests/OversetAuditTests/Resources/junit.xsd").path
        let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let tool = try #require(xmllint, "xmllint is needed: scripts/setup.sh installs it (libxml2-utils)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--noout", "--schema", schema, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return process.terminationStatus == 0 ? nil : message
    }

    /// Names and texts with characters XML 1.0 cannot carry still make valid JUnit (issue 15:
    /// U+0001, U+0007 and U+000C made it invalid).
    @Test func junitWithControlCharactersIsValid() throws {
        let screen = AuditScreen(
            name: "Bell\u{7}Screen\u{1}",
            body: Text("Form\u{C}feed and a long text that truncates", style: "body").lineLimit(1).frame(width: 60).id("t\u{1}").node,
            theme: .designFoundation)
        let report = try Audits.run([screen], AuditMatrix(categories: [.large], presets: ["default"], widths: [320]))
        #expect(!report.findings.isEmpty)
        let xml = report.junit(timestamp: Date(timeIntervalSince1970: 1_790_000_000))
        #expect(xml.contains("Bell␇Screen␁"))
        let message = try Self.schemaErrors(xml)
        #expect(message == nil, "\(message ?? "")")
    }

    @Test func junitOfACleanRunHasNoFailures() throws {
        let clean = try Audits.run([Audits.clean], AuditMatrix(categories: [.large], presets: ["default"], widths: [375]))
        let xml = clean.junit()
        #expect(xml.contains("tests=\"1\" failures=\"0\""))
        #expect(!xml.contains("<failure"))
    }

    /// One picture per distinct first occurrence of a finding (not one per failing layout), each
    /// finding linking to its picture.
    @Test func htmlDrawsTheFirstLayoutOfEachFinding() throws {
        let html = Self.report.html(engine: Audits.engine)
        let findings = Self.report.findings
        let firsts = Set(findings.map { "\($0.screen)|\($0.environments[0])" })
        #expect(html.components(separatedBy: "<svg class=\"layout\"").count - 1 == firsts.count)
        #expect(firsts.count < Self.report.failingCases.count)
        let links = html.components(separatedBy: "<a href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(links.count == findings.count)
        for link in links { #expect(html.contains("<div class=\"case\" id=\"\(link)\">")) }
        #expect(html.contains("Layouts with diagnostics, per content size category"))
        #expect(html.contains("<svg class=\"chart\""))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Glyph outlines are real paths, defined once and used by each drawing.
        #expect(html.contains("<path id=\"g0\"") && html.contains("<use href=\"#g0\""))
        #expect(html.contains("#d32f2f"))
    }

    @Test func markdownAndTableListEveryFinding() {
        let markdown = Self.report.markdown
        let table = Self.report.table()
        for finding in Self.report.findings {
            #expect(markdown.contains(finding.summary) && table.contains(finding.summary))
        }
        #expect(markdown.hasPrefix("### Overset audit"))
        #expect(table.contains("SEVERITY  KIND"))
        #expect(!table.contains("\u{1B}["))
        #expect(Self.report.table(colors: true).contains("\u{1B}[31m"))
    }

    /// Without pictures to draw, failing cases keep no layouts (memory does not grow with them),
    /// and every other part of the report is the same.
    @Test func layoutsAreKeptOnlyWhenAsked() throws {
        let matrix = AuditMatrix(presets: ["default", "copper"], widths: [320, 430])
        let lean = try AuditRunner(solver: Audits.solver, jobs: 2, keepsLayouts: false).run([Audits.clean, Audits.fragile], matrix: matrix)
        #expect(!lean.failingCases.isEmpty && lean.failingCases.allSatisfy { $0.layout == nil })
        #expect(Self.report.failingCases.allSatisfy { $0.layout != nil })
        #expect(Audits.jsonWithoutTimings(lean) == Audits.jsonWithoutTimings(Self.report))
    }
}

/// Findings of views written in Swift source point at the code (issue 31): every format says
/// where, JSON keeps it, and `diagnostics` prints it as swiftc does.
@Suite struct SourceLocationReportTests {
    static let report: AuditReport = {
        var body = DFCard {
            DFText("Your subscription renews on 1 March.", style: "body").frame(height: 44).id("description")
        }
        body.source = SourceReference(file: "Sources/Renewal.swift", line: 12, column: 9, viewChain: ["RenewalCard", "body", "DFCard"])
        let screen = AuditScreen(name: "Renewal", body: body, theme: .designFoundation, source: "Sources/Renewal.swift")
        do {
            return try Audits.run([screen], AuditMatrix(categories: [.accessibility3], presets: ["default"], widths: [375]))
        } catch {
            fatalError("the sample audit must run: \(error)")
        }
    }()

    @Test func everyFormatSaysWhere() throws {
        let finding = try #require(Self.report.findings.first)
        #expect(finding.source?.description == "Sources/Renewal.swift:12:9")
        #expect(Self.report.table().contains("at Sources/Renewal.swift:12:9 in RenewalCard › body › DFCard\n"))
        #expect(Self.report.markdown.contains("(at Sources/Renewal.swift:12:9 in RenewalCard › body › DFCard)"))
        let lines = Self.report.compilerDiagnostics.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Sources/Renewal.swift:12:9: error: ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("[RenewalCard › body › DFCard]") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Sources/Renewal.swift:12:9: note: reproduce with overset layout Sources/Renewal.swift") == true)
    }

    @Test func jsonKeepsTheSource() throws {
        let read = try AuditReport(json: Data(Self.report.jsonText.utf8), file: "r.json")
        #expect(read.findings.map(\.source) == Self.report.findings.map(\.source))
        #expect(read.findings.first?.source?.viewChain == ["RenewalCard", "body", "DFCard"])
    }
}
