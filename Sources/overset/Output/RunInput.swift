import Foundation
import OversetText

/// A file or directory the run reads, which no output may replace (docs/reliability.md, output
/// rules: `audit --baseline b.json --output b.json` once replaced the baseline it compared with).
struct RunInput {
    /// The path as given on the command line.
    var path: String
    /// What the command line calls it, for the message: `--baseline`, `a spec`, `--theme`.
    var role: String
    /// For a directory: the extensions (lowercase, without the dot) of the files read below it;
    /// an output below it with one of them is refused too.
    var extensions: Set<String> = []

    /// Extensions of the font files read below a font directory (`BundledFonts.fontFiles`).
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The fonts a command reads: the bundled fonts' directory and each `--font-path` file or
    /// directory.
    static func fonts(_ options: FontOptions) -> [RunInput] {
        [RunInput(path: BundledFonts.directory, role: "the bundled fonts", extensions: fontExtensions)]
            + options.fontPaths.map { RunInput(path: $0, role: FontOptions.fontPath.name, extensions: fontExtensions) }
    }

    /// The error when the output at `output` (which exists: `info` is its `stat`) is this input
    /// or, for a directory, a file below it with one of `extensions`; nil when it is neither.
    func conflict(withOutput output: String, _ info: stat) -> UsageError? {
        // Only a regular file is replaced; a device or FIFO (/dev/stdout, a tty that is also
        // standard input) is written in place.
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        var read = stat()
        guard stat(path, &read) == 0 else { return nil }
        // By device and inode: a symbolic or hard link to the input is the input.
        if read.st_dev == info.st_dev, read.st_ino == info.st_ino {
            return UsageError("cannot write '\(output)': it is the run's input '\(path)' (\(role)); choose another output file")
        }
        guard read.st_mode & S_IFMT == S_IFDIR, let directory = Self.realPath(path), let file = Self.realPath(output)
        else { return nil }
        let name = OutputFile.name(of: file)
        guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()),
            file.hasPrefix(directory == "/" ? "/" : directory + "/")
        else { return nil }
        return UsageError(
            "cannot write '\(output)': it is a .\(name[name.index(after: dot)...]) file in the run's input '\(path)' (\(role)); choose another output file")
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
