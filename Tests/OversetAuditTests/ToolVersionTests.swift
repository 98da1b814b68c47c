import Foundation
import OversetAudit
import OversetLayout
import Testing

/// The JSON report says which version of Overset measured it (issue 33, point 6), and reports
/// written before it did still read, as baselines and as shards to merge.
@Suite struct ToolVersionTests {
    static let matrix = AuditMatrix(categories: [.large, .accessibility3], presets: ["default"], widths: [320])

    /// `"toolVersion":"…",` as the writer puts it after `tool`.
    static var versionMember: String { #""toolVersion":"\#(AuditReport.currentToolVersion)","# }

    /// `report`'s JSON as a report written before versions were recorded: without the key.
    static func withoutVersion(_ report: AuditReport) throws -> String {
        let text = report.json.text
        #expect(text.contains(versionMember))
        return text.replacingOccurrences(of: versionMember, with: "")
    }

    @Test func aReportRecordsItsVersionAfterTheTool() throws {
        let report = try Audits.run([Audits.fragile], Self.matrix)
        #expect(report.json.text.hasPrefix(#"{"schemaVersion":1,"tool":"overset audit","# + Self.versionMember))
        let read = try AuditReport(json: Data(report.json.text.utf8), file: "r.json")
        #expect(read.toolVersion == AuditReport.currentToolVersion)
        // A version is a release's number, dotted, with an optional pre-release label (SemVer 2.0.0).
        #expect(AuditReport.currentToolVersion.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?/) != nil)
    }

    @Test func anOlderReportReadsAsABaseline() throws {
        let report = try Audits.run([Audits.fragile], Self.matrix)
        let old = try AuditReport(json: Data(try Self.withoutVersion(report).utf8), file: "old.json")
        #expect(old.toolVersion == nil)
        // Written back, it says it does not know, rather than claiming this version measured it.
        #expect(old.json.text.contains(#""toolVersion":null,"#))
        let filtered = report.excluding(old, file: "old.json")
        #expect(!report.findings.isEmpty)
        #expect(filtered.findings.isEmpty)
        #expect(filtered.toolVersion == AuditReport.currentToolVersion)
    }

    @Test func olderShardsMergeAndMixedVersionsAreRefused() throws {
        let shards = try (1...2).map { try Audits.run([Audits.fragile], Self.matrix, shard: Shard(index: $0, count: 2)) }
        let old = try shards.enumerated().map { index, shard in
            try AuditReport(json: Data(try Self.withoutVersion(shard).utf8), file: "old\(index + 1).json")
        }
        let merged = try AuditReport.merging(old)
        #expect(merged.toolVersion == nil)
        #expect(merged.findings.count == (try AuditReport.merging(shards)).findings.count)
        let message =
            "the reports were written by different versions of Overset (unrecorded, \(AuditReport.currentToolVersion)) and cannot be merged"
        #expect(throws: AuditError.invalidReport(file: "", problem: message)) { try AuditReport.merging([old[0], shards[1]]) }
    }

    /// A version must be a string of at most 64 characters (`maximumToolVersionLength`,
    /// docs/reliability.md); at the limit it reads.
    @Test(
        arguments: [
            (#""toolVersion":5,"#, "r.json: toolVersion: expected a string, got 5"),
            (#""toolVersion":["1.0"],"#, "r.json: toolVersion: expected a string, got an array"),
            ("\"toolVersion\":\"\(String(repeating: "9", count: 65))\",", "r.json: toolVersion: expected a version of at most 64 characters, got 65"),
            ("\"toolVersion\":\"\(String(repeating: "9", count: 64))\",", nil),
        ] as [(String, String?)])
    func aBadVersionIsRefusedNamingItsPath(_ member: String, _ message: String?) throws {
        let report = try Audits.run([Audits.clean], Self.matrix)
        let text = report.json.text.replacingOccurrences(of: Self.versionMember, with: member)
        do {
            let read = try AuditReport(json: Data(text.utf8), file: "r.json")
            #expect(message == nil, "read \(read.toolVersion ?? "nil")")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
