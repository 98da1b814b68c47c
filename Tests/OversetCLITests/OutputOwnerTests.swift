import Foundation
import Testing

/// Output rule 2 keeps a replaced file's mode; it keeps its owner and group too (issue 34,
/// point 12): root replacing another user's report once left it root's, mode kept.
@Suite struct OutputOwnerTests {
    /// Only root may give a file to another user, so only root can show the owner kept.
    @Test(.enabled(if: getuid() == 0, "needs root to own a file as another user"))
    func aReplacedFileKeepsItsOwnerAndGroup() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: report))
        // Any ids but root's: 4321 and 8765 need no account to own a file.
        #expect(chown(report, 4321, 8765) == 0)
        #expect(chmod(report, 0o640) == 0)
        let result = try CommandRunner.run(OutputSafetyTests.small + ["--format", "json", "--output", report])
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(stat(report, &info) == 0)
        #expect(info.st_uid == 4321 && info.st_gid == 8765, "owner \(info.st_uid):\(info.st_gid)")
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("{\"schemaVersion\""))
    }

    /// A new file is the writer's own, as before.
    @Test func aNewFileIsTheWritersOwn() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("new.json").path
        let result = try CommandRunner.run(OutputSafetyTests.small + ["--format", "json", "--output", report])
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(stat(report, &info) == 0)
        #expect(info.st_uid == geteuid() && info.st_gid == getegid())
    }
}
