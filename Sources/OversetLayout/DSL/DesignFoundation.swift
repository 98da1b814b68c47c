/// `DFText(_:style:)`: a `Text` in a theme style (DesignFoundation's default is body).
public func DFText(_ string: String, style: String = "body") -> ViewNode {
    Text(string, style: style).node
}

/// `DFCard { … }`.
public func DFCard(style: CardStyle = .elevated, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.component(.card(style: style, children: content())))
}

/// `DFListRow(_:subtitle:icon:)`, with an optional trailing value and chevron.
public func DFListRow(
    _ title: String, subtitle: String? = nil, icon: String? = nil, value: String? = nil,
    chevron: Bool = false
) -> ViewNode {
    ViewNode(
        .component(
            .listRow(
                title: TextContent(title), subtitle: subtitle.map { TextContent($0) }, icon: icon,
                value: value.map { TextContent($0) }, hasChevron: chevron)))
}

/// `DFBadge(text:)`.
public func DFBadge(text: String) -> ViewNode {
    ViewNode(.component(.badge(TextContent(text))))
}

/// `DFAvatar(size:)` (its url or name does not change the layout).
public func DFAvatar(url: String? = nil, name: String? = nil, size: Double? = nil) -> ViewNode {
    ViewNode(.component(.avatar(size: size)))
}

/// `DFIcon(_:size:)`.
public func DFIcon(_ name: String, size: IconSize = .md) -> ViewNode {
    ViewNode(.component(.icon(name: name, size: size)))
}

/// `DFButton(_:)`.
public func DFButton(_ title: String) -> ViewNode {
    ViewNode(.component(.button(TextContent(title))))
}

/// `DFToggle(_:isOn:)`.
public func DFToggle(_ title: String, isOn: Bool = false) -> ViewNode {
    ViewNode(.component(.toggle(TextContent(title))))
}

/// `DFSkeleton(width:height:)`.
public func DFSkeleton(width: Double? = nil, height: Double? = nil) -> ViewNode {
    ViewNode(.component(.skeleton(width: width, height: height)))
}

/// `DFDivider()`.
public func DFDivider() -> ViewNode { ViewNode(.divider) }
