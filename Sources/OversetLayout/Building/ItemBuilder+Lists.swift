import OversetStyle

/// iOS's list chrome in points, per list style. No Apple document gives these sizes: each is an
/// estimate from public observations (docs/layout.md, "SwiftUI's lists"), the grouped styles' and
/// the rows' from the theme (`SwiftUIControlMetrics`), so that a team can set what it measured.
struct ListMetrics {
    /// A section's card inset from the screen's edges (0 where sections run edge to edge).
    var cardInset: Double
    /// A row's content inset within its card, and a header's and footer's.
    var rowInset: Double
    /// Above a section with a header, and above one without.
    var spaceAboveHeader: Double
    var spaceAboveRows: Double
    /// Between a header and its rows, and between the rows and a footer.
    var headerToRows: Double
    var rowsToFooter: Double
    /// Below each section.
    var spaceBelowSection: Double
    /// A header's text style.
    var headerStyle: TextStyle

    /// A row's content inset above and below, and its minimum height.
    var rowVerticalInset: Double
    var minimumRowHeight: Double
    /// Between a `NavigationLink` row's label and its chevron.
    var chevronSpacing: Double
    /// Whether headers show in capitals (the grouped styles before iOS 26).
    var uppercasesHeaders: Bool

    /// The row inset: 16 on iPhones narrower than 414 pt, 20 from 414 pt (Apple's
    /// `ContentMarginGuide`: row insets are "16 to 20 points on iPhone"; UIKit's system layout
    /// margins).
    static func horizontalInset(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }

    /// The metrics of `style` on a screen `screenWidth` wide. Grouped styles: the theme's (by
    /// default Flutter's Cupertino list sections, measured from iOS 14's `Form`: header 16 above,
    /// 6 below; rows 20 below the top without a header, 10 below each section). Plain styles: openuikit's iOS 26 table
    /// views (Mac Catalyst with iPhone traits: a 17 pt semibold header label 10 below its view's
    /// top and 10 above its rows, 22 above the header; no space between sections). The inset
    /// styles differ from the others only by their cards' inset (Apple's `UITableView.Style
    /// .insetGrouped`: "the grouped sections are inset with rounded corners").
    /// Before iOS 26 the grouped styles' headers are in capitals.
    static func of(_ style: ListStyle, screenWidth: Double, iosVersion: Int, theme metrics: SwiftUIControlMetrics) -> ListMetrics {
        let inset = horizontalInset(screenWidth: screenWidth)
        var list = ListMetrics(
            cardInset: inset, rowInset: inset, spaceAboveHeader: metrics.listHeaderTopSpacing, spaceAboveRows: metrics.listSectionTopSpacing,
            headerToRows: metrics.listHeaderSpacing, rowsToFooter: metrics.listFooterSpacing, spaceBelowSection: metrics.listSectionBottomSpacing,
            headerStyle: .footnote, rowVerticalInset: metrics.listRowVerticalInset, minimumRowHeight: metrics.listRowMinHeight,
            chevronSpacing: metrics.listChevronSpacing, uppercasesHeaders: iosVersion < 26)
        switch style {
        case .automatic, .insetGrouped, .sidebar: break
        case .grouped: list.cardInset = 0
        case .plain, .inset:
            list.cardInset = style == .plain ? 0 : inset
            (list.spaceAboveHeader, list.spaceAboveRows, list.headerToRows, list.spaceBelowSection) = (32, 0, 10, 0)
            list.headerStyle = .headline
            list.uppercasesHeaders = false
        }
        return list
    }
}

extension ItemBuilder {
    /// `List`/`Form`: each section on its card, in a vertical scroll view. Rows written outside a
    /// `Section` (one after another, or from a `ForEach`) make sections of their own, and so does
    /// an inline picker (its options under its label). `listSectionSpacing` (the section's own,
    /// else the nearest above the list) replaces the space between two sections.
    func expandList(_ children: [ViewNode]) -> ViewNode {
        readsScreenWidth.isSet = true
        let metrics = ListMetrics.of(listStyle, screenWidth: environment.width, iosVersion: environment.iosVersion, theme: components.swiftUI)
        var parts: [ListPart] = []
        var looseRows: [ViewNode] = []
        func endLooseRows() {
            guard !looseRows.isEmpty else { return }
            parts.append(ListPart(header: nil, rows: looseRows, footer: nil, modifiers: []))
            looseRows = []
        }
        for child in ViewNode.inLine(children) {
            if case .component(.section(let header, let rows, let footer)) = child.kind {
                endLooseRows()
                parts += splittingInlinePickers(ListPart(header: header, rows: ViewNode.inLine(rows), footer: footer, modifiers: child.modifiers), metrics)
            } else if let picker = controlStyles.inlinePickerSection(child, spacing: metrics.chevronSpacing) {
                endLooseRows()
                parts.append(ListPart(header: picker.header, rows: picker.rows, footer: nil, modifiers: []))
            } else {
                looseRows.append(child)
            }
        }
        endLooseRows()
        // The space above each section but the first, where `listSectionSpacing` sets one.
        let gaps = parts.enumerated().map { index, part -> Double? in
            guard index > 0, let spacing = part.modifiers.lazy.compactMap(Self.sectionSpacing).first ?? listSectionSpacing else { return nil }
            switch spacing {
            case .default: return nil
            case .compact: return components.swiftUI.listCompactSectionSpacing
            case .points(let points): return points
            }
        }
        let sections = parts.enumerated().map { index, part -> ViewNode in
            listSection(part, metrics: metrics, gapAbove: gaps[index], gapBelow: index + 1 < gaps.count && gaps[index + 1] != nil)
        }
        let content = ViewNode(.stack(.vertical, spacing: 0, alignment: .leading, children: sections))
        return ViewNode(.scroll(.vertical, children: [content]))
    }

    /// A section's header, rows, footer and modifiers, before it is laid out on its card.
    struct ListPart {
        var header: ViewNode?
        var rows: [ViewNode]
        var footer: ViewNode?
        var modifiers: [Modifier]
    }

    /// `part` with each inline picker among its rows made a section of its own: the rows before
    /// it keep the header, those after it the footer (an estimate of iOS's inline picker in a
    /// `Section`).
    private func splittingInlinePickers(_ part: ListPart, _ metrics: ListMetrics) -> [ListPart] {
        var parts: [ListPart] = []
        var current = ListPart(header: part.header, rows: [], footer: nil, modifiers: part.modifiers)
        for row in part.rows {
            guard let picker = controlStyles.inlinePickerSection(row, spacing: metrics.chevronSpacing) else {
                current.rows.append(row)
                continue
            }
            if !current.rows.isEmpty || current.header != nil { parts.append(current) }
            parts.append(ListPart(header: picker.header, rows: picker.rows, footer: nil, modifiers: part.modifiers))
            current = ListPart(header: nil, rows: [], footer: nil, modifiers: part.modifiers)
        }
        current.footer = part.footer
        if !current.rows.isEmpty || current.header != nil || current.footer != nil || parts.isEmpty { parts.append(current) }
        return parts
    }

    /// A `listSectionSpacing` modifier's spacing.
    private static func sectionSpacing(_ modifier: Modifier) -> ListSectionSpacing? {
        if case .listSectionSpacing(let spacing) = modifier { return spacing }
        return nil
    }

    /// A `Section` outside a list: its header, rows and footer one above the other.
    func plainSection(header: ViewNode?, rows: [ViewNode], footer: ViewNode?) -> ViewNode {
        ViewNode(.stack(.vertical, spacing: nil, alignment: .leading, children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 }))
    }

    /// A `Toggle` or `Stepper` row (the shapes `ViewNode.toggle` and `ViewNode.stepper` build)
    /// with its label inset 11 pt above and below and its control centred in the row: a switch
    /// (44 − 31) / 2 = 6.5 pt, a stepper (44 − 32) / 2 = 6 pt from the row's edges, so that a
    /// one-line toggle's or stepper's row is 44 pt as iOS shows it, and a label of several lines
    /// still has the row's inset. UIKit keeps the layout margins around a cell's text and centres
    /// an accessory control in the row. With its label hidden, the row is the control alone,
    /// centred the same way.
    private static func centringControl(in row: ViewNode, labelsHidden: Bool, metrics: ListMetrics, stepperHeight: Double) -> ViewNode? {
        guard case .stack(.horizontal, _, _, let children) = row.kind, children.count == 3 else { return nil }
        let controlHeight: Double
        if ViewNode.isToggle(row) {
            controlHeight = ViewNode.switchSize.height
        } else if row.modifiers.contains(.ignored(ViewNode.stepperMarker)) {
            controlHeight = stepperHeight
        } else {
            return nil
        }
        let controlInset = max(0, (metrics.minimumRowHeight - controlHeight) / 2)
        if labelsHidden {
            var control = row
            control.kind = children[2].kind
            control.modifiers += [.padding(.vertical, .points(controlInset))]
            return control
        }
        var label = children[0]
        label.modifiers += [.padding(.vertical, .points(metrics.rowVerticalInset))]
        var control = children[2]
        control.modifiers += [.padding(.vertical, .points(controlInset))]
        var centred = row
        centred.kind = .stack(.horizontal, spacing: nil, alignment: .center, children: [label, children[1], control])
        return centred
    }

    /// A `NavigationLink`'s row: its label as wide as the row leaves, then `spacing` (8 pt by
    /// default, an estimate: no public measurement gives the gap) and the disclosure chevron before the row's trailing
    /// inset (openuikit: the chevron sits at the 16 pt margin).
    private static func withDisclosureChevron(_ row: ViewNode, spacing: Double) -> ViewNode {
        var label = row
        label.modifiers += [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))]
        let chevron = ViewNode(.box(width: ViewNode.disclosureChevronSize.width, height: ViewNode.disclosureChevronSize.height))
        return ViewNode(.stack(.horizontal, spacing: .points(spacing), alignment: .center, children: [label, chevron]))
    }

    /// A section of a list: the header (in the style's header font) and footer (footnote),
    /// aligned with the rows' content; each row as wide as its card, at least 44 pt tall, its
    /// content inset by the style or by its own `listRowInsets`; the card inset from the screen's
    /// edges. Separators are drawn over the rows and take no room.
    /// Before iOS 26 a grouped style's header is in capitals unless the header or its section
    /// sets its own `textCase`. `gapAbove` replaces the space between this section and the one
    /// before (`listSectionSpacing`); with `gapBelow`, the next section's does, and this one has
    /// no space below.
    private func listSection(_ part: ListPart, metrics: ListMetrics, gapAbove: Double?, gapBelow: Bool) -> ViewNode {
        let (rows, footer, modifiers) = (part.rows, part.footer, part.modifiers)
        var header = part.header
        func setsTextCase(_ modifiers: [Modifier]) -> Bool {
            modifiers.contains { if case .text(.textCase) = $0 { true } else { false } }
        }
        if metrics.uppercasesHeaders, let own = header, !setsTextCase(own.modifiers), !setsTextCase(modifiers) {
            header?.modifiers.insert(.text(.textCase(.uppercase)), at: 0)
        }
        func caption(_ node: ViewNode, _ style: TextStyle, _ edge: Edges, _ space: Double) -> ViewNode {
            var caption = node
            caption.modifiers += [.text(.font(.style(style.rawValue))), .padding(.horizontal, .points(metrics.rowInset)), .padding(edge, .points(space))]
            return caption
        }
        let cells = ViewNode.inLine(rows).map { row -> ViewNode in
            let own = row.modifiers.lazy.compactMap { modifier -> EdgeInsets?? in
                if case .listRowInsets(let insets) = modifier { return insets }
                return nil
            }.first
            var insets =
                (own ?? nil)
                ?? EdgeInsets(
                    top: metrics.rowVerticalInset, leading: metrics.rowInset, bottom: metrics.rowVerticalInset, trailing: metrics.rowInset)
            var cell = row
            if own == nil,
                let centred = Self.centringControl(
                    in: row, labelsHidden: controlStyles.applying(row.modifiers).labelsHidden, metrics: metrics,
                    stepperHeight: components.swiftUI.stepperHeight)
            {
                // The label keeps the row's inset above and below; the control centres in the row.
                cell = centred
                insets.top = 0
                insets.bottom = 0
            } else if row.modifiers.contains(.ignored(ViewNode.navigationLinkMarker)) {
                cell = Self.withDisclosureChevron(row, spacing: metrics.chevronSpacing)
            }
            cell.modifiers += [
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)),
                .padding(.top, .points(insets.top)), .padding(.leading, .points(insets.leading)),
                .padding(.bottom, .points(insets.bottom)), .padding(.trailing, .points(insets.trailing)),
                .flexibleFrame(FlexibleFrame(minHeight: metrics.minimumRowHeight)),
            ]
            return cell
        }
        var parts: [ViewNode] = []
        if let header { parts.append(caption(header, metrics.headerStyle, .bottom, metrics.headerToRows)) }
        parts.append(ViewNode(.stack(.vertical, spacing: 0, alignment: .leading, children: cells)))
        if let footer { parts.append(caption(footer, .footnote, .top, metrics.rowsToFooter)) }
        var section = ViewNode(.stack(.vertical, spacing: 0, alignment: .leading, children: parts))
        section.modifiers =
            modifiers + [
                .padding(.horizontal, .points(metrics.cardInset)),
                .padding(.top, .points(gapAbove ?? (header == nil ? metrics.spaceAboveRows : metrics.spaceAboveHeader))),
                .padding(.bottom, .points(gapBelow ? 0 : metrics.spaceBelowSection)),
            ]
        return section
    }
}
