import Foundation
import OversetStyle

/// The `--theme` argument: a built-in theme's name or a design token file.
enum ThemeArgument {
    /// The theme named or stored at `value`: a path when it ends in `.json` or names a file,
    /// else a built-in name.
    ///
    /// - Throws: `OversetStyleError` for an unknown name or a bad token file.
    static func load(_ value: String) throws(OversetStyleError) -> Theme {
        if value.lowercased().hasSuffix(".json") || FileManager.default.fileExists(atPath: value) {
            return try Theme(designTokensAt: value)
        }
        return try Theme.builtIn(named: value)
    }
}
