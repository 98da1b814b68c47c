/// A modifier around one child item.
class WrapperItem: LayoutItem {
    let child: LayoutItem

    init(owner: NodeInfo, child: LayoutItem) {
        self.child = child
        super.init(owner: owner)
    }

    override var layoutPriority: Double { child.layoutPriority }

    /// A modifier draws what its child draws (`Text("x").hidden().padding()` draws nothing).
    override var drawsNothing: Bool { child.drawsNothing }

    /// The child's, for modifiers that offer it the proposal and place it at their own top.
    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        try child.textBaseline(baseline, for: proposal)
    }

    /// The child's, for modifiers of the child's size and place; those that change them (frames,
    /// padding, scroll views, positions) say otherwise.
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? {
        child.explicitGuide(key, size: size)
    }
}

/// `padding`: the child is offered the proposal less the insets, and the padded view is the
/// child's size plus them. Negative insets offer the child more and pull the edges inward past
/// it (never below zero), so the child reaches outside, as SwiftUI draws it.
final class PaddingItem: WrapperItem {
    private let top, leading, bottom, trailing: Double

    init(owner: NodeInfo, child: LayoutItem, top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        super.init(owner: owner, child: child)
    }

    private func inset(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - leading - trailing) },
            height: proposal.height.map { max(0, $0 - top - bottom) })
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let size = try child.size(for: inset(proposal))
        return Size(width: max(0, size.width + leading + trailing), height: max(0, size.height + top + bottom))
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        try child.textBaseline(baseline, for: inset(proposal)).map { $0 + top }
    }

    /// The child's guide, moved by the padding before it (leading as the guide's origin).
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? {
        let inner = Size(width: max(0, size.width - leading - trailing), height: max(0, size.height - top - bottom))
        switch key {
        case .horizontal: return child.explicitGuide(key, size: inner).map { $0 + leading }
        case .vertical: return child.explicitGuide(key, size: inner).map { $0 + top }
        }
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let offer = inset(proposal)
        let size = try child.size(for: offer)
        // Leading padding is on the right in right-to-left layouts.
        let left = context.environment.isRightToLeft ? trailing : leading
        try context.place(child, in: Rect(x: frame.x + left, y: frame.y + top, width: size.width, height: size.height), proposal: offer)
    }
}

/// `frame(width:height:alignment:)`: a fixed side is proposed to the child and reported
/// whatever the child takes; an open side passes the proposal and the child's size through.
final class FixedFrameItem: WrapperItem {
    private let width: Double?
    private let height: Double?
    private let alignment: Alignment

    init(owner: NodeInfo, child: LayoutItem, width: Double?, height: Double?, alignment: Alignment) {
        (self.width, self.height, self.alignment) = (width, height, alignment)
        super.init(owner: owner, child: child)
    }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// None carried out: a frame (scroll view, position) places its child itself, and how SwiftUI
    /// carries a child's explicit guide through it is not modelled.
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? { nil }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let size = try child.size(for: offer(proposal))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        let childOffer = offer(proposal)
        return try alignedBaseline(baseline, of: child, offer: childOffer, in: size(for: proposal), alignment)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let childOffer = offer(proposal)
        let size = try child.size(for: childOffer)
        try placeChild(
            child, in: aligned(size, in: frame, alignment, rightToLeft: context.environment.isRightToLeft), proposal: childOffer, container: frame,
            context: context)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:…)`, by Apple's rules: the child is offered the proposal
/// clamped to the bounds (the ideal length for a nil proposal); the frame takes the proposal
/// clamped when it has both bounds, else it follows the child within its bounds.
final class FlexibleFrameItem: WrapperItem {
    private let bounds: FlexibleFrame

    init(owner: NodeInfo, child: LayoutItem, bounds: FlexibleFrame) {
        self.bounds = bounds
        super.init(owner: owner, child: child)
    }

    private func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum { result = min(result, maximum) }
        if let minimum { result = max(result, minimum) }
        return result
    }

    private func offer(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
        guard let proposed else { return ideal }
        return clamp(proposed, minimum, maximum)
    }

    private func length(_ proposed: Double?, child: Double, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double {
        let given = proposed ?? ideal
        if minimum != nil, maximum != nil, let given { return clamp(given, minimum, maximum) }
        if let minimum, let given, given < child { return max(given, minimum) }
        if let maximum, let given, given > child { return min(given, maximum) }
        return clamp(child, minimum, maximum)
    }

    private func childOffer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: offer(proposal.width, bounds.minWidth, bounds.idealWidth, bounds.maxWidth),
            height: offer(proposal.height, bounds.minHeight, bounds.idealHeight, bounds.maxHeight))
    }

    /// None carried out: a frame (scroll view, position) places its child itself, and how SwiftUI
    /// carries a child's explicit guide through it is not modelled.
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? { nil }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let size = try child.size(for: childOffer(proposal))
        return Size(
            width: length(proposal.width, child: size.width, bounds.minWidth, bounds.idealWidth, bounds.maxWidth),
            height: length(proposal.height, child: size.height, bounds.minHeight, bounds.idealHeight, bounds.maxHeight))
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        try alignedBaseline(baseline, of: child, offer: childOffer(proposal), in: size(for: proposal), bounds.alignment)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let offer = childOffer(proposal)
        let size = try child.size(for: offer)
        try placeChild(
            child, in: aligned(size, in: frame, bounds.alignment, rightToLeft: context.environment.isRightToLeft), proposal: offer, container: frame,
            context: context)
    }
}

/// `fixedSize(horizontal:vertical:)`: the child is offered nil (its ideal length) on fixed axes.
final class FixedSizeItem: WrapperItem {
    private let horizontal: Bool
    private let vertical: Bool

    init(owner: NodeInfo, child: LayoutItem, horizontal: Bool, vertical: Bool) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
        super.init(owner: owner, child: child)
    }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: offer(proposal))
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        try child.textBaseline(baseline, for: offer(proposal))
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        try context.place(child, in: frame, proposal: offer(proposal))
    }
}

/// `layoutPriority(_:)`.
final class PriorityItem: WrapperItem {
    private let priority: Double

    init(owner: NodeInfo, child: LayoutItem, priority: Double) {
        self.priority = priority
        super.init(owner: owner, child: child)
    }

    override var layoutPriority: Double { priority }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: proposal)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        try context.place(child, in: frame, proposal: proposal)
    }
}

/// `overlay` / `background`: the secondary view is offered the primary's size and placed by
/// alignment over it; the size is the primary's.
final class OverlayItem: WrapperItem {
    private let secondary: LayoutItem
    private let alignment: Alignment
    private let isBackground: Bool

    init(owner: NodeInfo, child: LayoutItem, secondary: LayoutItem, alignment: Alignment, isBackground: Bool) {
        (self.secondary, self.alignment, self.isBackground) = (secondary, alignment, isBackground)
        super.init(owner: owner, child: child)
    }

    override var drawsNothing: Bool { child.drawsNothing && secondary.drawsNothing }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: proposal)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        let offer = ProposedSize(width: frame.width, height: frame.height)
        let size = try secondary.size(for: offer)
        let secondaryFrame = aligned(size, in: frame, alignment, rightToLeft: context.environment.isRightToLeft)
        if isBackground { try placeChild(secondary, in: secondaryFrame, proposal: offer, container: frame, context: context) }
        try context.place(child, in: frame, proposal: proposal)
        if !isBackground { try placeChild(secondary, in: secondaryFrame, proposal: offer, container: frame, context: context) }
    }
}

/// `clipped()` and clip shapes: content outside the frame is hidden.
final class ClipItem: WrapperItem {

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        try child.size(for: proposal)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        try context.clipping(to: frame, by: .clipped(path: owner.path)) { () throws(OversetLayoutError) in
            try context.place(child, in: frame, proposal: proposal)
        }
    }
}

/// `ScrollView`: content offered nil (its ideal length) along the scroll axis; the view takes
/// the space it is offered. Content past the cross axis is clipped; along the axis it scrolls.
final class ScrollItem: WrapperItem {
    private let axis: Axis

    init(owner: NodeInfo, child: LayoutItem, axis: Axis) {
        self.axis = axis
        super.init(owner: owner, child: child)
    }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(axis, main: nil, cross: proposal[axis.other])
    }

    /// None carried out: a frame (scroll view, position) places its child itself, and how SwiftUI
    /// carries a child's explicit guide through it is not modelled.
    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? { nil }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let content = try child.size(for: offer(proposal))
        func take(_ offered: Double?, _ content: Double) -> Double {
            guard let offered, offered.isFinite else { return content }
            return offered
        }
        return Size(width: take(proposal.width, content.width), height: take(proposal.height, content.height))
    }

    /// None: the content's lines move as it scrolls.
    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? { nil }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        let contentOffer = offer(proposal)
        let size = try child.size(for: contentOffer)
        var contentFrame = aligned(size, in: frame, .center, rightToLeft: false)
        var visible = frame
        if axis == .vertical {
            contentFrame.y = frame.y
            visible.height = .infinity
        } else {
            contentFrame.x = frame.x
            visible.width = .infinity
        }
        try context.clipping(to: visible, by: .scrollView(path: owner.path)) { () throws(OversetLayoutError) in
            try context.place(child, in: contentFrame, proposal: contentOffer)
        }
    }
}

/// The baseline of `child`, offered `offer`, placed by `alignment` in a frame of `size`.
private func alignedBaseline(
    _ baseline: TextBaseline, of child: LayoutItem, offer: ProposedSize, in size: Size, _ alignment: Alignment
) throws(OversetLayoutError) -> Double? {
    guard let childBaseline = try child.textBaseline(baseline, for: offer) else { return nil }
    return (size.height - (try child.size(for: offer)).height) * alignment.vertical.fraction + childBaseline
}
