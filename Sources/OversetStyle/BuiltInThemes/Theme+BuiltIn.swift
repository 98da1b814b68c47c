import Foundation

extension Theme {
    /// The names of the built-in themes.
    public static let builtInNames = ["apple", "designFoundation", "bedrock"]

    /// A built-in theme by name, ignoring case and dashes (`designFoundation`, `design-foundation`).
    ///
    /// - Throws: `OversetStyleError.unknownTheme` listing the built-in names.
    public static func builtIn(named name: String) throws(OversetStyleError) -> Theme {
        switch name.lowercased().replacingOccurrences(of: "-", with: "") {
        case "apple": return .apple
        case "designfoundation": return .designFoundation
        case "bedrock": return .bedrock
        default: throw .unknownTheme(name, known: builtInNames)
        }
    }

    /// Builds a built-in theme, whose names are known to be unique.
    static func builtIn(_ make: () throws -> Theme) -> Theme {
        do {
            return try make()
        } catch {
            preconditionFailure("built-in theme is inconsistent: \(error)")
        }
    }
}
