import Foundation
import Testing

/// `scripts/shard-audit.sh`, the way docs/audit.md splits an audit across CI jobs: the merged
/// report of n shards is the unsharded report, byte for byte up to its timings.
@Suite struct ShardedAuditTests {
    /// The JSON report without `timings`, the one part that differs between identical runs.
    static func withoutTimings(_ json: String) throws -> String {
        let range = try #require(json.range(of: ",\"timings\":"))
        return String(json[..<range.lowerBound])
    }

    @Test(arguments: [1, 3, 7])
    func mergedShardsAreTheWholeAudit(_ count: Int) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--no-system-fonts", "--categories", "L,AX3", "--widths", "320,375", "--locales", "en,ar-XB"]
        let whole = try CommandRunner.run(["audit"] + arguments + ["--format", "json", "--quiet"])
        #expect(whole.status == 1)
        let merged = directory.appendingPathComponent("merged.json").path
        let script = LayoutCommandTests.repository.appendingPathComponent("scripts/shard-audit.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script, String(count), merged] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["OVERSET": CommandRunner.binary.path]) { $1 }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == whole.status, "the merge fails as the whole audit does")
        let mergedText = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(try Self.withoutTimings(mergedText) == Self.withoutTimings(whole.stdout))
    }

    @Test(arguments: ["0", "257", "x", "-1"])
    func badShardCountsAreRefused(_ count: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [LayoutCommandTests.repository.appendingPathComponent("scripts/shard-audit.sh").path, count, "/tmp/unused.json"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("N must be a whole number from 1 to 256, got '\(count)'"))
    }
}
