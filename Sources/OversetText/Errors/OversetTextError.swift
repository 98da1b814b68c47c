/// A problem in the input or the environment of a text measurement.
///
/// Every case names what was wrong and where (a file path, an argument name), so that a message
/// can be shown to a user as it is.
public enum OversetTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file exists at the font path.
    case fontFileNotFound(path: String)
    /// The font file exists but could not be read (permissions, a directory, I/O error).
    case fontFileUnreadable(path: String, reason: String)
    /// The font file is empty.
    case fontFileEmpty(path: String)
    /// FreeType or HarfBuzz rejected the font file.
    case fontFileCorrupt(path: String, reason: String)
    /// No registered font has this family name.
    case unknownFontFamily(String, available: [String])
    /// No directory of bundled fonts was found in any of the places searched, in order (a copied
    /// binary without its `Fonts/`; docs/install.md).
    case bundledFontsNotFound(searched: [String])
    /// A numeric argument is out of range or not a finite number.
    case invalidArgument(name: String, value: String, expected: String)
    /// ICU failed (line breaking or bidi).
    case icuFailure(function: String, code: String)
    /// A measurement request (`TextMeasurementRequest`) that cannot be measured: the whole problem.
    case invalidRequest(String)

    public var description: String {
        switch self {
        case .fontFileNotFound(let path):
            return path.isEmpty ? "font file not found: the path is empty" : "font file not found: \(path)"
        case .fontFileUnreadable(let path, let reason):
            return "cannot read font file \(path): \(reason)"
        case .fontFileEmpty(let path):
            return "font file is empty: \(path)"
        case .fontFileCorrupt(let path, let reason):
            return "not a usable font file: \(path) (\(reason))"
        case .unknownFontFamily(let family, let available):
            return "unknown font family '\(family)'; known families: \(available.joined(separator: ", "))"
        case .bundledFontsNotFound(let searched):
            return "bundled fonts not found (looked in \(searched.joined(separator: ", "))); install with scripts/install.sh, "
                + "copy Fonts/ next to the binary, or set OVERSET_FONTS_DIR to Overset's Fonts directory (docs/install.md)"
        case .invalidArgument(let name, let value, let expected):
            return "invalid \(name) \(value): expected \(expected)"
        case .icuFailure(let function, let code):
            return "ICU \(function) failed: \(code)"
        case .invalidRequest(let problem):
            return problem
        }
    }
}
