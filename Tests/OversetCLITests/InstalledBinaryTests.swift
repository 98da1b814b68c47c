import Foundation
import Testing

/// A copied or installed `overset` finds its fonts and gallery beside itself, not through the
/// source path it was built from (issue 16): run from another directory, the copy reports the
/// fonts and gallery it was given.
@Suite struct InstalledBinaryTests {
    enum Layout: String, CaseIterable {
        /// `scripts/install.sh`: `bin/overset`, `share/overset/{Fonts,Examples}`.
        case installed
        /// A binary copied with `Fonts/` and `Examples/` beside it.
        case copied
    }

    /// Runs `binary` in `directory` with the environment cleared of Overset's variables.
    static func run(_ binary: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OVERSET_") }.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try runRetryingWhileBusy(process)
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Starts `process`, again while its binary is "busy": a binary copied just now may still be
    /// open for writing in a child that another test's thread forked meanwhile (it closes at the
    /// child's exec), and exec then fails with ETXTBSY.
    static func runRetryingWhileBusy(_ process: Process) throws {
        for attempt in 1... {
            do {
                return try process.run()
            } catch let error as NSError where attempt < 20 && Self.isBusy(error) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    static func isBusy(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return [error, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY) }
    }

    @Test(arguments: Layout.allCases)
    func aCopiedBinaryUsesTheResourcesBesideIt(_ layout: Layout) throws {
        let root = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        let binary = root.appendingPathComponent(layout == .installed ? "bin/overset" : "overset")
        let resources = layout == .installed ? root.appendingPathComponent("share/overset") : root
        try files.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.createDirectory(at: resources.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try files.copyItem(at: CommandRunner.binary, to: binary)
        // Inter alone (the system stand-in) is enough to tell these fonts from the checkout's.
        try files.createDirectory(at: resources.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try files.copyItem(
            at: LayoutCommandTests.repository.appendingPathComponent("Fonts/Inter"), to: resources.appendingPathComponent("Fonts/Inter"))
        // A gallery of one screen, to tell it from the checkout's sixteen.
        let gallery = #"{"screens": [{"name": "Installed", "body": {"text": "Installed gallery"}}]}"#
        try Data(gallery.utf8).write(to: resources.appendingPathComponent("Examples/gallery.json"))
        let elsewhere = root.appendingPathComponent("work")
        try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)

        let fonts = try Self.run(binary.path, ["fonts"], in: elsewhere)
        #expect(fonts.status == 0, "\(fonts.stderr)")
        let listed = fonts.stdout.split(separator: "\n").filter { $0.contains(".ttf") }
        #expect(!listed.isEmpty)
        #expect(listed.allSatisfy { $0.contains(resources.appendingPathComponent("Fonts/Inter").path) }, "\(fonts.stdout)")

        let audit = try Self.run(binary.path, ["audit", "--no-system-fonts", "--categories", "L", "--presets", "default", "--widths", "375"], in: elsewhere)
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stdout.hasPrefix("Audited 1 screen × 1 environments"), "\(audit.stdout)")
    }

    /// With no fonts anywhere it looks, the error lists the places, in order, and how to fix it.
    @Test func missingFontsNameEveryPlaceLookedAt() throws {
        let root = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.run(
            CommandRunner.binary.path, ["measure", "hello"], in: root, environment: ["OVERSET_FONTS_DIR": root.appendingPathComponent("none").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bundled fonts not found (looked in \(root.appendingPathComponent("none").path))"), "\(result.stderr)")
        #expect(result.stderr.contains("docs/install.md"))
    }

    /// `scripts/install.sh relative/prefix` installs below the directory it is run from, not
    /// below the checkout (issue 34: the script changed to the checkout before resolving it).
    /// The built binary is installed as it is (`OVERSET_INSTALL_BINARY`), so nothing is built.
    @Test func aRelativePrefixIsTheCallersDirectory() throws {
        let root = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let relative = "overset-install-\(UUID().uuidString)/prefix"
        let inCheckout = LayoutCommandTests.repository.appendingPathComponent(relative).deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: inCheckout) }
        let script = LayoutCommandTests.repository.appendingPathComponent("scripts/install.sh").path
        let result = try Self.run(
            "/bin/bash", [script, relative], in: root, environment: ["OVERSET_INSTALL_BINARY": CommandRunner.binary.path])
        #expect(result.status == 0, "\(result.stderr)")
        let installed = root.appendingPathComponent(relative)
        #expect(FileManager.default.isExecutableFile(atPath: installed.appendingPathComponent("bin/overset").path), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: installed.appendingPathComponent("share/overset/Examples/gallery.json").path))
        #expect(!FileManager.default.fileExists(atPath: inCheckout.path), "installed into the checkout")
        #expect(result.stdout.contains("/\(relative)/bin/overset"), "\(result.stdout)")
    }
}
