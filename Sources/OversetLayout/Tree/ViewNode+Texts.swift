extension ViewNode {
    /// This tree with `transform` applied to every text it shows: `Text`s, component titles and
    /// labels, and the views of overlays, backgrounds and safe area insets.
    ///
    /// - Complexity: O(n) in the number of views.
    public func mappingTexts(_ transform: (TextContent) throws -> TextContent) rethrows -> ViewNode {
        var copy = self
        copy.kind = try kind.mappingTexts(transform)
        copy.modifiers = try modifiers.map { modifier in
            switch modifier {
            case .overlay(let node, let alignment): return .overlay(try node.mappingTexts(transform), alignment: alignment)
            case .background(let node, let alignment): return .background(try node.mappingTexts(transform), alignment: alignment)
            case .safeAreaInset(let edge, let alignment, let spacing, let node):
                return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: try node.mappingTexts(transform))
            case .pickerOptions(let options, let selected): return .pickerOptions(try options.map { try $0.mappingTexts(transform) }, selected: selected)
            default: return modifier
            }
        }
        return copy
    }

    /// Every text the tree shows, in tree order.
    public var texts: [TextContent] {
        var found: [TextContent] = []
        _ = mappingTexts {
            found.append($0)
            return $0
        }
        return found
    }
}

extension ViewNode.Kind {
    func mappingTexts(_ transform: (TextContent) throws -> TextContent) rethrows -> ViewNode.Kind {
        func map(_ children: [ViewNode]) throws -> [ViewNode] { try children.map { try $0.mappingTexts(transform) } }
        switch self {
        case .text(let content, let style): return .text(try transform(content), style: style)
        case .stack(let axis, let spacing, let alignment, let children):
            return .stack(axis, spacing: spacing, alignment: alignment, children: try map(children))
        case .zstack(let alignment, let children): return .zstack(alignment: alignment, children: try map(children))
        case .scroll(let axis, let children): return .scroll(axis, children: try map(children))
        case .group(let children): return .group(try map(children))
        case .viewThatFits(let axes, let children): return .viewThatFits(axes: axes, children: try map(children))
        case .spacer, .divider, .color, .box, .symbol, .image: return self
        case .component(let component):
            switch component {
            case .card(let style, let children): return .component(.card(style: style, children: try map(children)))
            case .list(let children): return .component(.list(children: try map(children)))
            case .geometryReader(let children): return .component(.geometryReader(children: try map(children)))
            case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let children):
                return .component(
                    .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, children: try map(children)))
            case .gridRow(let alignment, let children): return .component(.gridRow(alignment: alignment, children: try map(children)))
            case .lazyGrid(let axis, let items, let spacing, let children):
                return .component(.lazyGrid(axis: axis, items: items, spacing: spacing, children: try map(children)))
            case .section(let header, let children, let footer):
                return .component(
                    .section(
                        header: try header?.mappingTexts(transform), children: try map(children), footer: try footer?.mappingTexts(transform)))
            case .listRow(let title, let subtitle, let icon, let value, let hasChevron):
                return .component(
                    .listRow(
                        title: try transform(title), subtitle: try subtitle.map(transform), icon: icon,
                        value: try value.map(transform), hasChevron: hasChevron))
            case .badge(let text): return .component(.badge(try transform(text)))
            case .button(let text): return .component(.button(try transform(text)))
            case .toggle(let text): return .component(.toggle(try transform(text)))
            case .navigationBar(let settings): return .component(.navigationBar(try settings.map { try $0.mappingTexts(transform) }))
            case .avatar, .icon, .skeleton: return self
            }
        }
    }
}

extension NavigationBarSetting {
    func mappingTexts(_ transform: (TextContent) throws -> TextContent) rethrows -> NavigationBarSetting {
        switch self {
        case .title(let node): return .title(try node.mappingTexts(transform))
        case .toolbar(let items): return .toolbar(try items.map { try $0.mappingTexts(transform) })
        case .titleDisplayMode, .toolbarItemPlacement, .hidden: return self
        }
    }
}
