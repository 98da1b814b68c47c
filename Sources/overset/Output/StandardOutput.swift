import Foundation

/// Standard output, written with `write(2)` and checked: a full disk (`> /dev/full`) or a closed
/// pipe (`| head -1` with SIGPIPE ignored) fails the command with a message and status 2
/// instead of trapping or exiting 0 with the output lost.
enum StandardOutput {
    /// Writes all of `text` to standard output.
    ///
    /// - Throws: `UsageError` naming the system's reason when the bytes cannot all be written.
    static func write(_ text: String) throws(UsageError) {
        try OutputFile.writeAll(text, to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes all of `bytes` (UTF-8 text) to standard output.
    ///
    /// - Throws: `UsageError` naming the system's reason when the bytes cannot all be written.
    static func write(_ bytes: [UInt8]) throws(UsageError) {
        try OutputFile.writeAll(bytes, to: STDOUT_FILENO, name: "standard output")
    }
}
