import Foundation

/// The bytes of one font file, owned for as long as any FreeType or HarfBuzz face made from them.
final class FontData: @unchecked Sendable {
    /// The file the bytes came from, for error messages.
    let path: String
    /// Immutable after `init`; C libraries read it without copying.
    let bytes: UnsafeMutableRawBufferPointer

    /// Reads the whole file at `path`.
    ///
    /// - Throws: `OversetTextError.fontFileNotFound`, `.fontFileUnreadable` or `.fontFileEmpty`.
    init(path: String) throws(OversetTextError) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fontFileNotFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .fontFileUnreadable(path: path, reason: "it is a directory")
        }
        // An empty file is refused before reading: Foundation's reader leaks its buffer on one.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue == 0 {
            throw .fontFileEmpty(path: path)
        }
        let contents: Data
        do {
            contents = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .fontFileUnreadable(path: path, reason: error.localizedDescription)
        }
        guard !contents.isEmpty else { throw .fontFileEmpty(path: path) }
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: contents.count, alignment: 16)
        bytes.copyBytes(from: contents)
    }

    deinit {
        bytes.deallocate()
    }
}
