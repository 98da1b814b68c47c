import Foundation
import OversetStyle

/// The `--theme` argument: a built-in theme's name or a design token file.
enum ThemeArgument {
    /// The theme named or stored at `value`: a path when it ends in `.json` or names a file,
    /// else a built-in name.
    ///
    /// - Parameter file: a file a relative path is relative to (a spec naming its theme), or nil
    ///   for the working directory.
    /// - Throws: `OversetStyleError` for an unknown name or a bad token file.
    static func load(_ value: String, relativeTo file: String? = nil) throws(OversetStyleError) -> Theme {
        var path = value
        if let file, !value.hasPrefix("/") {
            path = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(value).path
        }
        if value.lowercased().hasSuffix(".json") || FileManager.default.fileExists(atPath: path) {
            return try Theme(designTokensAt: path)
        }
        return try Theme.builtIn(named: value)
    }
}
