internal import CFreeType
import Foundation

/// A font file open for FreeType to read where it needs (`pread`, through an `FT_Stream`), for
/// registering it: describing and checking a face reads its table directory and a few small
/// tables, not the whole file (`FontData` reads it whole once a face is measured with).
///
/// Registering the bundled fonts read all 22 MB of them at every start, 20 of a one-line
/// `measure --jsonl`'s 37 ms (issue 35).
final class FontFile {
    /// The file, for error messages.
    let path: String
    let size: Int
    /// Which file, of which size and modification time, was opened (`FontData.identity`).
    let identity: FileIdentity
    private let descriptor: Int32
    /// FreeType's stream over the file, kept at one address while faces read through it.
    private let stream: UnsafeMutablePointer<CFreeType_FileStream>
    /// The stream's read-ahead (`CFreeType_FileStream`), a page: the tables registering reads lie
    /// apart in the file, so a larger window reads more without saving calls (the 22 bundled
    /// fonts: 366 `pread`s with 4 or 16 KB, 1,523 without a window).
    private let window: UnsafeMutableBufferPointer<UInt8>

    /// Opens the file at `path` after the checks `FontData` makes.
    ///
    /// - Throws: `OversetTextError.fontFileNotFound`, `.fontFileUnreadable` (also for a file over
    ///   `FontData.maximumSize`, and for what is not a regular file) or `.fontFileEmpty`.
    init(path: String) throws(OversetTextError) {
        self.path = path
        (descriptor, size, identity) = try FontData.openChecked(path)
        stream = .allocate(capacity: 1)
        stream.initialize(to: CFreeType_FileStream())
        window = .allocate(capacity: 4_096)
    }

    deinit {
        close(descriptor)
        stream.deinitialize(count: 1)
        stream.deallocate()
        window.deallocate()
    }

    /// Opens face `index` reading through this file's stream; one face at a time.
    func openFace(library: FT_Library, index: Int, _ face: inout FT_Face?) -> FT_Error {
        CFreeType_openFaceReadingFile(
            library, stream, descriptor, UInt(size), window.baseAddress, UInt(window.count), FT_Long(index), &face)
    }

    /// The file's first `count` bytes (fewer when it is shorter or cannot be read).
    func prefix(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(count, size))
        let read = bytes.withUnsafeMutableBufferPointer { CFreeType_preadFully(descriptor, $0.baseAddress, 0, UInt($0.count)) }
        return Array(bytes.prefix(Int(read)))
    }
}
