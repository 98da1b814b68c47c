/// A component of the reference design system (DesignFoundation), laid out from theme tokens,
/// or a SwiftUI container whose chrome comes from iOS's metrics (`List`, `Section`). Each is
/// expanded into primitives when laid out; docs/layout.md gives the SwiftUI each one stands for.
public enum Component: Hashable, Sendable {
    /// `List` and `Form` in the inset-grouped style (iOS's default): sections on cards inset from
    /// the screen's edges, in a vertical scroll view; rows outside a `Section` form sections of
    /// their own.
    case list(children: [ViewNode])
    /// `Section`: an optional header, its rows, an optional footer.
    case section(header: ViewNode?, children: [ViewNode], footer: ViewNode?)
    /// `LazyVGrid(columns:spacing:)` (`axis` vertical: the grid grows downwards, its items are
    /// columns) and `LazyHGrid(rows:spacing:)` (`axis` horizontal: its items are rows). The
    /// tracks are sized from the space offered across the axis; `spacing` separates the lines
    /// (nil: 8 pt, an estimate). Laid out by its own item (`Items/LazyGridItem.swift`).
    case lazyGrid(axis: Axis, items: [GridItem], spacing: Double?, children: [ViewNode])
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: its `GridRow`s, and views outside
    /// a row that span its columns (nil spacings: 8 pt, an estimate). Laid out by its own item
    /// (`Items/GridLayoutItem.swift`).
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [ViewNode])
    /// `GridRow(alignment:)`: one cell per view; outside a `Grid`, its views as a `Group`'s.
    case gridRow(alignment: VerticalAlignment?, children: [ViewNode])
    /// `GeometryReader { proxy in … }`: takes all it is offered and lays its content out, at its
    /// top-leading corner, once its size is known (the content's `ProxyLength`s are read from
    /// it). Laid out by its own item (`Items/GeometryReaderItem.swift`).
    case geometryReader(children: [ViewNode])
    /// A `NavigationStack`'s bar, from what its content put there; built when the iOS version and
    /// screen width are known (`ViewNode+NavigationBar.swift`).
    case navigationBar([NavigationBarSetting])
    /// `DFCard`: content padded by `card.padding` (or `spacing.lg`), as wide as offered, clipped
    /// to its rounded shape; the border of the outlined and glass styles takes no space.
    case card(style: CardStyle, children: [ViewNode])
    /// `DFListRow(title, subtitle:, icon:)`, optionally with a trailing value and a chevron.
    case listRow(title: TextContent, subtitle: TextContent?, icon: String?, value: TextContent?, hasChevron: Bool)
    /// `DFBadge(text:)`: one line of caption text in a capsule.
    case badge(TextContent)
    /// `DFAvatar(size:)`: a circle, `avatar.size` by default.
    case avatar(size: Double?)
    /// `DFIcon(_:size:)`: a square symbol that scales with body text.
    case icon(name: String, size: IconSize)
    /// `DFButton(_:)`: a label with padding and a 44 pt minimum height.
    case button(TextContent)
    /// `DFToggle(_:isOn:)`: a label and a 51 × 31 switch.
    case toggle(TextContent)
    /// `DFSkeleton(width:height:shape:)`: a placeholder box.
    case skeleton(width: Double?, height: Double?)
}

/// `dfCardStyle`: how a card is drawn; none changes its size.
public enum CardStyle: String, Hashable, Sendable, CaseIterable {
    case elevated, outlined, filled, glass
}

/// `dfButtonStyle`: how a `DFButton` is drawn; none changes its size. The reference documents
/// only `.secondary` (DesignFoundation's text and typography guide); the others are the usual
/// companions, chosen once (docs/layout.md), so that a misspelt style is an error rather than
/// silently accepted.
enum DFButtonStyle: String, CaseIterable {
    case primary, secondary, tertiary, destructive
}

/// `DFIcon` sizes: theme tokens or points.
public enum IconSize: Hashable, Sendable {
    case sm, md, lg, xl
    case points(Double)
}
