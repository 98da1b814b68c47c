/// `HStack` / `VStack`: children in a line, the space shared out by layout priority, then by
/// flexibility (least flexible first), each child offered an equal share of what is left.
final class StackItem: LayoutItem {
    private let axis: Axis
    /// The space after each child but the last (`children.count - 1` gaps, in points).
    private let gaps: [Double]
    private let totalSpacing: Double
    private let alignment: Alignment
    let children: [LayoutItem]

    /// - Parameter gaps: the space between each child and the next (one fewer than `children`).
    init(owner: NodeInfo, axis: Axis, gaps: [Double], alignment: Alignment, children: [LayoutItem]) {
        precondition(gaps.count == max(0, children.count - 1), "a stack has one gap between each two children")
        self.axis = axis
        self.gaps = gaps
        self.totalSpacing = gaps.reduce(0, +)
        self.alignment = alignment
        self.children = children
        super.init(owner: owner)
    }

    /// Each child's proposal and size for `proposal`, in the children's order.
    private func distribute(_ proposal: ProposedSize) throws(OversetLayoutError) -> [(proposal: ProposedSize, size: Size)] {
        let cross = proposal[axis.other]
        guard let main = proposal[axis], main.isFinite else {
            // Ideal (nil) or maximum (∞) size: every child offered the same. (Labelled as the
            // result is: an array of unlabelled pairs was cast to it element by element.)
            var result: [(proposal: ProposedSize, size: Size)] = []
            result.reserveCapacity(children.count)
            for child in children {
                let offer = ProposedSize(axis, main: proposal[axis], cross: cross)
                result.append((offer, try child.size(for: offer)))
            }
            return result
        }
        // Every child is in exactly one group below, so every placeholder is replaced.
        var result = [(proposal: ProposedSize, size: Size)](repeating: (proposal, .zero), count: children.count)
        var available = main - totalSpacing
        // Mostly one priority for all: no set to sort.
        let firstPriority = children.first?.layoutPriority ?? 0
        let priorities =
            children.allSatisfy { $0.layoutPriority == firstPriority }
            ? [firstPriority] : Set(children.map(\.layoutPriority)).sorted(by: >)
        for (groupIndex, priority) in priorities.enumerated() {
            // A group gets what is left after the lower-priority children's minimum lengths.
            var reserved = 0.0
            for child in children where priorities[(groupIndex + 1)...].contains(child.layoutPriority) {
                reserved += try child.size(for: ProposedSize(axis, main: 0, cross: cross))[axis]
            }
            var group: [(index: Int, flexibility: Double)] = []
            group.reserveCapacity(children.count)
            for (index, child) in children.enumerated() where child.layoutPriority == priority {
                group.append((index, try child.flexibility(along: axis, cross: cross)))
            }
            group.sort { $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.index < $1.index }
            var remaining = available - reserved
            var count = Double(group.count)
            for (index, _) in group {
                let offer = ProposedSize(axis, main: max(0, remaining / count), cross: cross)
                let size = try children[index].size(for: offer)
                result[index] = (offer, size)
                remaining -= size[axis]
                count -= 1
            }
            available -= (available - reserved) - remaining
        }
        return result
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let placed = try distribute(proposal)
        var size = Size.zero
        // Negative spacing overlaps children, but never makes the stack shorter than nothing.
        size[axis] = max(0, placed.reduce(0) { $0 + $1.size[axis] } + totalSpacing)
        if let baselines = try alignedBaselines(placed) {
            // Lined up on a baseline: as tall as the most above it plus the most below it.
            size.height = baselines.above + zip(placed, baselines.each).map { $0.size.height - $1 }.reduce(0, max)
        } else if let guides = guides(placed) {
            size[axis.other] = guides.length
        } else {
            let cross = axis.other
            size[cross] = placed.lazy.map { $0.size[cross] }.max() ?? 0
        }
        return size
    }

    /// For a horizontal stack that lines up text baselines: each child's baseline (its bottom
    /// when it has no text) and the largest of them, which every child's baseline is placed at.
    private func alignedBaselines(_ placed: [(proposal: ProposedSize, size: Size)]) throws(OversetLayoutError) -> (each: [Double], above: Double)? {
        guard axis == .horizontal, let baseline = alignment.vertical.textBaseline else { return nil }
        var each: [Double] = []
        for (child, (offer, size)) in zip(children, placed) {
            each.append(try child.textBaseline(baseline, for: offer) ?? size.height)
        }
        return (each, each.reduce(0, max))
    }

    /// The children's alignment guides across the stack when one of them sets its own
    /// (`alignmentGuide`): SwiftUI lines the children's guides up, so the stack is as long across
    /// as the most any child has before its guide plus the most any has after it.
    private func guides(_ placed: [(proposal: ProposedSize, size: Size)]) -> AlignedGuides? {
        let key: AlignmentGuideKey = axis == .vertical ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical)
        guard axis == .vertical || alignment.vertical.textBaseline == nil,
            // Most stacks' children set no guide of their own: no arrays to build for them.
            zip(children, placed).contains(where: { $0.explicitGuide(key, size: $1.size) != nil })
        else { return nil }
        let fraction = axis == .vertical ? alignment.horizontal.fraction(rightToLeft: false) : alignment.vertical.fraction
        return AlignedGuides(
            explicit: zip(children, placed).map { $0.explicitGuide(key, size: $1.size) }, lengths: placed.map { $0.size[axis.other] },
            fraction: fraction)
    }

    /// How far each child is placed from the stack's start on the cross axis (horizontal
    /// stacks) or the main axis (vertical ones), for a stack `crossLength` across.
    private func offsets(_ placed: [(proposal: ProposedSize, size: Size)], crossLength: Double) throws(OversetLayoutError) -> [Double] {
        if axis == .vertical {
            var position = 0.0
            return placed.enumerated().map { index, child in
                defer { position += child.size.height + (index < gaps.count ? gaps[index] : 0) }
                return position
            }
        }
        if let baselines = try alignedBaselines(placed) { return baselines.each.map { baselines.above - $0 } }
        if let guides = guides(placed) { return placed.indices.map(guides.offset) }
        return placed.map { (crossLength - $0.size.height) * alignment.vertical.fraction }
    }

    /// A stack's first baseline is the highest of its children's, its last the lowest (SwiftUI
    /// combines the children's text baselines by minimum and maximum).
    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        let placed = try distribute(proposal)
        let tops = try offsets(placed, crossLength: try size(for: proposal).height)
        var found: [Double] = []
        for (index, child) in children.enumerated() {
            if let childBaseline = try child.textBaseline(baseline, for: placed[index].proposal) { found.append(tops[index] + childBaseline) }
        }
        return baseline == .first ? found.min() : found.max()
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        let placed = try distribute(proposal)
        let rightToLeft = context.environment.isRightToLeft
        // A horizontal stack runs from the leading edge: the right one in right-to-left layouts.
        let mirrored = axis == .horizontal && rightToLeft
        var position = axis == .horizontal ? (mirrored ? frame.maxX : frame.x) : frame.y
        let crossLength = axis == .horizontal ? frame.height : frame.width
        let tops = axis == .horizontal ? try offsets(placed, crossLength: crossLength) : []
        let guides = axis == .vertical ? guides(placed) : nil
        for (index, (child, (offer, size))) in zip(children, placed).enumerated() {
            let gap = index < gaps.count ? gaps[index] : 0
            let free = crossLength - size[axis.other]
            let childFrame: Rect
            if axis == .horizontal {
                childFrame = Rect(
                    x: mirrored ? position - size.width : position, y: frame.y + tops[index],
                    width: size.width, height: size.height)
            } else if let guides {
                // Guides are measured from the leading edge: the right one right to left.
                let lead = guides.offset(index)
                childFrame = Rect(x: rightToLeft ? frame.maxX - lead - size.width : frame.x + lead, y: position, width: size.width, height: size.height)
            } else {
                childFrame = Rect(
                    x: frame.x + free * alignment.horizontal.fraction(rightToLeft: rightToLeft), y: position,
                    width: size.width, height: size.height)
            }
            try placeChild(child, in: childFrame, proposal: offer, container: frame, context: context)
            position += mirrored ? -(size[axis] + gap) : size[axis] + gap
        }
    }
}

/// `ZStack`: every child offered the whole proposal, the stack as large as the largest.
final class ZStackItem: LayoutItem {
    private let alignment: Alignment
    private let children: [LayoutItem]

    init(owner: NodeInfo, alignment: Alignment, children: [LayoutItem]) {
        self.alignment = alignment
        self.children = children
        super.init(owner: owner)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        var size = Size.zero
        var sizes: [Size] = []
        for child in children {
            let childSize = try child.size(for: proposal)
            sizes.append(childSize)
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        let (across, down) = guides(sizes)
        return Size(width: across?.length ?? size.width, height: down?.length ?? size.height)
    }

    /// The children's horizontal and vertical guides when one of them sets its own
    /// (`alignmentGuide`), as `StackItem` lines them up; text baselines are laid out as the top and
    /// bottom here, without guides.
    private func guides(_ sizes: [Size]) -> (across: AlignedGuides?, down: AlignedGuides?) {
        let across = AlignedGuides(
            explicit: zip(children, sizes).map { $0.explicitGuide(.horizontal(alignment.horizontal), size: $1) }, lengths: sizes.map(\.width),
            fraction: alignment.horizontal.fraction(rightToLeft: false))
        guard alignment.vertical.textBaseline == nil else { return (across, nil) }
        let down = AlignedGuides(
            explicit: zip(children, sizes).map { $0.explicitGuide(.vertical(alignment.vertical), size: $1) }, lengths: sizes.map(\.height),
            fraction: alignment.vertical.fraction)
        return (across, down)
    }

    override func textBaseline(_ baseline: TextBaseline, for proposal: ProposedSize) throws(OversetLayoutError) -> Double? {
        let height = try size(for: proposal).height
        var found: [Double] = []
        for child in children {
            guard let childBaseline = try child.textBaseline(baseline, for: proposal) else { continue }
            found.append((height - (try child.size(for: proposal)).height) * alignment.vertical.fraction + childBaseline)
        }
        return baseline == .first ? found.min() : found.max()
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        var sizes: [Size] = []
        for child in children { sizes.append(try child.size(for: proposal)) }
        let (across, down) = guides(sizes)
        let rightToLeft = context.environment.isRightToLeft
        for (index, (child, size)) in zip(children, sizes).enumerated() {
            var childFrame = aligned(size, in: frame, alignment, rightToLeft: rightToLeft)
            if let across {
                let lead = across.offset(index)
                childFrame.x = rightToLeft ? frame.maxX - lead - size.width : frame.x + lead
            }
            if let down { childFrame.y = frame.y + down.offset(index) }
            try placeChild(child, in: childFrame, proposal: proposal, container: frame, context: context)
        }
    }
}

/// `size` placed inside `frame` by `alignment` (it may stick out when larger); leading is on
/// the right when `rightToLeft`.
func aligned(_ size: Size, in frame: Rect, _ alignment: Alignment, rightToLeft: Bool) -> Rect {
    Rect(
        x: frame.x + (frame.width - size.width) * alignment.horizontal.fraction(rightToLeft: rightToLeft),
        y: frame.y + (frame.height - size.height) * alignment.vertical.fraction,
        width: size.width, height: size.height)
}
