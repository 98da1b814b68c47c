import Foundation
import Testing

/// `--theme` is read whether or not a screen uses it, relative to the working directory (issue
/// 34, point 12): an unknown name was ignored when every screen named its own theme, and a
/// relative token file was looked for beside the spec.
@Suite struct CommandLineThemeTests {
    /// A spec in its own directory: one screen naming its theme when `ownTheme`, else none.
    static func spec(in directory: URL, ownTheme: Bool) throws -> String {
        let specs = directory.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let path = specs.appendingPathComponent("screens.json").path
        let theme = ownTheme ? #""theme": "designFoundation", "# : ""
        try Data(#"{"screens": [{"name": "S", \#(theme)"body": {"text": "x"}}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["audit", "layout"])
    func anUnknownThemeIsAnErrorWhenEveryScreenNamesItsOwn(_ command: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.spec(in: directory, ownTheme: true)
        let result = try CommandRunner.run([command, spec, "--theme", "nosuchtheme", "--no-system-fonts"], stdinBytes: nil)
        #expect(result.status == 2, "stdout: \(result.stdout.prefix(200))")
        #expect(result.stderr.contains("no built-in theme 'nosuchtheme'"), "\(result.stderr)")
    }

    /// A relative token file is the caller's, as every other path on the command line is, so the
    /// printed reproduction command (which repeats `--theme t.json`) works from the same place.
    @Test(arguments: ["audit", "layout"])
    func aRelativeThemeFileIsTheCallersPath(_ command: String) throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.spec(in: directory, ownTheme: false)
        let tokens = LayoutCommandTests.repository.appendingPathComponent("Examples/themes/acme.tokens.json")
        try FileManager.default.copyItem(at: tokens, to: directory.appendingPathComponent("t.json"))
        let result = try CommandRunner.run([command, spec, "--theme", "t.json", "--no-system-fonts"], stdinBytes: nil, in: directory)
        #expect(result.status != 2, "\(result.stderr)")
        #expect(!result.stderr.contains("t.json"), "\(result.stderr)")
    }
}
