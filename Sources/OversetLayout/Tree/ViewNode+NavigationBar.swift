import OversetStyle

/// What a view puts in the navigation bar of the `NavigationStack` it is in
/// (`navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar`): the stack reads it from its content
/// and lays the bar out above the content (docs/layout.md, "The navigation bar").
public enum NavigationBarSetting: Hashable, Sendable {
    /// `navigationTitle(_:)` (and the deprecated `navigationBarTitle(_:)`): the title, a `Text`.
    case title(ViewNode)
    /// `navigationBarTitleDisplayMode(_:)`.
    case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
    /// `toolbar { … }`: its items (`ToolbarItem`s, groups, or views, which are `.automatic`).
    case toolbar([ViewNode])
    /// The placement of a `ToolbarItem` or `ToolbarItemGroup`, on the item itself.
    case toolbarItemPlacement(ToolbarItemPlacement)
    /// `navigationBarHidden(_:)`, `toolbar(.hidden, for: .navigationBar)`: true hides the bar,
    /// its title and its items.
    case hidden(Bool)
}

/// SwiftUI's namespace for the navigation bar's items.
public enum NavigationBarItem {
    /// How the navigation bar shows its title.
    public enum TitleDisplayMode: String, Hashable, Sendable, CaseIterable {
        /// The mode of the view below in the stack: large at the stack's root, which is the
        /// only view Overset lays out in a stack.
        case automatic
        /// One line of 17 pt semibold text in the bar, between its items.
        case inline
        /// One line of 34 pt bold text below the bar's items, at the screen's leading margin.
        case large
        /// `.inlineLarge` (iOS 17's `ToolbarTitleDisplayMode`): one line of bold text at the bar
        /// row's leading edge, before the trailing items; no large-title zone.
        case inlineLarge
    }
}

/// The navigation bar's metrics in points. iOS 26's were measured with real UIKit under Mac
/// Catalyst with iPhone traits (compact width, 375 pt wide, no top safe area) in the public
/// repository Vercantez/openuikit, docs/SCENE_SPEC.md ("UINavigationStack": the `navbar_large` and
/// `navbar_inline` goldens). Before iOS 26 the bar was UIKit's 44 pt bar with the 52 pt large-title
/// zone below it and the screen's 16 / 20 pt layout margins (docs/layout.md). Bar text keeps these
/// sizes at every Dynamic Type size: bars show the Large Content Viewer instead (WWDC19 session 261,
/// "Large Content Viewer").
public struct NavigationBarMetrics: Hashable, Sendable {
    /// The padding above the bar (iOS 26: adjustedContentInset.top = 10 + 54 + 52 = 116 expanded).
    public var topPadding: Double
    /// The inline bar zone, where the items and an inline title sit.
    public var barHeight: Double
    /// The large-title zone below the bar.
    public var largeTitleHeight = 52.0
    /// The titles' and items' inset from the screen's edges (iOS 26: the large title's label at
    /// x = 20 in a 375 pt wide bar; the same inset on the trailing side is an estimate, as is an
    /// inline title's).
    public var margin: Double
    /// The large title: 34 pt bold.
    public var largeTitleSize = 34.0
    /// The inline title: 17 pt semibold.
    public var inlineTitleSize = 17.0
    /// `.inlineLarge`'s title, bold, at the bar's leading edge in the bar's row (the theme's
    /// `navigationBar.inlineLargeTitleSize`, 28 pt by default: an estimate).
    public var inlineLargeTitleSize = 28.0
    /// Bar items' text: 17 pt, the size of UIKit's bar button titles (body at Large).
    public var itemTextSize = 17.0
    /// The space between bar items: 8 pt, an estimate (the bar's measured figures do not size
    /// items).
    public var itemSpacing = 8.0

    /// iOS 26's bar on a 375 pt screen.
    public static let iOS26 = NavigationBarMetrics(topPadding: 10, barHeight: 54, margin: 20)

    /// The bar of `iosVersion` on a screen `screenWidth` wide: iOS 26's, or before it the theme's
    /// (a 44 pt bar and a 52 pt large-title zone by default, estimates) with no padding above and
    /// the layout margins (16 pt below 414 pt, 20 from it).
    static func of(iosVersion: Int, screenWidth: Double, theme: SwiftUIControlMetrics) -> NavigationBarMetrics {
        var metrics = iOS26
        if iosVersion < 26 {
            metrics = NavigationBarMetrics(topPadding: 0, barHeight: theme.navigationBarHeightBeforeIOS26, margin: screenWidth >= 414 ? 20 : 16)
            metrics.largeTitleHeight = theme.largeTitleHeightBeforeIOS26
        }
        metrics.inlineLargeTitleSize = theme.inlineLargeTitleSize
        return metrics
    }
}

extension ViewNode {
    /// The navigation bar settings of `content`, and the content without them. A setting
    /// anywhere in the content counts (the first of each kind in tree order), except inside a
    /// nested `NavigationStack`, which has its own bar.
    static func extractingNavigationBar(_ content: [ViewNode]) -> (settings: [NavigationBarSetting], content: [ViewNode]) {
        var settings: [NavigationBarSetting] = []
        func strip(_ node: ViewNode) -> ViewNode {
            var copy = node
            copy.modifiers = node.modifiers.filter { modifier in
                guard case .navigationBar(let setting) = modifier else { return true }
                settings.append(setting)
                return false
            }
            copy.kind = node.kind.mappingChildren(strip)
            return copy
        }
        let stripped = content.map(strip)
        return (settings, stripped)
    }

    /// The bar a `NavigationStack` shows for `settings`, or nil when it is hidden or shows neither
    /// a title nor an item. Its text is held at the large Dynamic Type size, as iOS holds bar text (WWDC19
    /// session 261), and its items' text is 17 pt unless they set their own font.
    static func navigationBar(_ settings: [NavigationBarSetting], metrics: NavigationBarMetrics) -> ViewNode? {
        var title: ViewNode?
        var mode: NavigationBarItem.TitleDisplayMode?
        var items: [ViewNode] = []
        var isHidden: Bool?
        for setting in settings {
            switch setting {
            case .title(let node): title = title ?? node
            case .titleDisplayMode(let given): mode = mode ?? given
            case .toolbar(let content): items += inLine(content)
            case .toolbarItemPlacement: break
            case .hidden(let given): isHidden = isHidden ?? given
            }
        }
        if isHidden == true { return nil }
        func side(_ side: ToolbarItemPlacement.Side) -> [ViewNode] {
            items.filter { $0.toolbarItemPlacement.side == side }.map { item in
                // A group's views side by side; an item keeps its width, the title takes the rest.
                var views = [item]
                if case .group(let children) = item.kind { views = inLine(children) }
                var row = ViewNode(.stack(.horizontal, spacing: .points(metrics.itemSpacing), alignment: .center, children: views))
                row.modifiers += [.fixedSize(horizontal: true, vertical: false)]
                return row
            }
        }
        let leading = side(.leading)
        let trailing = side(.trailing)
        let principal = side(.principal).first
        guard title != nil || !leading.isEmpty || !trailing.isEmpty || principal != nil else { return nil }
        let shown = title == nil ? NavigationBarItem.TitleDisplayMode.inline : mode ?? .automatic
        let isLarge = shown == .automatic || shown == .large
        let size = isLarge ? metrics.largeTitleSize : shown == .inlineLarge ? metrics.inlineLargeTitleSize : metrics.inlineTitleSize
        title?.modifiers += [.text(.font(.system(size: size, weight: shown == .inline ? .semibold : .bold))), .text(.lineLimit(LineLimit(maximum: 1)))]
        // The middle of the bar: the principal item, else an inline title (at the leading edge
        // when inline large), else a flexible gap.
        var middle = principal ?? (isLarge ? nil : title) ?? ViewNode(.spacer(minLength: 0))
        middle.modifiers += [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: shown == .inlineLarge ? .leading : .center))]
        var row = ViewNode(.stack(.horizontal, spacing: .points(metrics.itemSpacing), alignment: .center, children: leading + [middle] + trailing))
        row.modifiers += [
            .padding(.horizontal, .points(metrics.margin)),
            .frame(width: nil, height: metrics.barHeight, alignment: .center),
            .text(.font(.system(size: metrics.itemTextSize, weight: nil))),
        ]
        var bar = row
        if isLarge, var large = title {
            large.modifiers += [
                .padding(.horizontal, .points(metrics.margin)),
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)),
                .frame(width: nil, height: metrics.largeTitleHeight, alignment: .leading),
            ]
            bar = ViewNode(.stack(.vertical, spacing: .points(0), alignment: .leading, children: [row, large]))
        }
        bar.modifiers += [
            .padding(.top, .points(metrics.topPadding)),
            .text(.dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.large)),
        ]
        return bar
    }
}

extension ViewNode.Kind {
    /// This kind with `transform` applied to each child view (not to a component's parts).
    func mappingChildren(_ transform: (ViewNode) -> ViewNode) -> ViewNode.Kind {
        switch self {
        case .stack(let axis, let spacing, let alignment, let children):
            return .stack(axis, spacing: spacing, alignment: alignment, children: children.map(transform))
        case .zstack(let alignment, let children): return .zstack(alignment: alignment, children: children.map(transform))
        case .scroll(let axis, let children): return .scroll(axis, children: children.map(transform))
        case .group(let children): return .group(children.map(transform))
        case .viewThatFits(let axes, let children): return .viewThatFits(axes: axes, children: children.map(transform))
        case .component(.list(let children)): return .component(.list(children: children.map(transform)))
        case .component(.section(let header, let children, let footer)):
            return .component(.section(header: header, children: children.map(transform), footer: footer))
        case .component(.card(let style, let children)): return .component(.card(style: style, children: children.map(transform)))
        case .component(.lazyGrid(let axis, let items, let spacing, let children)):
            return .component(.lazyGrid(axis: axis, items: items, spacing: spacing, children: children.map(transform)))
        case .component(.grid(let alignment, let horizontalSpacing, let verticalSpacing, let children)):
            return .component(
                .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, children: children.map(transform)))
        case .component(.gridRow(let alignment, let children)): return .component(.gridRow(alignment: alignment, children: children.map(transform)))
        case .component(.geometryReader(let children)): return .component(.geometryReader(children: children.map(transform)))
        case .text, .spacer, .divider, .color, .box, .symbol, .image, .component: return self
        }
    }
}
