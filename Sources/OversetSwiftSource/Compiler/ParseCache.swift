import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The compiler's dumps kept by content, so that a file parsed before is not parsed again: the
/// key is a 128-bit hash of the preprocessed text, the compiler's version and the adapter's
/// format, so an edited file, another toolchain or a new Overset parses afresh.
///
/// Entries are files in one directory (`$OVERSET_CACHE_DIR`, else `$XDG_CACHE_HOME/overset/
/// swift-parse`, else `~/.cache/overset/swift-parse`; `OVERSET_CACHE_DIR=off` turns the cache
/// off). A write goes to a temporary file renamed over the entry, and never replaces what is not
/// a regular file (a symbolic link or a device planted at an entry's path is left alone and the
/// dump is not kept); a read refuses anything but a regular file of at most `maximumEntryBytes`.
/// An entry that does not convert is parsed again and rewritten, never an error. The directory is
/// kept to `maximumEntries` files, the oldest removed first.
struct ParseCache: Sendable {
    /// The directory; nil when the cache is off.
    let directory: String?
    /// The most entries kept (about 20 KB each for a typical view file).
    static let maximumEntries = 20_000
    /// The largest entry read back: the compiler's dump limit.
    static let maximumEntryBytes = 256 << 20
    /// Changes when the adapter reads dumps differently, so that old entries are not reused.
    static let formatVersion = "1"

    /// The cache `environment` names.
    init(environment: [String: String]) {
        if let named = environment["OVERSET_CACHE_DIR"], !named.isEmpty {
            directory = named == "off" ? nil : named
        } else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            directory = xdg + "/overset/swift-parse"
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.cache/overset/swift-parse"
        } else {
            directory = nil
        }
    }

    /// A cache in `directory` (nil: off).
    init(directory: String?) {
        self.directory = directory
    }

    /// The entry's name for `text` parsed by `compiler`.
    static func key(_ text: [UInt8], compiler: String, isScript: Bool) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        func mix(_ byte: UInt8) {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 ^ (second >> 29)
        }
        for byte in text { mix(byte) }
        for byte in Array((compiler + "\u{0}" + formatVersion + (isScript ? "s" : "l")).utf8) { mix(byte) }
        mix(UInt8(truncatingIfNeeded: text.count))
        return String(first, radix: 16) + String(second, radix: 16) + ".json"
    }

    /// The dump kept under `key`, if there is a regular file of it.
    func dump(_ key: String) -> [UInt8]? {
        guard let directory else { return nil }
        let descriptor = open(directory + "/" + key, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG, information.st_size <= Self.maximumEntryBytes
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(information.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }

    /// Keeps `dump` under `key`; failures (a full disk, a read-only directory) only mean the
    /// next run parses again.
    func store(_ dump: [UInt8], key: String) {
        guard let directory, makeDirectory(directory) else { return }
        let target = directory + "/" + key
        var information = stat()
        if lstat(target, &information) == 0, information.st_mode & S_IFMT != S_IFREG { return }
        var template = Array((directory + "/.\(key).XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var offset = 0
        var failed = false
        while offset < dump.count {
            let count = dump.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failed = true
                break
            }
            offset += count
        }
        if close(descriptor) != 0 { failed = true }
        if failed || rename(temporary, target) != 0 { unlink(temporary) }
    }

    /// Removes the oldest entries past `maximumEntries`.
    func trim() {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let entries = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        guard entries.count > Self.maximumEntries else { return }
        let dated = entries.map { name -> (String, Date) in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
        }
        for (name, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(entries.count - Self.maximumEntries) { unlink(directory + "/" + name) }
    }

    /// Makes the directory and its parents (mode 0700: dumps hold the app's source).
    private func makeDirectory(_ path: String) -> Bool {
        var information = stat()
        if stat(path, &information) == 0 { return information.st_mode & S_IFMT == S_IFDIR }
        return (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]))
            != nil
    }
}
