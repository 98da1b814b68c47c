/// `Image.Scale`: an SF Symbol's size beside the text around it (`imageScale(_:)`).
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The symbol's side as a share of the font's point size. Medium is the one-em square; Apple
    /// gives the others only for the Mac's symbols: large is "approximately 30% larger" and small
    /// "approximately 20% smaller" than medium (AppKit's `NSImage.SymbolScale`). iOS's
    /// `UIImage.SymbolScale` gives no figures, so these are **estimates** there.
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// `ContentMode`: how `aspectRatio(_:contentMode:)` puts a shape into the space offered.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the space (`scaledToFit()`).
    case fit
    /// The smallest size of the ratio that covers the space (`scaledToFill()`); it reaches out of
    /// a smaller space, as SwiftUI draws it unless clipped.
    case fill
}

/// The edge `safeAreaInset(edge:alignment:spacing:content:)` puts its content at (SwiftUI's
/// `VerticalEdge` and `HorizontalEdge`).
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing

    /// The axis along which the inset and the view are stacked.
    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}
