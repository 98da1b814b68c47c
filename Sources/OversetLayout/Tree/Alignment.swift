/// Where a child sits inside a larger frame, per axis (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    /// Horizontal placement: 0 leading, 0.5 center, 1 trailing.
    public var horizontal: HorizontalAlignment
    /// Vertical placement: 0 top, 0.5 center, 1 bottom.
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The names the JSON spec uses, as in SwiftUI.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing,
    ]
}

/// Horizontal alignment (`VStack(alignment:)`).
public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing

    /// The fraction of the free space left of the child: leading is the left edge, or the right
    /// one in right-to-left layouts.
    func fraction(rightToLeft: Bool) -> Double {
        switch self {
        case .leading: return rightToLeft ? 1 : 0
        case .center: return 0.5
        case .trailing: return rightToLeft ? 0 : 1
        }
    }
}

/// Vertical alignment (`HStack(alignment:)`).
public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom
    /// The children's first (last) lines of text on one baseline; a child without text by its
    /// bottom, as in SwiftUI. Only a horizontal stack aligns baselines; elsewhere (a `ZStack`,
    /// a frame, a grid row) these are laid out as the top (bottom).
    case firstTextBaseline, lastTextBaseline

    /// The fraction of the free space above the child.
    var fraction: Double {
        switch self {
        case .top, .firstTextBaseline: return 0
        case .center: return 0.5
        case .bottom, .lastTextBaseline: return 1
        }
    }

    /// The baseline this alignment lines up, if it is a text baseline.
    var textBaseline: TextBaseline? {
        switch self {
        case .firstTextBaseline: return .first
        case .lastTextBaseline: return .last
        case .top, .center, .bottom: return nil
        }
    }
}

/// A view's first or last line of text, whose baseline `HStack(alignment: .firstTextBaseline)`
/// (`.lastTextBaseline`) lines up.
enum TextBaseline {
    case first, last
}
