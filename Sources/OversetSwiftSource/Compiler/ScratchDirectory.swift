import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A private temporary directory for one batch of parses: made by `mkdtemp` (mode 0700) under
/// `$TMPDIR` (else `/tmp`), files in it created exclusively (mode 0600, never through a
/// symbolic link), and removed with everything in it by `remove()`, which its user calls on
/// every path (`defer`).
struct ScratchDirectory {
    /// The directory's absolute path: only `A–Z a–z 0–9 / . _ -`, so that it reads the same in
    /// the compiler's JSON (which would escape other characters) as here.
    let path: String

    /// A new directory, or nil when `$TMPDIR` has other characters or none can be made.
    init?() {
        var base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        guard base.hasPrefix("/"), base.utf8.allSatisfy(Self.isPlain) else { return nil }
        var template = Array("\(base)/overset-parse-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard path.utf8.allSatisfy(Self.isPlain) else {
            rmdir(path)
            return nil
        }
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Writes `bytes` to a new file `name`; false when it cannot (it exists, the disk is full).
    func write(_ bytes: [UInt8], to name: String) -> Bool {
        let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var offset = 0
        var failed = false
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failed = true
                break
            }
            offset += count
        }
        return close(descriptor) == 0 && !failed
    }

    /// The bytes of the regular file `name`, if it is one of at most `limit` bytes.
    func read(_ name: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path + "/" + name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG, information.st_size <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(information.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }

    /// Removes the directory and whatever is in it (the compiler's own temporary files too).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
