import Foundation

/// The bytes of one font file, owned for as long as any HarfBuzz face made from them: read when
/// a face is first measured with (registering a file reads only its tables, `FontFile`).
final class FontData: @unchecked Sendable {
    /// The file the bytes came from, for error messages.
    let path: String
    /// Immutable after `init`; C libraries read it without copying.
    let bytes: UnsafeMutableRawBufferPointer
    /// Which file, of which size and modification time, the bytes were read from: they must come
    /// from the file the face was registered from (`RegisteredFace.harfBuzzFace()`).
    let identity: FileIdentity

    /// The largest font file read: past the largest real ones (CJK collections run to about
    /// 100 MB), so that a forged 2 GB file is refused before a byte is read.
    static let maximumSize = 256 * 1024 * 1024

    /// Reads the whole file at `path` into memory once (straight into the buffer HarfBuzz reads).
    ///
    /// - Throws: `OversetTextError.fontFileNotFound`, `.fontFileUnreadable` (also for a file over
    ///   `maximumSize`, and for what is not a regular file) or `.fontFileEmpty`.
    init(path: String) throws(OversetTextError) {
        self.path = path
        let (descriptor, size, identity) = try Self.openChecked(path)
        defer { close(descriptor) }
        self.identity = identity
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var offset = 0
        while offset < size {
            let count = read(descriptor, buffer.baseAddress! + offset, size - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = count < 0 ? String(cString: strerror(errno)) : "the file ended after \(offset) of \(size) bytes"
                buffer.deallocate()
                throw .fontFileUnreadable(path: path, reason: reason)
            }
            offset += count
        }
        bytes = buffer
    }

    /// Opens `path` for reading once it is a regular file of 1 byte to `maximumSize`; the caller
    /// closes the descriptor.
    ///
    /// - Throws: `OversetTextError.fontFileNotFound`, `.fontFileUnreadable` (also for a file over
    ///   `maximumSize`, and for what is not a regular file) or `.fontFileEmpty`.
    static func openChecked(_ path: String) throws(OversetTextError) -> (descriptor: Int32, size: Int, identity: FileIdentity) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .fontFileNotFound(path: path) }
            throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        try requireRegularFile(info, path: path)
        // O_NONBLOCK: a FIFO swapped in after the check must not block the open (a FIFO named
        // *.ttf once hung `--font-path` forever); it is refused by the fstat below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno))) }
        do throws(OversetTextError) {
            guard fstat(descriptor, &info) == 0 else { throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno))) }
            try requireRegularFile(info, path: path)
            let size = Int(info.st_size)
            guard size > 0 else { throw .fontFileEmpty(path: path) }
            guard size <= maximumSize else {
                throw .fontFileUnreadable(
                    path: path, reason: "the file is \(size / (1024 * 1024)) MB; font files over \(maximumSize / (1024 * 1024)) MB are refused")
            }
            return (descriptor, size, FileIdentity(info))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Refuses what is not a regular file: a directory, FIFO, socket or device would block a
    /// read or never end (issue 34).
    ///
    /// - Throws: `OversetTextError.fontFileUnreadable` naming the kind of file.
    private static func requireRegularFile(_ info: stat, path: String) throws(OversetTextError) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "it is a directory"
        case S_IFIFO: kind = "it is not a regular file (a FIFO)"
        case S_IFSOCK: kind = "it is not a regular file (a socket)"
        case S_IFCHR, S_IFBLK: kind = "it is not a regular file (a device)"
        default: kind = "it is not a regular file"
        }
        throw .fontFileUnreadable(path: path, reason: kind)
    }

    deinit {
        bytes.deallocate()
    }
}

/// A file as `stat` names it: device, inode, size and modification time. Two reads of a path
/// with the same identity read the same bytes, unless a writer kept the size and reset the time.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        modifiedSeconds = Int(modified.tv_sec)
        modifiedNanoseconds = Int(modified.tv_nsec)
    }
}
