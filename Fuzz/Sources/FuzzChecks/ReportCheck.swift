import Foundation
import OversetAudit

/// Reports whose internal references the bytes choose: counts that may disagree with the matrix,
/// a shard, and failing cases whose index, screen and environment may name nothing in the
/// report, or the same case twice (as merging overlapping shards would). Invariants: each reads
/// or is refused with a message within `FuzzLimits`; what reads refers only to its own cases,
/// once each, in its shard; and it writes as JUnit, a table and Markdown without trapping, and
/// reads back the same.
enum ReportCheck {
    /// Byte 0: screens (1…4, the first with its own width when bit 7 is set); byte 1: widths
    /// (1…3) and categories (1…3); byte 2: the shard (none, 1/2 or 2/2); bytes 3 and 4: offsets
    /// added to the true total and case counts; then three bytes per failing case: its index,
    /// its screen, and its environment (width and category, possibly outside the matrix).
    static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard bytes.count >= 5 else { return }
        let screenCount = 1 + Int(bytes[0] & 0x7F) % 4
        let ownWidth = bytes[0] & 0x80 != 0
        let widths = Array([320, 375, 430].prefix(1 + Int(bytes[1]) % 3))
        let categories = Array(["large", "xxxLarge", "accessibility3"].prefix(1 + Int(bytes[1] >> 4) % 3))
        let shard = Int(bytes[2]) % 3
        let screens = (0..<screenCount).map { $0 == 0 && ownWidth ? #"{"name": "S0", "width": 320}"# : #"{"name": "S\#($0)"}"# }
        let perScreen = widths.count * categories.count
        let total = (ownWidth ? categories.count + (screenCount - 1) * perScreen : screenCount * perScreen) + Int(bytes[3] % 4 == 0 ? bytes[3] >> 2 : 0)
        let cases = (shard == 0 ? total : (total + (shard == 1 ? 1 : 0)) / 2) + Int(bytes[4] % 4 == 0 ? bytes[4] >> 2 : 0)
        var failing: [String] = []
        var position = 5
        while position + 2 < bytes.count, failing.count < 64 {
            let environment = bytes[position + 2]
            let width = [320, 375, 430, 1000][Int(environment) % 4]
            let category = ["large", "xxxLarge", "accessibility3", "accessibility5"][Int(environment >> 2) % 4]
            failing.append(
                #"{"index": \#(bytes[position]), "screen": "S\#(Int(bytes[position + 1]) % 6)", "environment": {"category": "\#(category)", "#
                    + #""preset": "default", "width": \#(width), "scale": 3, "locale": "en"}, "diagnostics": []}"#)
            position += 3
        }
        let json =
            #"{"schemaVersion": 1, "matrix": {"categories": [\#(categories.map { "\"\($0)\"" }.joined(separator: ", "))], "presets": ["default"], "#
            + #""widths": [\#(widths.map(String.init).joined(separator: ", "))], "locales": ["en"], "scale": 3}, "screens": [\#(screens.joined(separator: ", "))], "#
            + #""shard": \#(shard == 0 ? "null" : "{\"index\": \(shard), \"count\": 2}"), "counts": {"totalCases": \#(total), "cases": \#(cases)}, "#
            + #""failingCases": [\#(failing.joined(separator: ", "))], "notes": [], "timings": {"seconds": 0, "jobs": 1}}"#
        try FuzzLimits.enforce("reports", "\(screenCount) screens, \(failing.count) failing cases", bytes) { () throws(FuzzFailure) in
            let report: AuditReport
            do throws(AuditError) {
                report = try AuditReport(json: Data(json.utf8), file: "fuzz.json")
            } catch {
                try ParserChecks.requireMessage(error.description, "reports", bytes)
                return
            }
            try checkReferences(report, bytes)
            // What reads is written in every format without trapping, and reads back the same.
            _ = report.junit()
            _ = report.table()
            _ = report.markdown
            do {
                let again = try AuditReport(json: Data(report.jsonText.utf8), file: "again.json")
                guard again.failingCases.map(\.case) == report.failingCases.map(\.case) else {
                    throw FuzzFailure(target: "reports", invariant: "the report reads back with other failing cases", input: bytes)
                }
            } catch let failure as FuzzFailure {
                throw failure
            } catch {
                throw FuzzFailure(target: "reports", invariant: "a report read does not read back: \(error)", input: bytes)
            }
        }
    }

    /// What a report that reads says of itself holds: each failing case is the case its index
    /// numbers, in the report's shard, once; no more failing cases than cases, nor cases than
    /// the total.
    private static func checkReferences(_ report: AuditReport, _ bytes: [UInt8]) throws(FuzzFailure) {
        let all = report.allCases
        func fail(_ invariant: String) -> FuzzFailure { FuzzFailure(target: "reports", invariant: invariant, input: bytes) }
        guard report.totalCaseCount == all.count, report.caseCount <= report.totalCaseCount, report.failingCases.count <= report.caseCount else {
            throw fail("counts \(report.caseCount)/\(report.totalCaseCount) with \(all.count) cases and \(report.failingCases.count) failing")
        }
        var seen: Set<Int> = []
        for failing in report.failingCases {
            let index = failing.case.index
            guard index < all.count, all[index] == failing.case, seen.insert(index).inserted else {
                throw fail("failing case \(index) of \(failing.case.screen) is not the matrix's case \(index), or is listed twice")
            }
            if let shard = report.shard, (index % shard.count) != shard.index - 1 {
                throw fail("failing case \(index) is outside shard \(shard)")
            }
        }
    }
}
