/// `Text`: a string in a theme's text style (nil: SwiftUI's default body font).
public struct Text: View {
    public let node: ViewNode

    /// A literal, which SwiftUI takes as a `LocalizedStringKey`: an audit with a String Catalog
    /// looks it up as its own key (its text shows when the catalog has none), and pseudo-locales
    /// transform it. `Text(verbatim:)` is the form that is never localized.
    public init(_ string: String, style: String? = nil) {
        node = ViewNode(.text(TextContent(string), style: style))
    }

    /// `Text(verbatim:)`: shown as it is in every locale — never looked up, never
    /// pseudo-localized (amounts, units, names).
    public init(verbatim string: String, style: String? = nil) {
        node = ViewNode(.text(TextContent(string, isVerbatim: true), style: style))
    }

    /// A String Catalog key (`Text("profile.bio")` in SwiftUI looks up a key); `defaultValue`
    /// shows until an audit localizes the tree.
    ///
    /// - Parameter arguments: Sample values for the key's format arguments (`Text("\(count)
    ///   favorites")` has the key "%lld favorites"), by position; the rest take the defaults.
    public init(key: String, defaultValue: String? = nil, arguments: [String] = [], style: String? = nil) {
        node = ViewNode(.text(TextContent(defaultValue ?? key, key: key, arguments: arguments), style: style))
    }

    /// Text parsed as inline Markdown, as SwiftUI does for string literals.
    public init(markdown: String, style: String? = nil) {
        node = ViewNode(.text(TextContent(markdown, isMarkdown: true), style: style))
    }
}

/// `HStack`.
public struct HStack: View {
    public let node: ViewNode

    public init(alignment: VerticalAlignment = .center, spacing: Length? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(
            .stack(
                .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment),
                children: content()))
    }
}

/// `VStack`.
public struct VStack: View {
    public let node: ViewNode

    public init(alignment: HorizontalAlignment = .center, spacing: Length? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(
            .stack(
                .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center),
                children: content()))
    }
}

/// `LazyVStack` lays out as a `VStack`.
public typealias LazyVStack = VStack

/// `ZStack`.
public struct ZStack: View {
    public let node: ViewNode

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(.zstack(alignment: alignment, children: content()))
    }
}

/// `Spacer(minLength:)`.
public struct Spacer: View {
    public let node: ViewNode

    public init(minLength: Double? = nil) {
        node = ViewNode(.spacer(minLength: minLength))
    }
}

/// `Divider()`.
public struct Divider: View {
    public let node = ViewNode(.divider)

    public init() {}
}

/// A colour: takes all the space it is offered. Every colour lays out the same.
public struct Color: View, Sendable {
    public let node = ViewNode(.color)

    public init() {}

    public static let clear = Color(), red = Color(), green = Color(), blue = Color(), gray = Color(),
        black = Color(), white = Color(), primary = Color(), secondary = Color(), accentColor = Color()
}

/// Shapes lay out as colours do.
public typealias Rectangle = Color
public typealias Circle = Color
public typealias Capsule = Color

/// `RoundedRectangle(cornerRadius:)`.
public struct RoundedRectangle: View, Sendable {
    public let node = ViewNode(.color)

    public init(cornerRadius: Double) {}
}

/// A box of fixed size, such as an image; a nil side takes what it is offered.
public struct Box: View {
    public let node: ViewNode

    public init(width: Double? = nil, height: Double? = nil) {
        node = ViewNode(.box(width: width, height: height))
    }
}

/// `ScrollView`: its content is unbounded along the axis.
public struct ScrollView: View {
    public let node: ViewNode

    public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(.scroll(axis, children: content()))
    }
}

/// `Group`: several views in the place of one.
public struct Group: View {
    public let node: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(.group(content()))
    }
}

/// `ForEach` over data: one or more views per element, in order.
public struct ForEach: View {
    public let node: ViewNode

    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        node = ViewNode(.group(data.flatMap(content)))
    }

    /// `ForEach(_:id:content:)`; the id only matters to SwiftUI's identity, not to layout.
    public init<Data: Sequence, ID>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        node = ViewNode(.group(data.flatMap(content)))
    }
}

/// `EmptyView()`: takes no space, and a stack gives it no spacing.
public struct EmptyView: View {
    public let node = ViewNode(.group([]))

    public init() {}
}

/// `Image(systemName:)`: an SF Symbol, laid out as a square as large as the point size of the
/// font in effect (`.font(.title)` on it or an ancestor; body by default), so that it grows
/// with Dynamic Type as symbols do, times `imageScale`'s factor. Which symbol it is does not
/// change its size here. `Image(_:width:height:)`: an asset image.
public struct Image: View {
    public let node: ViewNode

    public init(systemName: String) {
        node = ViewNode(.symbol(name: systemName))
    }

    /// `Image(_:)`: an asset image, of the asset's size in points (which SwiftUI reads from the
    /// asset catalog, and a layout test has to say).
    public init(_ name: String, width: Double, height: Double) {
        node = ViewNode(.image(name: name, width: width, height: height))
    }
}

/// `ViewThatFits(in:content:)`: the first view whose ideal size fits the space offered on
/// `axes` (both by default), else the last.
public struct ViewThatFits: View {
    public let node: ViewNode

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(.viewThatFits(axes: axes, children: content()))
    }
}
