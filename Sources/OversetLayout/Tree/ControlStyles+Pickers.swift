import OversetStyle

extension ViewNode {
    /// A picker's options and the index of the one selected, as `picker(label:selection:options:)`
    /// keeps them; nil for a picker written without them.
    var pickerOptions: (options: [ViewNode], selected: Int)? {
        for case .pickerOptions(let options, let selected) in modifiers { return (options, selected) }
        return nil
    }

    /// The checkmark a selected row of an inline picker ends with: 19 × 18 pt (openuikit's iOS 26
    /// measurement of `UITableViewCell`'s checkmark accessory, Mac Catalyst with iPhone traits),
    /// not scaled with Dynamic Type.
    static let checkmarkSize = (width: 19.0, height: 18.0)
}

extension ControlStyles {
    /// A menu picker (`ViewNode.picker`'s shape) in the segmented style, as `UISegmentedControl`
    /// draws it: no label; the options side by side in segments of equal width sharing the width
    /// offered, each title one line of the theme's size (13 pt) inset by the theme's padding (8 pt
    /// each side) and truncating at its tail when its segment is too narrow; the selected title
    /// semibold; the control the theme's height (32 pt). The sizes are estimates (docs/layout.md).
    /// A picker written without options shows its selection as the one segment.
    static func segmentedPicker(_ node: ViewNode, metrics: SwiftUIControlMetrics) -> ViewNode {
        var options = node.pickerOptions?.options ?? []
        let selected = node.pickerOptions?.selected ?? 0
        if options.isEmpty, case .stack(.horizontal, _, _, let children) = node.kind, case .stack(.horizontal, _, _, let value) = children[2].kind {
            options = Array(value.dropLast())
        }
        let segments = options.enumerated().map { index, option -> ViewNode in
            var segment = option
            segment.modifiers += [
                .text(.font(.system(size: metrics.segmentedFontSize, weight: index == selected ? .semibold : nil))),
                .text(.lineLimit(LineLimit(maximum: 1))),
                .padding(.horizontal, .points(metrics.segmentHorizontalPadding)),
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity)),
            ]
            return segment
        }
        var control = node
        control.kind = segments.isEmpty ? .box(width: nil, height: nil) : .stack(.horizontal, spacing: .points(0), alignment: .center, children: segments)
        // The control's own height, inside the modifiers written on the picker.
        control.modifiers.insert(.frame(width: nil, height: metrics.segmentedHeight, alignment: .center), at: 0)
        return control
    }

    /// An inline picker in a list: its label (unless hidden) as the header of a section of its
    /// own, and a row per option, the selected one ending with a checkmark `spacing` after its
    /// title at the row's trailing inset (iOS's inline picker in a `Form`; the spacing and the
    /// section are estimates). Nil for a view that is no picker in this style.
    func inlinePickerSection(_ row: ViewNode, spacing: Double) -> (header: ViewNode?, rows: [ViewNode])? {
        let styles = applying(row.modifiers)
        guard styles.picker == .inline, ViewNode.isPicker(row), case .stack(.horizontal, _, _, let children) = row.kind,
            let (options, selected) = row.pickerOptions
        else { return nil }
        let rows = options.enumerated().map { index, option -> ViewNode in
            guard index == selected else { return option }
            var title = option
            title.modifiers += [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))]
            let checkmark = ViewNode(.box(width: ViewNode.checkmarkSize.width, height: ViewNode.checkmarkSize.height))
            return ViewNode(.stack(.horizontal, spacing: .points(spacing), alignment: .center, children: [title, checkmark]))
        }
        return (styles.labelsHidden ? nil : children[0], rows)
    }
}
