/// A problem with a theme, a style name or a token file.
public enum OversetStyleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A content size category name that is not one.
    case unknownCategory(String)
    /// A text style name that is not in the theme.
    case unknownStyle(String, theme: String, known: [String])
    /// A preset name that is not in the theme.
    case unknownPreset(String, theme: String, known: [String])
    /// A theme name that is not built in (and not a file).
    case unknownTheme(String, known: [String])
    /// A theme that contradicts itself, such as a preset that changes a style the theme lacks.
    case invalidTheme(theme: String, reason: String)
    /// A design token file that cannot be used: the file, the token path (dotted) and the problem.
    case invalidTokenFile(file: String, tokenPath: String, problem: String)

    public var description: String {
        switch self {
        case .unknownCategory(let name):
            return "unknown content size category '\(name)'; use XS S M L XL XXL XXXL AX1…AX5 or "
                + DynamicTypeSize.allCases.map(\.name).joined(separator: " ")
        case .unknownStyle(let name, let theme, let known):
            return "theme '\(theme)' has no text style '\(name)'; its styles are \(known.joined(separator: ", "))"
        case .unknownPreset(let name, let theme, let known):
            return "theme '\(theme)' has no preset '\(name)'; its presets are \(known.joined(separator: ", "))"
        case .unknownTheme(let name, let known):
            return "no built-in theme '\(name)' (and no such .json file); built in: \(known.joined(separator: ", "))"
        case .invalidTheme(let theme, let reason):
            return "theme '\(theme)': \(reason)"
        case .invalidTokenFile(let file, let tokenPath, let problem):
            return tokenPath.isEmpty ? "\(file): \(problem)" : "\(file): \(tokenPath): \(problem)"
        }
    }
}
