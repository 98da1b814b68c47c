import OversetStyle

/// iOS's inset-grouped list chrome in points. No Apple document gives these sizes: each is an
/// estimate from public observations (docs/layout.md, "SwiftUI's lists"), kept here in one place.
enum ListMetrics {
    /// A card's inset from the screen's edges and a row's content inset within its card: 16 on
    /// iPhones narrower than 414 pt, 20 from 414 pt (Apple's `ContentMarginGuide`: row insets
    /// are "16 to 20 points on iPhone"; UIKit's system layout margins).
    static func horizontalInset(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }
    /// A row's content inset above and below (UIKit's table cells: 11 pt layout margins).
    static let rowVerticalInset = 11.0
    /// A row's minimum height (`EnvironmentValues.defaultMinListRowHeight` is 44 on iOS).
    static let minimumRowHeight = 44.0
    /// Above a section with a header, and above one without.
    static let spaceAboveHeader = 16.0
    static let spaceAboveRows = 20.0
    /// Between a header and its rows, and between the rows and a footer.
    static let headerToRows = 6.0
    static let rowsToFooter = 6.0
    /// Below each section.
    static let spaceBelowSection = 10.0
}

extension ItemBuilder {
    /// `List`/`Form`: each section on its card, in a vertical scroll view. Rows written outside a
    /// `Section` (one after another, or from a `ForEach`) make sections of their own.
    func expandList(_ children: [ViewNode]) -> ViewNode {
        var sections: [ViewNode] = []
        var looseRows: [ViewNode] = []
        func endLooseRows() {
            guard !looseRows.isEmpty else { return }
            sections.append(groupedSection(header: nil, rows: looseRows, footer: nil, modifiers: []))
            looseRows = []
        }
        for child in ViewNode.inLine(children) {
            if case .component(.section(let header, let rows, let footer)) = child.kind {
                endLooseRows()
                sections.append(groupedSection(header: header, rows: rows, footer: footer, modifiers: child.modifiers))
            } else {
                looseRows.append(child)
            }
        }
        endLooseRows()
        let content = ViewNode(.stack(.vertical, spacing: 0, alignment: .leading, children: sections))
        return ViewNode(.scroll(.vertical, children: [content]))
    }

    /// A `Section` outside a list: its header, rows and footer one above the other.
    func plainSection(header: ViewNode?, rows: [ViewNode], footer: ViewNode?) -> ViewNode {
        ViewNode(.stack(.vertical, spacing: nil, alignment: .leading, children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 }))
    }

    /// A section of an inset-grouped list: the header and footer in footnote, aligned with the
    /// rows' content; each row as wide as its card, at least 44 pt tall; the card inset from the
    /// screen's edges. Separators are drawn over the rows and take no room.
    private func groupedSection(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, modifiers: [Modifier]) -> ViewNode {
        readsScreenWidth.isSet = true
        let inset = ListMetrics.horizontalInset(screenWidth: environment.width)
        func caption(_ node: ViewNode, _ edge: Edges, _ space: Double) -> ViewNode {
            var caption = node
            caption.modifiers += [.text(.font(.style(TextStyle.footnote.rawValue))), .padding(.horizontal, .points(inset)), .padding(edge, .points(space))]
            return caption
        }
        let cells = ViewNode.inLine(rows).map { row -> ViewNode in
            var cell = row
            cell.modifiers += [
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)),
                .padding(.horizontal, .points(inset)), .padding(.vertical, .points(ListMetrics.rowVerticalInset)),
                .flexibleFrame(FlexibleFrame(minHeight: ListMetrics.minimumRowHeight)),
            ]
            return cell
        }
        var parts: [ViewNode] = []
        if let header { parts.append(caption(header, .bottom, ListMetrics.headerToRows)) }
        parts.append(ViewNode(.stack(.vertical, spacing: 0, alignment: .leading, children: cells)))
        if let footer { parts.append(caption(footer, .top, ListMetrics.rowsToFooter)) }
        var section = ViewNode(.stack(.vertical, spacing: 0, alignment: .leading, children: parts))
        section.modifiers =
            modifiers + [
                .padding(.horizontal, .points(inset)), .padding(.top, .points(header == nil ? ListMetrics.spaceAboveRows : ListMetrics.spaceAboveHeader)),
                .padding(.bottom, .points(ListMetrics.spaceBelowSection)),
            ]
        return section
    }

}
