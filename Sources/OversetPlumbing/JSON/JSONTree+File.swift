import Foundation

extension JSONTree {
    /// The largest JSON file Overset reads (specs, token files, string catalogs, reports): larger
    /// ones are refused before parsing, so that a stray file cannot take minutes and gigabytes.
    package static let maximumFileSize = 32 * 1024 * 1024

    /// The bytes of the JSON file at `path`.
    ///
    /// - Throws: `JSONFileError` saying why the file cannot be read, or that it is too large.
    package static func readFile(_ path: String) throws(JSONFileError) -> Data {
        // Foundation's own errors for these say "error 256" and nothing else.
        var isDirectory: ObjCBool = false
        guard !path.isEmpty else { throw JSONFileError(description: "cannot read the file (the path is empty)") }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw JSONFileError(description: "cannot read the file (no such file)")
        }
        guard !isDirectory.boolValue else { throw JSONFileError(description: "cannot read the file (a directory, not a file)") }
        let url = URL(fileURLWithPath: path)
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
            size.intValue > maximumFileSize
        {
            throw JSONFileError(
                description: String(
                    format: "the file is %.1f MB; JSON files over %d MB are refused",
                    size.doubleValue / 1_048_576, maximumFileSize / 1_048_576))
        }
        do {
            let data = try Data(contentsOf: url)
            guard data.count <= maximumFileSize else {
                throw JSONFileError(description: "the file is over \(maximumFileSize / 1_048_576) MB; JSON files that large are refused")
            }
            return data
        } catch let error as JSONFileError {
            throw error
        } catch {
            throw JSONFileError(description: "cannot read the file (\(error.localizedDescription))")
        }
    }
}

/// Why a JSON file could not be read.
package struct JSONFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String
}
