import Foundation

/// A theme as a user names it (`--theme`, a spec's `"theme"`): a built-in theme's name or a
/// design token file.
public enum ThemeArgument {
    /// The theme of screens that name none, when the command line names none either.
    public static let defaultName = "designFoundation"

    /// The theme named or stored at `value`: a path when it ends in `.json` or names a file,
    /// else a built-in name.
    ///
    /// - Parameter file: a file a relative path is relative to (a spec naming its theme), or nil
    ///   for the working directory.
    /// - Throws: `OversetStyleError` for an unknown name or a bad token file.
    public static func load(_ value: String, relativeTo file: String? = nil) throws(OversetStyleError) -> Theme {
        var path = value
        if let file, !value.hasPrefix("/") {
            path = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(value).path
        }
        if value.lowercased().hasSuffix(".json") || FileManager.default.fileExists(atPath: path) {
            return try Theme(designTokensAt: path)
        }
        return try Theme.builtIn(named: value)
    }

    /// Themes loaded once per run: sixty screens naming one 5 MB token file read it once, not
    /// sixty times (issue 15).
    public struct Cache {
        private var loaded: [String: Theme] = [:]

        public init() {}

        /// `ThemeArgument.load`, remembered by the value and the directory it is relative to.
        ///
        /// - Throws: `OversetStyleError` for an unknown name or a bad token file (not remembered).
        public mutating func load(_ value: String, relativeTo file: String? = nil) throws(OversetStyleError) -> Theme {
            let directory = file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? ""
            let key = value.hasPrefix("/") ? value : directory + "\u{0}" + value
            if let theme = loaded[key] { return theme }
            let theme = try ThemeArgument.load(value, relativeTo: file)
            loaded[key] = theme
            return theme
        }
    }
}
