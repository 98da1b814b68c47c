import Foundation
import OversetStyle
import Testing

/// Themes named by users, loaded once per run (issue 15: sixty screens naming one 5.5 MB token
/// file re-parsed it sixty times).
@Suite struct ThemeArgumentTests {
    static let tokens = #"{"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "17px"}}}"#

    /// A cached theme is not read again: the second load succeeds after the file is gone.
    @Test func aCacheReadsEachFileOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.json").path
        try Data(Self.tokens.utf8).write(to: directory.appendingPathComponent("brand.tokens.json"))
        var cache = ThemeArgument.Cache()
        let first = try cache.load("brand.tokens.json", relativeTo: spec)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("brand.tokens.json"))
        #expect(try cache.load("brand.tokens.json", relativeTo: spec).name == first.name)
        // Without the cache, the file is read again, and is gone.
        #expect(throws: OversetStyleError.self) { try ThemeArgument.load("brand.tokens.json", relativeTo: spec) }
        // A built-in name is not a file, and the same relative name in another directory is another file.
        #expect(try cache.load("apple").name == "apple")
        #expect(throws: OversetStyleError.self) { try cache.load("brand.tokens.json", relativeTo: "/nonexistent/spec.json") }
    }
}
