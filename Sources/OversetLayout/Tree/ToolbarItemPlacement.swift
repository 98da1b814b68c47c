/// `ToolbarItemPlacement`: where a `ToolbarItem` or `ToolbarItemGroup` goes. Overset lays out
/// the navigation bar's items; the bottom bar, the status area and the keyboard's bar are
/// outside the screen's layout.
public enum ToolbarItemPlacement: String, Hashable, Sendable, CaseIterable {
    case automatic, principal, navigation, primaryAction, secondaryAction, confirmationAction, cancellationAction, destructiveAction
    case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing, bottomBar, status, keyboard

    /// Where an item of this placement sits in an iPhone's navigation bar.
    public enum Side: Sendable {
        /// Before the title, from the leading edge.
        case leading
        /// In the title's place, centred.
        case principal
        /// After the title, up to the trailing edge.
        case trailing
        /// Not in the navigation bar.
        case elsewhere
    }

    /// Where iOS puts an item of this placement in the navigation bar: Apple's documentation of
    /// each placement (cancellation and navigation actions lead; confirmation, primary and
    /// automatic ones trail).
    public var side: Side {
        switch self {
        case .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation: return .leading
        case .principal: return .principal
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .topBarTrailing, .navigationBarTrailing:
            return .trailing
        case .bottomBar, .status, .keyboard: return .elsewhere
        }
    }
}

extension ViewNode {
    /// `ToolbarItem(placement:)` and `ToolbarItemGroup(placement:)`: the content as one view,
    /// which the navigation bar places by its placement (elsewhere it is laid out as it is).
    public static func toolbarItem(placement: ToolbarItemPlacement, _ content: [ViewNode]) -> ViewNode {
        ViewNode(.group(content), modifiers: [.navigationBar(.toolbarItemPlacement(placement))])
    }

    /// `navigationBarItems(leading:trailing:)`, the older form of a toolbar: an item at the
    /// bar's leading edge and one at its trailing edge.
    public static func navigationBarItems(leading: ViewNode?, trailing: ViewNode?) -> Modifier {
        .navigationBar(
            .toolbar(
                (leading.map { [toolbarItem(placement: .topBarLeading, [$0])] } ?? [])
                    + (trailing.map { [toolbarItem(placement: .topBarTrailing, [$0])] } ?? [])))
    }

    /// The placement a toolbar's view was given; a view that is no `ToolbarItem` is `.automatic`.
    var toolbarItemPlacement: ToolbarItemPlacement {
        for case .navigationBar(.toolbarItemPlacement(let placement)) in modifiers { return placement }
        return .automatic
    }
}
