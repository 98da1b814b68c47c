/// SwiftUI's controls and containers as trees of the solver's own kinds, built here once for the
/// Swift DSL, the JSON spec and the SwiftUI source front end (docs/layout.md has each rule and
/// its evidence; the sizes marked there as estimates are ours, not Apple's).
extension ViewNode {
    /// The views of a result builder as one view: itself when there is one, else a `Group` (which
    /// a stack takes in line, as SwiftUI's `TupleView`).
    public static func combining(_ views: [ViewNode]) -> ViewNode {
        views.count == 1 ? views[0] : ViewNode(.group(views))
    }

    /// Views as a stack, a list or a picker takes them: the children of groups and `ForEach`es
    /// in line (SwiftUI's `TupleView` and `ForEach` are no views of their own), an `EmptyView`
    /// as none. A group with modifiers or an id stays one view, which they apply to.
    public static func inLine(_ views: [ViewNode]) -> [ViewNode] {
        views.flatMap { view -> [ViewNode] in
            if case .group(let children) = view.kind, view.modifiers.isEmpty, view.id == nil { return inLine(children) }
            return [view]
        }
    }

    /// A title given where SwiftUI takes a `LocalizedStringKey` (`Button("Save")`): a `Text`.
    public static func title(_ content: TextContent) -> ViewNode {
        ViewNode(.text(content, style: nil))
    }

    /// `Button`, `NavigationLink`, `Menu` and `Link` in the default, `.plain` and `.borderless`
    /// styles: the label as it is. Apple's `PlainButtonStyle` "doesn't style or decorate its
    /// content"; the default style outside a `List` tints the label without changing its size.
    public static func control(label: ViewNode) -> ViewNode {
        label
    }

    /// `Label(title, systemImage:)` in the default title-and-icon style: the icon before the
    /// title, as `HStack { Image(systemName:); Text(title) }` (the stack's default spacing between
    /// them is an estimate: no public measurement gives Label's own).
    public static func label(title: ViewNode, icon: ViewNode?) -> ViewNode {
        ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: (icon.map { [$0] } ?? []) + [title]))
    }

    /// The size of iOS's switch (`UISwitch`), 51 × 31 points: its intrinsic size on every iPhone,
    /// whatever the text size (a public observation; Apple documents no figure).
    public static let switchSize = (width: 51.0, height: 31.0)

    /// `Toggle` in the default switch style: the label, a flexible gap, and the switch, so that
    /// the toggle takes the width it is offered as on iOS.
    public static func toggle(label: ViewNode) -> ViewNode {
        let control = ViewNode(.box(width: switchSize.width, height: switchSize.height))
        return ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: [label, ViewNode(.spacer(minLength: nil)), control]))
    }

    /// `List` and `Form` (inset grouped, iOS's default): laid out when the screen's width is known
    /// (`ItemBuilder+Lists.swift`).
    public static func list(_ content: [ViewNode]) -> ViewNode {
        ViewNode(.component(.list(children: content)))
    }

    /// `Section`: its header and footer (any views, usually texts) around its rows.
    public static func section(header: ViewNode?, _ rows: [ViewNode], footer: ViewNode?) -> ViewNode {
        ViewNode(.component(.section(header: header, children: rows, footer: footer)))
    }

    /// `TabView`: every tab's content in the same place, each offered the whole screen. A tab
    /// view shows one tab at a time; laying them all out audits each. The tab bar sits below the
    /// content, and its items do not grow with Dynamic Type (they use the Large Content Viewer).
    public static func tabView(_ tabs: [ViewNode]) -> ViewNode {
        ViewNode(.zstack(alignment: .top, children: tabs))
    }

    /// The side of iOS's medium activity indicator (`UIActivityIndicatorView.Style.medium`),
    /// which `ProgressView()` draws: 20 points, whatever the text size (a public measurement).
    public static let activityIndicatorSide = 20.0

    /// `ProgressView`: an activity indicator (or, with a value, a bar 4 points high as wide as
    /// offered), with its label below it. The spacing to the label is an estimate (8 points).
    public static func progressView(label: ViewNode?, isLinear: Bool) -> ViewNode {
        let indicator =
            isLinear
            ? ViewNode(.box(width: nil, height: 4)) : ViewNode(.box(width: activityIndicatorSide, height: activityIndicatorSide))
        guard let label else { return indicator }
        return ViewNode(.stack(.vertical, spacing: .points(8), alignment: isLinear ? .leading : .center, children: [indicator, label]))
    }

    /// `TextField` and `SecureField` in the plain style: one line of the field's text — its
    /// placeholder while empty, as a preview leaves it — as wide as offered. A field scrolls
    /// what is typed, but a placeholder too long for the field truncates at its tail.
    public static func textField(placeholder: ViewNode) -> ViewNode {
        var field = placeholder
        field.modifiers += [.text(.lineLimit(LineLimit(maximum: 1))), .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))]
        return field
    }

    /// `Picker` in the default menu style (a `Form` row's style too): its label, a flexible gap,
    /// then the chosen option and the menu's up-and-down chevrons. Only the running app knows
    /// the selection, so the first option stands for it (the front ends pick it). The chevrons
    /// are a symbol of the font in effect; the 4 pt before them is an estimate.
    public static func picker(label: ViewNode, selection: ViewNode?) -> ViewNode {
        let chevrons = ViewNode(.symbol(name: "chevron.up.chevron.down"))
        let value = ViewNode(.stack(.horizontal, spacing: .points(4), alignment: .center, children: (selection.map { [$0] } ?? []) + [chevrons]))
        return ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: [label, ViewNode(.spacer(minLength: nil)), value]))
    }

    /// `NavigationStack` and `NavigationView`: the navigation bar, when the content gives it a
    /// title, above the content; the bar takes its height from the screen.
    public static func navigationStack(_ content: [ViewNode]) -> ViewNode {
        let (settings, stripped) = extractingNavigationBar(content)
        guard let bar = navigationBar(settings) else { return combining(stripped) }
        // Several views stay one view below the bar, as a group outside a stack lays them out.
        let body = stripped.count == 1 ? stripped[0] : ViewNode(.stack(.vertical, spacing: nil, alignment: .center, children: stripped))
        return ViewNode(.stack(.vertical, spacing: .points(0), alignment: .center, children: [bar, body]))
    }
}

extension ViewNode {
    /// `LazyVGrid(columns:spacing:)` (`axis` vertical) and `LazyHGrid(rows:spacing:)` (`axis`
    /// horizontal): the cells fill the tracks line by line (docs/layout.md, "SwiftUI's grids").
    public static func lazyGrid(_ axis: Axis, items: [GridItem], spacing: Double?, _ cells: [ViewNode]) -> ViewNode {
        ViewNode(.component(.lazyGrid(axis: axis, items: items, spacing: spacing, children: cells)))
    }
}
