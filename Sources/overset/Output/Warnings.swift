import Foundation
import OversetPlumbing

/// Warnings on standard error: something was read one way where it could mean another, and the
/// run goes on (`overset: warning: brand.json: t.body.$value.lineHeight: …`).
enum Warnings {
    /// Writes each of `messages` once, through `TerminalText.escaped` (a warning quotes the inputs).
    static func report(_ messages: [String]) {
        var shown: Set<String> = []
        for message in messages where shown.insert(message).inserted {
            FileHandle.standardError.write(Data("overset: warning: \(TerminalText.escaped(message))\n".utf8))
        }
    }
}
