import Foundation
import Testing

/// Hostile names and strings in a spec (issue 34, point 8): what reaches a terminal shows escape
/// sequences, line breaks and bidirectional overrides as visible text.
@Suite struct TerminalInjectionTests {
    /// A screen name that sets the window title, rings the bell, reverses the rest and forges a
    /// line; a view id that paints; a text that clears the screen and carries HTML and backticks.
    static let spec = #"""
        {"screens": [{"name": "Evil\u001b]0;pwned\u0007\u202ename\nforged`x` |", "body": {"vstack": {"children": [
          {"text": "\u001b[2J<img src=https://e.x/a.png> ``tick`` **bold** [l](http://e.x) <!-- and a long tail that truncates", "lineLimit": 1, "id": "v\u001b[31mid\u0085"}
        ]}}}]}
        """#

    /// Writes the spec (or `text`) to a fresh directory.
    static func specFile(_ text: String = spec) throws -> (directory: URL, path: String) {
        let directory = try AuditCommandTests.temporaryDirectory()
        let path = directory.appendingPathComponent("evil.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    static let small = ["--categories", "L", "--presets", "default", "--widths", "320", "--no-system-fonts"]

    /// What a terminal would act on: C0 but line feed, DEL, C1, bidirectional controls.
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test(
        arguments: [
            (["audit", "{spec}"] + small, [#"Evil\u{1B}]0;pwned\u{7}\u{202E}name\nforged"#, #"v\u{1B}[31mid\u{85}"#, #""\u001b[2J<img"#]),
            (["audit", "{spec}", "--format", "diagnostics"] + small, [#"in Evil\u{1B}]0;pwned\u{7}\u{202E}name\nforged"#, #""\u001b[2J<img"#]),
            (
                ["layout", "{spec}", "--width", "320", "--no-system-fonts"],
                [#"Evil\u{1B}]0;pwned\u{7}\u{202E}name\nforged"#, #"v\u{1B}[31mid\u{85}"#, #"\u{1B}[2J<img"#]
            ),
            (["layout", "{spec}", "--screen", "Nope\u{1B}[2J", "--no-system-fonts"], [#"Nope\u{1B}[2J"#]),
            (["layout", "{badkey}", "--no-system-fonts"], [#"\u{1B}[2Jkey\n"#]),
            (["nope\u{1B}[2J"], [#"unknown command 'nope\u{1B}[2J'"#]),
            (["styles", "--theme", "{tokens}", "--no-system-fonts"], [#"bo\u{1B}[2Jdy\u{202E}"#]),
        ] as [([String], [String])])
    func aTerminalSeesEscapesAsText(_ arguments: [String], _ shown: [String]) throws {
        let (directory, path) = try Self.specFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let badKey = directory.appendingPathComponent("badkey.json").path
        try Data(#"{"screens": [{"name": "S", "body": {"text": "x", "\u001b[2Jkey\n": 1}}]}"#.utf8).write(to: URL(fileURLWithPath: badKey))
        let tokens = directory.appendingPathComponent("tokens.json").path
        try Data(#"{"bo\u001b[2Jdy\u202e": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "17px"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: tokens))
        let result = try CommandRunner.run(
            arguments.map {
                $0.replacingOccurrences(of: "{spec}", with: path).replacingOccurrences(of: "{badkey}", with: badKey)
                    .replacingOccurrences(of: "{tokens}", with: tokens)
            },
            environment: ["OVERSET_CACHE_DIR": "off"])
        let output = result.stdout + result.stderr
        #expect(Self.controls(in: output).isEmpty, "\(output.debugDescription)")
        for text in shown { #expect(output.contains(text), "\(text) in \(output)") }
        // The forged line break stays on the screen name's line.
        #expect(!output.contains("\nforged"))
    }
}
