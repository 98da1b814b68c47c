import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// Issue 33: every report names the fonts its verdicts came from; JUnit failures quote the
/// string laid out; long view paths wrap in HTML.
@Suite struct ReportFontsAndQuotesTests {
    static let report: AuditReport = {
        do {
            return try Audits.run([Audits.fragile], AuditMatrix(categories: [.accessibility3], presets: ["default"], widths: [320]))
        } catch {
            fatalError("the sample audit must run: \(error)")
        }
    }()

    /// The test engine loads the bundled fonts only (`Audits.engine`): each format says so.
    @Test func everyFormatNamesTheFontSources() throws {
        let line = "Font sources: bundled fonts, not the machine's fonts."
        #expect(Self.report.fontSources == ["bundled fonts", "not the machine's fonts"])
        #expect(Self.report.table().contains("\n\(line)\n"))
        #expect(Self.report.markdown.contains(line))
        // XML escapes the apostrophe.
        #expect(Self.report.html(engine: Audits.engine).contains(line.replacingOccurrences(of: "'", with: "&apos;")))
        #expect(Self.report.junit().contains(#"<property name="fontSources" value="bundled fonts, not the machine&apos;s fonts"/>"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.report.json.text.utf8)) as? [String: Any])
        #expect(object["fontSources"] as? [String] == ["bundled fonts", "not the machine's fonts"])
        let read = try AuditReport(json: Data(Self.report.json.text.utf8), file: "report.json")
        #expect(read.fontSources == Self.report.fontSources)
    }

    /// Merged shards name every family any shard drew with the system font, once each (the
    /// first shard's list alone dropped the others').
    @Test func mergedShardsKeepEveryShardsFontSources() throws {
        let matrix = AuditMatrix(categories: [.large, .accessibility1], presets: ["default"], widths: [320])
        var shards = try (1...2).map { try Audits.run([Audits.clean], matrix, shard: Shard(index: $0, count: 2)) }
        let first = "the system font in place of 'Brand Sans' (not found)"
        let second = "the system font in place of 'Brand Serif' (not found)"
        shards[0].fontSources.append(first)
        shards[1].fontSources.append(second)
        let merged = try AuditReport.merging(shards)
        #expect(merged.fontSources == ["bundled fonts", "not the machine's fonts", first, second])
    }

    /// The fragile card's text truncates at AX3 in its 44 pt frame: the failure quotes it.
    @Test func junitFailuresQuoteTheStringLaidOut() {
        let junit = Self.report.junit()
        #expect(junit.contains(": &quot;Your subscription renews on 1 March.&quot;: "), "\(junit)")
    }

    /// View paths sit in cells that wrap them anywhere (a long path no longer widens the table),
    /// and pictures' headings wrap too.
    @Test func longPathsWrapInHTML() {
        let html = Self.report.html(engine: Audits.engine)
        #expect(html.contains("<td class=\"path\"><code>"))
        #expect(html.contains("td.path { max-width: 32em; overflow-wrap: anywhere; }"))
        #expect(html.contains(".case h3 { font-size: 13px; margin: 0 0 4px; overflow-wrap: anywhere; }"))
    }
}
