import OversetStyle

/// More of SwiftUI's controls as trees of the solver's own kinds, built once for the three
/// front ends (docs/layout.md, "SwiftUI's controls and containers", gives each rule's evidence;
/// the sizes marked there as estimates are ours, not Apple's, and the theme's to change).
extension ViewNode {
    /// A label leading, a flexible gap and something trailing: the row a toggle, a stepper, a
    /// labeled content and a disclosure group draw.
    static func row(_ leading: ViewNode, _ trailing: ViewNode) -> ViewNode {
        ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: [leading, ViewNode(.spacer(minLength: nil)), trailing]))
    }

    /// The marks these controls leave (modifiers of no layout effect) for the builder, which
    /// hides their labels under `labelsHidden()` and sizes their parts from the theme.
    static let labeledContentMarker = "LabeledContent"
    static let stepperMarker = "Stepper"
    static let sliderMarker = "Slider"
    static let unavailableSymbolMarker = "ContentUnavailableView.symbol"

    /// `LabeledContent`: the label leading and the content trailing, as in a `Form` row (the
    /// content's secondary colour does not change its size).
    public static func labeledContent(label: ViewNode, content: ViewNode) -> ViewNode {
        var labeled = row(label, content)
        labeled.modifiers.append(.ignored(labeledContentMarker))
        return labeled
    }

    /// `Stepper`: its label, a flexible gap and the minus-and-plus control, as wide as offered.
    /// The control is the theme's size when laid out (94 × 32 by default, an estimate).
    public static func stepper(label: ViewNode) -> ViewNode {
        let defaults = SwiftUIControlMetrics()
        var stepper = row(label, ViewNode(.box(width: defaults.stepperWidth, height: defaults.stepperHeight)))
        stepper.modifiers.append(.ignored(stepperMarker))
        return stepper
    }

    /// `Slider`: a track as wide as offered, the theme's height when laid out (34 by default, an
    /// estimate); on iOS its label is not drawn (it names the slider for VoiceOver), its minimum
    /// and maximum value labels are, on either side.
    public static func slider(minimumValueLabel: ViewNode?, maximumValueLabel: ViewNode?) -> ViewNode {
        let track = ViewNode(.box(width: nil, height: SwiftUIControlMetrics().sliderHeight), modifiers: [.ignored(sliderMarker)])
        guard minimumValueLabel != nil || maximumValueLabel != nil else { return track }
        let children = [minimumValueLabel, track, maximumValueLabel].compactMap { $0 }
        return ViewNode(.stack(.horizontal, spacing: nil, alignment: .center, children: children))
    }

    /// `ShareLink`'s default label: `Label(title, systemImage: "square.and.arrow.up")`, its title
    /// "Share" unless given (iOS's system-standard appearance, docs/layout.md).
    public static func shareLink(title: ViewNode?) -> ViewNode {
        .label(title: title ?? .title(TextContent("Share")), icon: ViewNode(.symbol(name: "square.and.arrow.up")))
    }

    /// `DisclosureGroup`: its label, a flexible gap and a chevron symbol; expanded, its content
    /// below, leading-aligned.
    public static func disclosureGroup(label: ViewNode, content: [ViewNode], isExpanded: Bool) -> ViewNode {
        let header = row(label, ViewNode(.symbol(name: isExpanded ? "chevron.down" : "chevron.right")))
        guard isExpanded else { return header }
        return ViewNode(.stack(.vertical, spacing: nil, alignment: .leading, children: [header] + content))
    }

    /// `ContentUnavailableView`: the label's symbol (the theme's size, 48 pt by default), its
    /// title in bold title2, the description in callout and the actions, centred one above the
    /// other, the whole view padded and taking the space it is offered (the styles and spacing
    /// are estimates). A label made with `Label(_:systemImage:)` gives the symbol and the title.
    public static func contentUnavailable(label: ViewNode, description: ViewNode?, actions: [ViewNode] = []) -> ViewNode {
        var symbol: ViewNode?
        var title = label
        if label.modifiers == [.ignored(labelMarker)], case .stack(.horizontal, _, _, let parts) = label.kind, parts.count == 2 {
            symbol = parts[0]
            title = parts[1]
        }
        symbol?.modifiers.append(.ignored(unavailableSymbolMarker))
        var children = [symbol].compactMap { $0 } + [styled(title, [.font(.style("title2")), .fontWeight(.bold)])]
        if let description { children.append(styled(description, [.font(.style("callout"))])) }
        children += actions
        return ViewNode(
            .stack(.vertical, spacing: nil, alignment: .center, children: children),
            modifiers: [
                .text(.multilineTextAlignment(.center)), .padding(.all, nil),
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)),
            ])
    }

    /// `ContentUnavailableView.search` and `.search(text:)`: the magnifying glass, "No Results"
    /// (with a query, "No Results for “query”") and "Check the spelling or try a new search." —
    /// the English strings iOS draws (Apple documents the view, not its strings).
    public static func searchUnavailable(query: String?) -> ViewNode {
        let title = query.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return contentUnavailable(
            label: .label(title: .title(TextContent(title)), icon: ViewNode(.symbol(name: "magnifyingglass"))),
            description: .title(TextContent("Check the spelling or try a new search.")))
    }

    /// `node` with `settings` as a style sets them: its own text settings win, as the
    /// environment's lose to a view's own, so a view with some is wrapped in a group that carries
    /// them.
    private static func styled(_ node: ViewNode, _ settings: [TextSetting]) -> ViewNode {
        let hasOwn = node.modifiers.contains { modifier in
            if case .text = modifier { return true }
            return false
        }
        guard hasOwn else {
            var styled = node
            styled.modifiers += settings.map { .text($0) }
            return styled
        }
        return ViewNode(.group([node]), modifiers: settings.map { .text($0) })
    }

    /// `TextEditor(text:)`: its text (what the binding holds, shown as it is) in a vertical
    /// scroll view that takes the space it is offered — its ideal height is its text's, one line
    /// at least — wrapping inside `UITextView`'s insets, 5 pt at each side and 8 pt above and
    /// below (openuikit's measurement: text container inset (8, 0, 8, 0) and line-fragment padding
    /// 5). Text past its height scrolls: it is never truncated.
    public static func textEditor(text: String) -> ViewNode {
        var content = ViewNode(.text(TextContent(text, isVerbatim: true), style: nil))
        content.modifiers += [
            .padding(.horizontal, .points(textEditorInsets.horizontal)), .padding(.vertical, .points(textEditorInsets.vertical)),
            .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .topLeading)),
        ]
        var editor = ViewNode(.scroll(.vertical, children: [content]))
        editor.modifiers.append(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        return editor
    }

    /// `UITextView`'s insets around its text: 5 pt of line-fragment padding at each side, and the
    /// text container's 8 pt above and below.
    public static let textEditorInsets = (horizontal: 5.0, vertical: 8.0)
}
