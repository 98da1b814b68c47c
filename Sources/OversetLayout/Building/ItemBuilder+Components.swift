import OversetStyle

extension Component {
    /// The name in paths and outlines (`Card`, `ListRow`, …).
    var name: String {
        switch self {
        case .list: return "List"
        case .section: return "Section"
        case .geometryReader: return "GeometryReader"
        case .navigationBar: return "NavigationBar"
        case .grid: return "Grid"
        case .gridRow: return "GridRow"
        case .lazyGrid(let axis, _, _, _): return axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .card: return "Card"
        case .listRow: return "ListRow"
        case .badge: return "Badge"
        case .avatar: return "Avatar"
        case .icon: return "Icon"
        case .button: return "Button"
        case .toggle: return "Toggle"
        case .skeleton: return "Skeleton"
        }
    }
}

extension ItemBuilder {
    /// The primitives a component is made of, sized by the theme's tokens (docs/layout.md shows
    /// each as SwiftUI code).
    func expand(_ component: Component, path: String) throws(OversetLayoutError) -> ViewNode {
        switch component {
        case .list(let children):
            return expandList(children)
        case .section(let header, let children, let footer):
            return plainSection(header: header, rows: children, footer: footer)
        case .navigationBar(let settings):
            readsScreenWidth.isSet = true
            let metrics = NavigationBarMetrics.of(iosVersion: environment.iosVersion, screenWidth: environment.width, theme: components.swiftUI)
            // In a stack of its own, so that the bar's text settings reach its texts.
            let bar = ViewNode.navigationBar(settings, metrics: metrics).map { [$0] } ?? []
            return ViewNode(.stack(.vertical, spacing: .points(0), alignment: .center, children: bar))
        case .lazyGrid, .geometryReader, .grid:
            preconditionFailure("grids and geometry readers are laid out by their own items, not expanded")
        case .gridRow(_, let children):
            // Outside a grid, a row's views are a group's (Apple's `GridRow` documentation).
            return ViewNode(.group(children))
        case .card(_, let children):
            let padding = components.cardPadding ?? spacing.lg
            let content =
                children.count == 1
                ? children[0]
                : ViewNode(.stack(.vertical, spacing: nil, alignment: .leading, children: children))
            // Cards fill the width they are offered; the shape clips; borders take no space.
            var card = ViewNode(.zstack(alignment: .topLeading, children: [content]))
            card.modifiers = [
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .topLeading)),
                .padding(.all, .points(padding)),
                .clipped,
            ]
            return card
        case .listRow(let title, let subtitle, let icon, let value, let hasChevron):
            var labels = [text(title, ["body"], .body)]
            if let subtitle { labels.append(text(subtitle, ["caption"], .caption)) }
            var row: [ViewNode] = []
            if icon != nil { row.append(ViewNode(.box(width: iconSide(.md), height: iconSide(.md)))) }
            row.append(ViewNode(.stack(.vertical, spacing: 2, alignment: .leading, children: labels)))
            row.append(ViewNode(.spacer(minLength: 0)))
            if let value { row.append(text(value, ["body"], .body)) }
            if hasChevron { row.append(ViewNode(.box(width: iconSide(.sm), height: iconSide(.sm)))) }
            var node = ViewNode(.stack(.horizontal, spacing: .spacing("md"), alignment: .center, children: row))
            node.modifiers = [
                .padding(.vertical, .points(components.listRowVerticalInset)),
                .padding(.horizontal, .points(components.listRowHorizontalInset)),
                .flexibleFrame(FlexibleFrame(minHeight: components.listRowMinHeight)),
            ]
            return node
        case .badge(let content):
            var label = text(content, ["caption"], .caption)
            label.modifiers += [.text(.lineLimit(LineLimit(maximum: 1))), .fixedSize(horizontal: true, vertical: false)]
            var node = ViewNode(.zstack(alignment: .center, children: [label]))
            node.modifiers = [
                .padding(.horizontal, .points(components.badgeHorizontalPadding)),
                .padding(.vertical, .points(components.badgeVerticalPadding)),
            ]
            return node
        case .avatar(let size):
            let side = try check(size ?? components.avatarSize, "avatar size", path)
            return ViewNode(.box(width: side, height: side))
        case .icon(_, let size):
            let side = try check(iconSide(size), "icon size", path)
            return ViewNode(.box(width: side, height: side))
        case .button(let title):
            var label = text(title, ["headline"], .headline)
            label.modifiers.append(.text(.multilineTextAlignment(.center)))
            var node = ViewNode(.zstack(alignment: .center, children: [label]))
            node.modifiers = [
                .padding(.horizontal, .points(spacing.lg)),
                .padding(.vertical, .points(spacing.md)),
                .flexibleFrame(FlexibleFrame(minHeight: components.listRowMinHeight)),
            ]
            return node
        case .toggle(let title):
            let row = [
                text(title, ["body"], .body), ViewNode(.spacer(minLength: spacing.sm)),
                ViewNode(.box(width: 51, height: 31)),
            ]
            var node = ViewNode(.stack(.horizontal, spacing: .spacing("md"), alignment: .center, children: row))
            node.modifiers = [.flexibleFrame(FlexibleFrame(minHeight: components.listRowMinHeight))]
            return node
        case .skeleton(let width, let height):
            return ViewNode(
                .box(
                    width: try width.map { v throws(OversetLayoutError) in try check(v, "skeleton width", path) },
                    height: try height.map { v throws(OversetLayoutError) in try check(v, "skeleton height", path) }))
        }
    }

    /// A text in the first of `styles` the theme has, else in Apple's `fallback` style.
    private func text(_ content: TextContent, _ styles: [String], _ fallback: TextStyle) -> ViewNode {
        if let style = styles.first(where: theme.styleNames.contains) {
            return ViewNode(.text(content, style: style))
        }
        return ViewNode(.text(content, style: nil), modifiers: [.text(.font(.style(fallback.rawValue)))])
    }

    /// An icon's side: the theme token, scaled with body text as SF Symbols are.
    private func iconSide(_ size: IconSize) -> Double {
        let points: Double
        switch size {
        case .sm: points = components.iconSmall
        case .md: points = components.iconMedium
        case .lg: points = components.iconLarge
        case .xl: points = components.iconExtraLarge
        case .points(let value): points = value
        }
        return TextStyle.body.scaledMetric(
            points, at: environment.category, displayScale: environment.displayScale, scaling: theme.customSizeScaling)
    }
}
