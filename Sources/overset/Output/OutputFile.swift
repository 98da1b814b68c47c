import Foundation

/// Writes output files so that a failed run never leaves a half-written or emptied file.
enum OutputFile {
    /// Writes `text` to a temporary file beside `path` and renames it over `path`.
    ///
    /// - Throws: `UsageError` naming the path when the directory is missing or not writable.
    static func write(_ text: String, to path: String) throws(UsageError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError("cannot write '\(path)': \((error as NSError).localizedDescription)")
        }
    }
}
