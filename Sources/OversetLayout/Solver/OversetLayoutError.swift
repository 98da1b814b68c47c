import OversetStyle
import OversetText

/// A layout that cannot be done, with the path of the view at fault.
public enum OversetLayoutError: Error, Sendable, CustomStringConvertible {
    /// A style, preset or theme problem.
    case style(OversetStyleError, path: String)
    /// A text the engine could not measure (unknown font family, bad font file, bad number).
    case text(OversetTextError, path: String)
    /// A value a view cannot use, such as a negative frame width.
    case invalidValue(path: String, message: String)

    public var description: String {
        switch self {
        case .style(let error, let path): return "\(path): \(error)"
        case .text(let error, let path): return "\(path): \(error)"
        case .invalidValue(let path, let message): return "\(path): \(message)"
        }
    }
}
