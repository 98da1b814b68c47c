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
    /// as none. A group with modifiers or an id stays one view, which they apply to. A `GridRow`
    /// is a group too (outside a `Grid`, Apple's `GridRow` documentation), unless `keepsGridRows`
    /// (a grid's own rows).
    ///
    /// - Complexity: O(views in line); views with no group among them are returned as they are.
    public static func inLine(_ views: [ViewNode], keepsGridRows: Bool = false) -> [ViewNode] {
        // Most containers hold no group: rebuilding their array view by view cost every stack
        // an allocation per child each time a tree was built.
        guard views.contains(where: { $0.inLineChildren(keepsGridRows: keepsGridRows) != nil }) else { return views }
        var result: [ViewNode] = []
        result.reserveCapacity(views.count)
        for view in views {
            if let children = view.inLineChildren(keepsGridRows: keepsGridRows) {
                result += inLine(children, keepsGridRows: keepsGridRows)
            } else {
                result.append(view)
            }
        }
        return result
    }

    /// The views that stand for this one in line (`inLine`): a group's children, or a grid
    /// row's unless `keepsGridRows`; nil for a view that stays one view.
    private func inLineChildren(keepsGridRows: Bool) -> [ViewNode]? {
        guard modifiers.isEmpty, id == nil else { return nil }
        switch kind {
        case .group(let children): return children
        case .component(.gridRow(_, let children)) where !keepsGridRows: return children
        default: return nil
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

    /// `Button`: its label as it is, marked (a modifier of no layout effect) for `buttonStyle`.
    /// A label of several views is left unmarked, as a `NavigationLink`'s.
    public static func button(label: ViewNode) -> ViewNode {
        guard inLine([label]).count == 1 else { return label }
        var button = label
        button.modifiers.append(.ignored(buttonMarker))
        return button
    }

    /// `NavigationLink`: its label as it is, marked (a modifier of no layout effect) so that a
    /// list row gives it the disclosure chevron iOS draws there. A label of several views is
    /// left unmarked: it spreads into the stack around it, as any other control's does.
    public static func navigationLink(label: ViewNode) -> ViewNode {
        guard inLine([label]).count == 1 else { return label }
        var link = label
        link.modifiers.append(.ignored(navigationLinkMarker))
        return link
    }

    /// The name of the mark `navigationLink(label:)` leaves on its label.
    static let navigationLinkMarker = "NavigationLink"

    /// The disclosure chevron iOS draws at the end of a `NavigationLink`'s row in a list: 10.5 ×
    /// 14 pt (openuikit's iOS 26 measurement of `UITableViewCell`'s disclosure indicator, Mac
    /// Catalyst with iPhone traits), not scaled with Dynamic Type.
    public static let disclosureChevronSize = (width: 10.5, height: 14.0)

    /// `Label(title, systemImage:)` in the default title-and-icon style: the icon before the
    /// title, as `HStack { Image(systemName:); Text(title) }` (the stack's default spacing between
    /// them is an estimate: no public measurement gives Label's own).
    /// It is marked (a modifier of no layout effect) for `labelStyle`.
    public static func label(title: ViewNode, icon: ViewNode?) -> ViewNode {
        var label = ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: (icon.map { [$0] } ?? []) + [title]))
        label.modifiers.append(.ignored(labelMarker))
        return label
    }

    /// The marks `label(title:icon:)` and `textField(placeholder:)` leave for the styles.
    static let labelMarker = "Label"
    static let textFieldMarker = "TextField"
    static let buttonMarker = "Button"
    static let progressViewMarker = "ProgressView"

    /// Whether `node` is a `Toggle` as `toggle(label:)` builds it.
    static func isToggle(_ node: ViewNode) -> Bool {
        guard case .stack(.horizontal, _, _, let children) = node.kind, children.count == 3 else { return false }
        return node.kind == toggle(label: children[0]).kind
    }

    /// Whether `node` is a `Picker` as `picker(label:selection:)` builds it.
    static func isPicker(_ node: ViewNode) -> Bool {
        guard case .stack(.horizontal, _, _, let children) = node.kind, children.count == 3,
            case .stack(.horizontal, _, _, let value) = children[2].kind, let chevrons = value.last, chevrons.kind == .symbol(name: pickerChevrons)
        else { return false }
        return node.kind == picker(label: children[0], selection: value.count == 2 ? value[0] : nil).kind
    }

    /// The symbol a menu-style picker shows after its value.
    static let pickerChevrons = "chevron.up.chevron.down"

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
    /// The side of the large activity indicator (`UIActivityIndicatorView.Style.large`), which
    /// `controlSize(.large)` draws: 37 points (a public measurement).
    public static let largeActivityIndicatorSide = 37.0

    /// `ProgressView`: an activity indicator (or, with a value, a bar 4 points high as wide as
    /// offered), with its label below it. The spacing to the label is an estimate (8 points).
    public static func progressView(label: ViewNode?, isLinear: Bool) -> ViewNode {
        let indicator =
            isLinear
            ? ViewNode(.box(width: nil, height: 4)) : ViewNode(.box(width: activityIndicatorSide, height: activityIndicatorSide))
        var progress = indicator
        if let label { progress = ViewNode(.stack(.vertical, spacing: .points(8), alignment: isLinear ? .leading : .center, children: [indicator, label])) }
        // Marked (a modifier of no layout effect) for `progressViewStyle` and `controlSize`.
        progress.modifiers.append(.ignored(progressViewMarker))
        return progress
    }

    /// `TextField` and `SecureField` in the plain style: one line of the field's text — its
    /// placeholder while empty, as a preview leaves it — as wide as offered. A field scrolls
    /// what is typed, but a placeholder too long for the field truncates at its tail.
    public static func textField(placeholder: ViewNode) -> ViewNode {
        var field = placeholder
        field.modifiers += [
            .text(.lineLimit(LineLimit(maximum: 1))), .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)),
            .ignored(textFieldMarker),
        ]
        return field
    }

    /// `Picker` in the default menu style (a `Form` row's style too): its label, a flexible gap,
    /// then the chosen option and the menu's up-and-down chevrons. Only the running app knows
    /// the selection, so the first option stands for it (the front ends pick it). The chevrons
    /// are a symbol of the font in effect; the 4 pt before them is an estimate.
    ///
    /// `options` (its content's views, in line) are kept for the styles that show every one
    /// (`.segmented`, `.inline`); the selection is the option showing the same text, else the
    /// first option, which also stands for a selection not given.
    public static func picker(label: ViewNode, selection: ViewNode?, options: [ViewNode] = []) -> ViewNode {
        let options = inLine(options)
        let shown = selection?.texts.first?.string
        let selected = options.firstIndex { shown != nil && $0.texts.first?.string == shown } ?? 0
        let chevrons = ViewNode(.symbol(name: pickerChevrons))
        let value = ViewNode(
            .stack(.horizontal, spacing: .points(4), alignment: .center, children: ((selection ?? options.first).map { [$0] } ?? []) + [chevrons]))
        var picker = ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: [label, ViewNode(.spacer(minLength: nil)), value]))
        if !options.isEmpty { picker.modifiers.append(.pickerOptions(options, selected: selected)) }
        return picker
    }

    /// `Grid`: laid out by its own item (`Items/GridLayoutItem.swift`).
    public static func grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, _ rows: [ViewNode]) -> ViewNode {
        ViewNode(.component(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, children: rows)))
    }

    /// `GridRow`: a row of a `Grid`'s cells.
    public static func gridRow(alignment: VerticalAlignment?, _ cells: [ViewNode]) -> ViewNode {
        ViewNode(.component(.gridRow(alignment: alignment, children: cells)))
    }

    /// `GeometryReader`: laid out by its own item once its size is known
    /// (`Items/GeometryReaderItem.swift`).
    public static func geometryReader(_ content: [ViewNode]) -> ViewNode {
        ViewNode(.component(.geometryReader(children: content)))
    }

    /// `NavigationStack` and `NavigationView`: the navigation bar, when the content gives it a
    /// title, above the content; the bar takes its height from the screen.
    public static func navigationStack(_ content: [ViewNode]) -> ViewNode {
        let (settings, stripped) = extractingNavigationBar(content)
        // The bar's metrics depend on the iOS version laid out: it is built with the tree's items.
        guard navigationBar(settings, metrics: .iOS26) != nil else { return combining(stripped) }
        let bar = ViewNode(.component(.navigationBar(settings)))
        // Several views stay one view below the bar, as a group outside a stack lays them out.
        var body = stripped.count == 1 ? stripped[0] : ViewNode(.stack(.vertical, spacing: nil, alignment: .center, children: stripped))
        // The content takes the height below the bar when the stack is offered one (a device's
        // screen), its own content centred in it, so the bar stays at the top; offered none (a
        // width alone, a scroll view), it keeps its own height.
        body.modifiers.append(.flexibleFrame(FlexibleFrame(maxHeight: .infinity)))
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
