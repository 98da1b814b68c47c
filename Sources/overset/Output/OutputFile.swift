import Foundation

/// Writes output files by the rules of docs/reliability.md: a failed run never leaves a
/// half-written, emptied or replaced file, and what is at the path is respected.
///
/// - A regular file (or a new one) is written to a temporary file beside it and renamed over it,
///   keeping the existing file's mode (and owner and group, where the process may set them); an interrupted run removes the temporary file.
/// - A symbolic link is followed: its target is written, the link stays.
/// - A device, FIFO or socket (`/dev/null`, `/dev/stdout`) is written in place, never replaced.
/// - A directory is refused.
enum OutputFile {
    /// The path that means standard output, as for most tools: `--output -`.
    static let standardOutputPath = "-"

    /// Checks that every path can be written, that no two name the same file and that none is
    /// one of the run's `inputs`, before anything is read or written.
    ///
    /// - Throws: `UsageError` naming the first path that cannot be written, the repeated one, or
    ///   the output and the input it would replace.
    static func check(_ paths: [String], inputs: [RunInput] = []) throws(UsageError) {
        var seen: [Identity: String] = [:]
        for path in paths {
            var info = stat()
            let exists = stat(path, &info) == 0
            // The same file under two names (a link and its target) is caught by device and inode.
            let identity = exists ? Identity.file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) : .path(try resolved(path))
            if let earlier = seen[identity] { throw UsageError("'\(path)' and '\(earlier)' are the same output file; give each format its own") }
            seen[identity] = path
            if exists {
                if let conflict = inputs.lazy.compactMap({ $0.conflict(withOutput: path, info) }).first { throw conflict }
                if info.st_mode & S_IFMT == S_IFDIR { throw UsageError("cannot write '\(path)': it is a directory") }
                if access(path, W_OK) != 0 { throw failure(path) }
                if info.st_mode & S_IFMT != S_IFREG { continue }
            } else if path.hasSuffix("/") {
                throw UsageError("cannot write '\(path)': it names a directory; give a file name")
            }
            let directory = Self.directory(of: try resolved(path))
            if access(directory, W_OK) != 0 {
                throw UsageError("cannot write '\(path)': its directory '\(directory)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// A file by device and inode when it exists, else by the path it would be made at.
    private enum Identity: Hashable {
        case file(device: UInt64, inode: UInt64)
        case path(String)
    }

    /// The directory part of `path`: "." for a name without a slash, "/" for a name at the root.
    ///
    /// Not `NSString.deletingLastPathComponent`: Foundation on Linux traps on a one-character
    /// relative path (`--output r`, issue 34).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// The last component of `path`: what follows its last slash.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Writes `text` to `path` by the rules above.
    ///
    /// - Throws: `UsageError` naming the path and the system's reason.
    static func write(_ text: String, to path: String) throws(UsageError) {
        try write(to: path) { (write: (String) throws(UsageError) -> Void) throws(UsageError) in try write(text) }
    }

    /// Writes what `produce` hands its writer, piece by piece, to `path` by the rules above: a
    /// regular file is still replaced only once every piece is written.
    ///
    /// - Throws: `UsageError` naming the path and the system's reason.
    static func write(
        to path: String, _ produce: ((String) throws(UsageError) -> Void) throws(UsageError) -> Void
    ) throws(UsageError) {
        var info = stat()
        // stat follows links, as the kernel does for /dev/stdout → /proc/self/fd/1 → a pipe.
        let exists = stat(path, &info) == 0
        if exists, info.st_mode & S_IFMT == S_IFDIR { throw UsageError("cannot write '\(path)': it is a directory") }
        if exists, info.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path) }
            defer { close(descriptor) }
            try produce { (piece: String) throws(UsageError) in try writeAll(piece, to: descriptor, name: "'\(path)'") }
            return
        }
        try replace(
            try resolved(path), named: path, keeping: exists ? Kept(mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid) : nil, with: produce)
    }

    /// The file a path names: symbolic links followed (at most 40), so that the link stays and
    /// its target is written; a path that does not exist yet names itself.
    private static func resolved(_ path: String) throws(UsageError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw failure(path) }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Relative to the link's directory; "t" rather than "./t", so that both name one output.
            let directory = Self.directory(of: current)
            current = link.hasPrefix("/") || directory == "." ? link : directory == "/" ? "/" + link : directory + "/" + link
        }
        throw UsageError("cannot write '\(path)': too many levels of symbolic links")
    }

    /// What a replaced file keeps of the old one.
    private struct Kept {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
    }

    /// Writes a temporary file beside `target` with the mode, owner and group of the file it
    /// replaces (`kept`; a new file's defaults when nil) and renames it over `target`.
    private static func replace(
        _ target: String, named path: String, keeping kept: Kept?, with produce: ((String) throws(UsageError) -> Void) throws(UsageError) -> Void
    ) throws(UsageError) {
        var template = Array((Self.directory(of: target) + "/.\(Self.name(of: target)).overset-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        InterruptCleanup.track(temporary)
        defer { InterruptCleanup.track(nil) }
        var isOpen = true
        do throws(UsageError) {
            func fail() -> UsageError { failure(path) }
            // The owner first (a change of owner clears set-user-ID bits): root replacing another
            // user's report once left it root's. Who may not give a file away (anyone but root)
            // gets it as their own, as `cp` does; that failure is not an error.
            if let kept, kept.owner != geteuid() || kept.group != getegid(), fchown(descriptor, kept.owner, kept.group) != 0 {
                // Not allowed to keep the owner: keep at least the group, if it is one of ours.
                _ = fchown(descriptor, uid_t.max, kept.group)
            }
            // mkstemp makes 0600; a new file gets the usual mode for the umask, an old one keeps its own.
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, kept?.mode ?? (0o666 & ~mask)) == 0 else { throw failure(path) }
            try produce { (piece: String) throws(UsageError) in try writeAll(piece, to: descriptor, name: "'\(path)'") }
            InterruptCleanup.raiseTestSignal()
            isOpen = false
            guard close(descriptor) == 0 else { throw failure(path) }
            guard rename(temporary, target) == 0 else { throw failure(path) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// "cannot write 'x': Permission denied", from `errno`.
    private static func failure(_ path: String) -> UsageError {
        UsageError("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }

    /// Writes every byte of `text` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ text: String, to descriptor: Int32, name: String) throws(UsageError) {
        try writeAll(Array(text.utf8), to: descriptor, name: name)
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions.
    ///
    /// - Throws: `UsageError` naming `name` and the system's reason.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(UsageError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot write to \(name): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }
}
