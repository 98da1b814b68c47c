/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`): how it is
/// sized from the grid's width (height), and the space after it.
public struct GridItem: Hashable, Sendable {
    /// How a grid item is sized (SwiftUI's `GridItem.Size`).
    public enum Size: Hashable, Sendable {
        /// One track of exactly this many points.
        case fixed(Double)
        /// One track sharing the space the fixed tracks leave, no narrower than `minimum` and
        /// no wider than `maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` as its share of the space holds, each no wider
        /// than `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How the item is sized.
    public var size: Size
    /// The space between this item and the next; nil is the default, 8 pt (an estimate: Apple
    /// documents nil as "a reasonable default for the current platform", without a number).
    public var spacing: Double?

    /// The spacing SwiftUI uses between grid items, and between a lazy grid's lines, when none is
    /// given (an estimate, docs/layout.md "SwiftUI's grids").
    public static let defaultSpacing = 8.0

    /// `GridItem(_:spacing:)`; a flexible item by default.
    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }
}
