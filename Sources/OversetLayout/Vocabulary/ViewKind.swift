/// Every kind of view the solver lays out, by its JSON spec key, each declared once
/// (`declaration`): the spec reader, the schema, docs/layout.md, the DSL and the SwiftUI source
/// front end all go by this list.
public enum ViewKind: String, CaseIterable, Sendable {
    case text, hstack, vstack, zstack, spacer, divider, color, frameBox, scroll, group, forEach, viewThatFits, empty, symbol, image
    /// SwiftUI's controls and containers, built from the kinds above (`Tree/ViewNode+Controls.swift`).
    case button, navigationLink, menu, link, label, toggle, navigationStack, list, form, section, tabView, progressView, textField, secureField, picker
    /// A toolbar's items, which the navigation bar places (`Tree/ToolbarItemPlacement.swift`).
    case toolbarItem, toolbarItemGroup
    /// SwiftUI's lazy grids, laid out by their own item (`Items/LazyGridItem.swift`).
    case lazyVGrid, lazyHGrid
    /// `GeometryReader`, laid out by its own item (`Items/GeometryReaderItem.swift`).
    case geometryReader
    /// `Grid` and `GridRow`, laid out by their own item (`Items/GridLayoutItem.swift`).
    case grid, gridRow
    /// More of SwiftUI's controls (`Tree/ViewNode+MoreControls.swift`).
    case labeledContent, contentUnavailableView, stepper, slider, shareLink, disclosureGroup, textEditor
    case dfCard, dfListRow, dfBadge, dfAvatar, dfIcon, dfButton, dfToggle, dfSkeleton

    /// The view kind a version 1 spec names by a key it no longer uses: DesignFoundation's
    /// components before they took the `df` prefix (`toggle` is `dfToggle`). A version 2 spec
    /// refuses these keys, which are SwiftUI's names (`toggle` is SwiftUI's `Toggle`).
    public init?(legacyKey key: String) {
        guard let kind = Self.legacyKeys[key] else { return nil }
        self = kind
    }

    /// The keys of version 1 specs for the components, by component.
    public static let legacyKeys: [String: ViewKind] = [
        "card": .dfCard, "listRow": .dfListRow, "badge": .dfBadge, "avatar": .dfAvatar, "icon": .dfIcon, "button": .dfButton,
        "toggle": .dfToggle, "skeleton": .dfSkeleton,
    ]

    /// The argument a kind takes when the spec writes it as a plain string (`{"dfBadge": "New"}`).
    public var shorthandArgument: String? {
        switch self {
        case .color, .dfIcon, .symbol: return "name"
        case .dfBadge, .textEditor: return "text"
        case .dfButton, .dfToggle, .button, .navigationLink, .menu, .link, .toggle, .progressView, .textField, .secureField, .picker, .stepper, .shareLink,
            .disclosureGroup, .contentUnavailableView:
            return "title"
        default: return nil
        }
    }

    /// Its names, arguments and layout.
    public var declaration: VocabularyEntry {
        typealias Argument = VocabularyEntry.Argument
        switch self {
        case .text:
            return VocabularyEntry(
                "Text",
                arguments: [
                    Argument(
                        "text",
                        "a literal (a LocalizedStringKey), {\"text\", \"markdown\"}, {\"verbatim\"} (never localized) or a String Catalog {\"key\", \"arguments\"}",
                        required: true),
                    Argument("style", "a theme's text style name"),
                    Argument("reservesSpace", "true: as tall as its lineLimit"),
                ],
                layout: "its ideal size is one line per paragraph; narrower proposals wrap, a proposed height drops lines and truncates")
        case .hstack:
            return VocabularyEntry(
                "HStack", arguments: [.spacing, Argument("alignment", "top, center, bottom, firstTextBaseline or lastTextBaseline"), .children],
                layout: "children side by side, by flexibility within layout priority")
        case .vstack:
            return VocabularyEntry(
                "VStack", arguments: [.spacing, Argument("alignment", "leading, center or trailing"), .children],
                layout: "children one above the other, by flexibility within layout priority")
        case .zstack:
            return VocabularyEntry("ZStack", arguments: [.alignment, .children], layout: "children on top of each other, as large as the largest")
        case .spacer:
            return VocabularyEntry(
                "Spacer", arguments: [Argument("minLength", "points, 0 or more (default 8)")],
                layout: "takes what its stack leaves, never below minLength; no spacing beside it")
        case .divider:
            return VocabularyEntry("Divider", layout: "one pixel across its stack, as long as offered")
        case .color:
            return VocabularyEntry("Color", arguments: [.ignoredName], layout: "takes what it is offered (10 × 10 ideal); shapes lay out alike")
        case .frameBox:
            return VocabularyEntry(
                "Box", .overset, arguments: [.width, .height], layout: "a fixed size (an image); a side left out takes what it is offered")
        case .scroll:
            return VocabularyEntry(
                "ScrollView", arguments: [Argument("axis", "vertical or horizontal"), .children],
                layout: "offers its content an unbounded length along its axis and takes the space it is offered")
        case .group:
            return VocabularyEntry("Group", arguments: [.children], layout: "its children in its place; a stack takes them in line")
        case .forEach:
            return VocabularyEntry(
                "ForEach",
                arguments: [Argument("items", "an array", required: true), Argument("content", "a view, with {{item}} in its strings", required: true)],
                layout: "the content once per item, in its place")
        case .viewThatFits:
            return VocabularyEntry(
                "ViewThatFits", arguments: [Argument("in", "horizontal, vertical or both"), .children],
                layout: "the first child whose ideal size fits the proposal on the axes, else the last")
        case .empty:
            return VocabularyEntry("EmptyView", layout: "no space, and no spacing in a stack")
        case .symbol:
            return VocabularyEntry(
                "Image(systemName:)", arguments: [Argument("name", "an SF Symbol's name", required: true)],
                layout: "a square as large as the point size of the font in effect (times imageScale's factor)")
        case .image:
            return VocabularyEntry(
                "Image(_:)",
                arguments: [
                    Argument("name", "the asset's name", required: true),
                    Argument("width", "the asset's width in points (0…10000)", required: true),
                    Argument("height", "the asset's height in points (0…10000)", required: true),
                ],
                layout: "the asset's size; resizable: the size it is offered")
        case .button, .navigationLink, .menu, .link:
            let name = ["button": "Button", "navigationLink": "NavigationLink", "menu": "Menu", "link": "Link"][rawValue]!
            return VocabularyEntry(
                name, arguments: [.title, .labelView],
                layout: "its label as it is (the default, .plain and .borderless styles); a title is a Text")
        case .label:
            return VocabularyEntry(
                "Label", arguments: [Argument("title", "a text", required: true), Argument("systemImage", "an SF Symbol's name")],
                layout: "the symbol and the title side by side, as HStack { Image(systemName:); Text } (spacing an estimate)")
        case .toggle:
            return VocabularyEntry(
                "Toggle", arguments: [.title, .labelView, Argument("isOn", "true or false (does not change layout)")],
                layout: "its label, a flexible gap and a 51 × 31 switch, as wide as offered")
        case .navigationStack:
            return VocabularyEntry(
                "NavigationStack", arguments: [.children],
                layout: "its content, below the navigation bar when the content sets a title (NavigationView alike)")
        case .toolbarItem, .toolbarItemGroup:
            return VocabularyEntry(
                self == .toolbarItem ? "ToolbarItem" : "ToolbarItemGroup",
                arguments: [Argument("placement", "a ToolbarItemPlacement name (automatic by default)"), .children],
                layout: "in a toolbar, its views side by side in the navigation bar, leading, centred or trailing by placement; elsewhere as they are")
        case .list, .form:
            return VocabularyEntry(
                self == .list ? "List" : "Form", arguments: [.children],
                layout: "inset grouped: each section on a card inset from the screen's edges, rows at least 44 pt, in a vertical scroll view (estimates)")
        case .section:
            return VocabularyEntry(
                "Section", arguments: [Argument("header", "a text"), Argument("footer", "a text"), .children],
                layout: "in a list, a header and footer in footnote around its rows' card; elsewhere header, rows and footer stacked")
        case .tabView:
            return VocabularyEntry(
                "TabView", arguments: [.children],
                layout: "every tab's content in the same place, each offered the whole screen (a tab shows at a time; all are audited)")
        case .progressView:
            return VocabularyEntry(
                "ProgressView", arguments: [.title, Argument("value", "a number from 0 to 1: a bar instead of an activity indicator")],
                layout: "a 20 × 20 activity indicator, or a bar 4 pt high as wide as offered, with its title 8 pt below (an estimate)")
        case .textField, .secureField:
            return VocabularyEntry(
                self == .textField ? "TextField" : "SecureField", arguments: [Argument("title", "a text: the placeholder", required: true)],
                layout: "one line of its placeholder in the font in effect, as wide as offered; a long placeholder truncates")
        case .picker:
            return VocabularyEntry(
                "Picker",
                arguments: [
                    .title, .labelView, Argument("selection", "a text: the option shown (the first option in SwiftUI source)"),
                    Argument("options", "texts, at most 1000: every option, for the segmented and inline styles (the selection is the one of its text)"),
                ],
                layout: "menu style: its label, a flexible gap, the option shown and a chevrons symbol 4 pt after it (an estimate)")
        case .textEditor:
            return VocabularyEntry(
                "TextEditor", arguments: [Argument("text", "a string: what it holds, shown as it is (empty by default)")],
                layout:
                    "its text wrapping 5 pt in from each side and 8 pt from the top, in a vertical scroll view taking the space offered (one line tall at least); never truncated"
            )
        case .lazyVGrid, .lazyHGrid:
            let vertical = self == .lazyVGrid
            return VocabularyEntry(
                vertical ? "LazyVGrid" : "LazyHGrid",
                arguments: [
                    Argument(
                        vertical ? "columns" : "rows",
                        "GridItems, at least one: {\"fixed\": points}, {\"flexible\": {\"minimum\", \"maximum\"}} or {\"adaptive\": {\"minimum\", \"maximum\"}}, each with an optional \"spacing\" after it",
                        required: true),
                    Argument("spacing", vertical ? "points between rows (default 8, an estimate)" : "points between columns (default 8, an estimate)"),
                    .children,
                ],
                layout: vertical
                    ? "columns sized from its width (fixed, flexible sharing the rest, adaptive fitting as many as hold), cells row by row, centred in their slots"
                    : "rows sized from its height (fixed, flexible sharing the rest, adaptive fitting as many as hold), cells column by column, centred in their slots"
            )
        case .labeledContent:
            return VocabularyEntry(
                "LabeledContent", arguments: [.title, .labelView, Argument("value", "a text, shown verbatim (or give children)"), .children],
                layout: "its label, a flexible gap and its value or content, as wide as offered; labelsHidden shows the content alone")
        case .contentUnavailableView:
            return VocabularyEntry(
                "ContentUnavailableView",
                arguments: [
                    Argument("title", "a text", required: true), Argument("systemImage", "an SF Symbol's name"), Argument("description", "a text"),
                    Argument("actions", "views"),
                ],
                layout:
                    "the symbol (the theme's size, 48 pt), the title in bold title2, the description in callout and the actions, centred, taking the space offered (estimates)"
            )
        case .stepper:
            return VocabularyEntry(
                "Stepper", arguments: [.title, .labelView],
                layout: "its label, a flexible gap and a stepper of the theme's size (94 × 32, an estimate), as wide as offered")
        case .slider:
            return VocabularyEntry(
                "Slider", arguments: [Argument("minimumValueLabel", "a view"), Argument("maximumValueLabel", "a view")],
                layout: "a track of the theme's height (34 pt, an estimate) as wide as offered, between its value labels; its label is not drawn on iOS")
        case .shareLink:
            return VocabularyEntry(
                "ShareLink", arguments: [.title, .labelView],
                layout: "its label, else a Label of its title (\"Share\" by default) and square.and.arrow.up")
        case .disclosureGroup:
            return VocabularyEntry(
                "DisclosureGroup", arguments: [.title, .labelView, Argument("isExpanded", "true or false (default false)"), .children],
                layout: "its label, a flexible gap and a chevron; expanded, its content below")
        case .grid:
            return VocabularyEntry(
                "Grid",
                arguments: [
                    .alignment, Argument("horizontalSpacing", "points between columns (default 8, an estimate)"),
                    Argument("verticalSpacing", "points between rows (default 8, an estimate)"), .children,
                ],
                layout:
                    "columns as wide as their widest cell, sharing its width as an HStack's children; rows as tall as their tallest cell; a view outside a GridRow spans the columns"
            )
        case .gridRow:
            return VocabularyEntry(
                "GridRow", arguments: [Argument("alignment", "top, center or bottom"), .children],
                layout: "one cell per view in its grid's columns; outside a Grid, its views as a Group's")
        case .geometryReader:
            return VocabularyEntry(
                "GeometryReader", arguments: [.children],
                layout:
                    "takes all it is offered (10 pt on an axis offered nothing); its content at its top-leading corner, offered its size, with frame sides written from it ({\"proxyWidth\", \"proxyHeight\", \"points\"})"
            )
        case .dfCard:
            return VocabularyEntry(
                "DFCard", .designSystem, arguments: [Argument("style", "elevated, outlined, filled or glass"), .children],
                layout: "its content padded by the theme's card padding, as wide as offered, clipped")
        case .dfListRow:
            return VocabularyEntry(
                "DFListRow", .designSystem,
                arguments: [
                    Argument("title", "a text", required: true), Argument("subtitle", "a text"), Argument("icon", "an SF Symbol's name"),
                    Argument("value", "a text"), Argument("chevron", "true or false"),
                ],
                layout: "an icon, title and subtitle, a trailing value and chevron, at least the theme's row height")
        case .dfBadge:
            return VocabularyEntry(
                "DFBadge", .designSystem, arguments: [Argument("text", "a text", required: true), .color],
                layout: "one line of caption text in a capsule, at its ideal size")
        case .dfAvatar:
            return VocabularyEntry(
                "DFAvatar", .designSystem,
                arguments: [Argument("size", "points, 0 or more"), Argument("url", "a URL (does not change layout)"), .ignoredName],
                layout: "a circle of the theme's avatar size, not scaled")
        case .dfIcon:
            return VocabularyEntry(
                "DFIcon", .designSystem, arguments: [Argument("name", "an SF Symbol's name"), Argument("size", "sm, md, lg, xl or points"), .color],
                layout: "a square of the theme's icon size, scaled with body text")
        case .dfButton:
            return VocabularyEntry(
                "DFButton", .designSystem,
                arguments: [
                    Argument("title", "a text", required: true), Argument("style", "primary, secondary, tertiary or destructive (does not change layout)"),
                ],
                layout: "the title in headline, padded, at least the theme's row height")
        case .dfToggle:
            return VocabularyEntry(
                "DFToggle", .designSystem, arguments: [Argument("title", "a text", required: true), Argument("isOn", "true or false")],
                layout: "the title and a 51 × 31 switch, at least the theme's row height")
        case .dfSkeleton:
            return VocabularyEntry(
                "DFSkeleton", .designSystem, arguments: [.width, .height, Argument("shape", "a shape name (does not change layout)")],
                layout: "a placeholder box")
        }
    }
}
