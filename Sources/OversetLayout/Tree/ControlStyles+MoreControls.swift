import OversetStyle

extension ControlStyles {
    /// A `Stepper`, `Slider`, `LabeledContent` or `ContentUnavailableView`'s symbol as the
    /// theme sizes it (`SwiftUIControlMetrics`; each default an estimate, docs/layout.md) and as
    /// `labelsHidden()` draws it: a stepper or a labeled content without its label, which the
    /// modifier "hides … of any controls contained within this view" (Apple's documentation).
    func restyledMoreControl(_ node: ViewNode, metrics: SwiftUIControlMetrics) -> ViewNode {
        var restyled = node
        if node.modifiers.contains(.ignored(ViewNode.sliderMarker)), case .box(let width, _) = node.kind {
            restyled.kind = .box(width: width, height: metrics.sliderHeight)
        }
        if node.modifiers.contains(.ignored(ViewNode.unavailableSymbolMarker)) {
            restyled.modifiers.append(.text(.font(.system(size: metrics.contentUnavailableSymbolSize, weight: nil))))
        }
        let isStepper = node.modifiers.contains(.ignored(ViewNode.stepperMarker))
        guard isStepper || node.modifiers.contains(.ignored(ViewNode.labeledContentMarker)) else { return restyled }
        let control = ViewNode.Kind.box(width: metrics.stepperWidth, height: metrics.stepperHeight)
        switch node.kind {
        case .stack(.horizontal, let spacing, let alignment, let children) where children.count == 3:
            var trailing = children[2]
            if isStepper { trailing.kind = control }
            if labelsHidden {
                // The trailing view alone; one with modifiers of its own keeps them in a stack.
                restyled.kind =
                    trailing.modifiers.isEmpty && trailing.id == nil
                    ? trailing.kind : .stack(.horizontal, spacing: .points(0), alignment: .center, children: [trailing])
            } else {
                restyled.kind = .stack(.horizontal, spacing: spacing, alignment: alignment, children: [children[0], children[1], trailing])
            }
        case .box where isStepper:
            // A list row's stepper whose label the row already hid (`ItemBuilder+Lists.swift`).
            restyled.kind = control
        default:
            break
        }
        return restyled
    }
}
