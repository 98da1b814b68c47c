import CFreeType
import Foundation
import Testing

/// `CFreeType_fileStreamRead`, through which FreeType reads a font file while it is registered
/// (`FontFile`): from a window of the file read ahead, refilled where a read falls outside it.
/// Whatever the order of the reads, each gives the file's own bytes, and a read past the end is
/// short, as `pread` alone gives them.
@Suite struct FileStreamTests {
    /// A 100-byte file, no two neighbouring bytes alike.
    static let fileBytes: [UInt8] = (0..<100).map { UInt8(($0 * 37 + 11) % 251) }

    /// One read: where, how many bytes, and why it is in the list.
    struct Read: CustomStringConvertible, Sendable {
        let offset: Int
        let count: Int
        let what: String
        var description: String { "\(count) at \(offset): \(what)" }
    }

    /// Reads in an order FreeType could ask for them, through a window of 8 bytes.
    static let reads: [Read] = [
        Read(offset: 0, count: 4, what: "fills the window"),
        Read(offset: 4, count: 4, what: "the rest of the window, from it"),
        Read(offset: 6, count: 4, what: "across the window's end: refilled"),
        Read(offset: 2, count: 2, what: "before the window: refilled"),
        Read(offset: 40, count: 8, what: "the window's size, from the file"),
        Read(offset: 50, count: 30, what: "more than the window, from the file"),
        Read(offset: 96, count: 4, what: "the file's last bytes"),
        Read(offset: 97, count: 6, what: "past the end: short"),
        Read(offset: 100, count: 2, what: "at the end: nothing"),
        Read(offset: 140, count: 2, what: "beyond the end: nothing"),
        Read(offset: 3, count: 1, what: "back at the start"),
    ]

    @Test func everyReadGivesTheFilesBytes() throws {
        let directory = TestFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bytes").path
        try Data(Self.fileBytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        let file = UnsafeMutablePointer<CFreeType_FileStream>.allocate(capacity: 1)
        file.initialize(to: CFreeType_FileStream())
        let window = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 8)
        defer {
            file.deallocate()
            window.deallocate()
        }
        let stream = CFreeType_initFileStream(file, descriptor, UInt(Self.fileBytes.count), window.baseAddress, UInt(window.count))
        for read in Self.reads {
            var buffer = [UInt8](repeating: 0, count: read.count)
            let got = buffer.withUnsafeMutableBufferPointer {
                Int(CFreeType_fileStreamRead(stream, UInt(read.offset), $0.baseAddress, UInt(read.count)))
            }
            let expected = Array(Self.fileBytes.dropFirst(read.offset).prefix(read.count))
            #expect(got == expected.count, "\(read)")
            #expect(Array(buffer.prefix(got)) == expected, "\(read)")
        }
    }

    /// A read of no bytes is FreeType's seek: it succeeds (0) up to the end and fails (non-zero) beyond.
    @Test(arguments: [(0, true), (99, true), (100, true), (101, false)])
    func aSeekSucceedsWithinTheFile(offset: Int, succeeds: Bool) {
        let file = UnsafeMutablePointer<CFreeType_FileStream>.allocate(capacity: 1)
        file.initialize(to: CFreeType_FileStream())
        defer { file.deallocate() }
        // No descriptor is read for a seek.
        let stream = CFreeType_initFileStream(file, -1, 100, nil, 0)
        #expect((CFreeType_fileStreamRead(stream, UInt(offset), nil, 0) == 0) == succeeds)
    }
}
