/// The modifiers that put a title in the navigation bar of the enclosing `NavigationStack`,
/// which lays the bar out above its content (`ViewNode+NavigationBar.swift`).
extension View {
    /// `navigationTitle(_:)`: the bar's title, one line that keeps its size at every text size.
    public func navigationTitle(_ title: String) -> ViewNode {
        modifier(.navigationBar(.title(.title(TextContent(title)))))
    }

    /// `navigationTitle(_:)` with a `Text`: the bar's title, in the bar's own font.
    public func navigationTitle(_ title: some View) -> ViewNode {
        modifier(.navigationBar(.title(title.node)))
    }

    /// `navigationBarTitle(_:)`, deprecated since iOS 14: `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: String) -> ViewNode {
        modifier(.navigationBar(.title(.title(TextContent(title)))))
    }

    /// `navigationBarTitleDisplayMode(_:)`: a large title below the bar, or an inline one in it.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ViewNode {
        modifier(.navigationBar(.titleDisplayMode(mode)))
    }

    /// `toolbarTitleDisplayMode(_:)`: iOS 17's name of `navigationBarTitleDisplayMode(_:)`.
    public func toolbarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ViewNode {
        modifier(.navigationBar(.titleDisplayMode(mode)))
    }

    /// `navigationBarHidden(_:)`: true hides the bar, its title and its items; the content
    /// starts at the top.
    public func navigationBarHidden(_ hidden: Bool) -> ViewNode {
        modifier(.navigationBar(.hidden(hidden)))
    }

    /// `navigationBarItems(leading:trailing:)`: the older form of a toolbar, a view at each
    /// edge of the bar.
    public func navigationBarItems(leading: some View, trailing: some View) -> ViewNode {
        modifier(ViewNode.navigationBarItems(leading: leading.node, trailing: trailing.node))
    }

    /// `navigationBarItems(leading:)`.
    public func navigationBarItems(leading: some View) -> ViewNode { modifier(ViewNode.navigationBarItems(leading: leading.node, trailing: nil)) }

    /// `navigationBarItems(trailing:)`.
    public func navigationBarItems(trailing: some View) -> ViewNode { modifier(ViewNode.navigationBarItems(leading: nil, trailing: trailing.node)) }

    /// `toolbar { … }`: items for the navigation bar, placed by their `ToolbarItem` placement
    /// (a view that is no item is `.automatic`, trailing); their text keeps 17 pt.
    public func toolbar(@ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.navigationBar(.toolbar(content())))
    }
}

/// `ToolbarItem(placement:)`: one item of a toolbar, placed in the navigation bar.
public struct ToolbarItem: View {
    public let node: ViewNode

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> [ViewNode]) {
        node = .toolbarItem(placement: placement, content())
    }
}

/// `ToolbarItemGroup(placement:)`: several items side by side at one placement.
public struct ToolbarItemGroup: View {
    public let node: ViewNode

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> [ViewNode]) {
        node = .toolbarItem(placement: placement, content())
    }
}
