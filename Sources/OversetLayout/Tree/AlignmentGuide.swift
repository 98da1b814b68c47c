/// Which alignment guide `alignmentGuide(_:computeValue:)` sets: a horizontal one (for a
/// `VStack`'s or `ZStack`'s horizontal alignment) or a vertical one (an `HStack`'s or a
/// `ZStack`'s vertical alignment). Text baselines are not among them here.
public enum AlignmentGuideKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// What `alignmentGuide`'s closure is given: the view's size, as lengths (`d.width`,
/// `d[.trailing]`, `d[VerticalAlignment.center]`), so that the guide's value is linear in them.
/// `d[explicit:]` and other guides' values only the running layout knows: not modelled.
public struct ViewDimensions: Sendable {
    /// `d.width` and `d.height`.
    public let width = ProxyLength(width: 1)
    public let height = ProxyLength(height: 1)

    /// A view's dimensions, as its guide's closure is given them.
    public init() {}

    /// `d[.leading]` (0), `d[HorizontalAlignment.center]` (half the width), `d[.trailing]` (the width).
    public subscript(guide: HorizontalAlignment) -> ProxyLength {
        ProxyLength(width: guide.fraction(rightToLeft: false))
    }

    /// `d[.top]` (0), `d[VerticalAlignment.center]` (half the height), `d[.bottom]` (the height).
    public subscript(guide: VerticalAlignment) -> ProxyLength {
        ProxyLength(height: guide.fraction)
    }
}

extension ProxyLength {
    /// The length for a view of `size`, as an alignment guide's value: from the view's leading
    /// (top) edge, negative before it.
    func guideValue(in size: Size) -> Double {
        width * size.width + height * size.height + points
    }
}

/// Where a container's children line up across its axis, with their explicit alignment guides:
/// each child's guide (its explicit value, else `fraction` of its length), the most any child
/// has before its guide, and the container's length across (that plus the most any has after).
/// Without an explicit guide it is the usual alignment: nil.
struct AlignedGuides {
    var each: [Double]
    var lead: Double
    var length: Double

    init?(explicit: [Double?], lengths: [Double], fraction: Double) {
        guard explicit.contains(where: { $0 != nil }) else { return nil }
        each = zip(explicit, lengths).map { $0 ?? $1 * fraction }
        lead = each.max() ?? 0
        length = max(0, lead + (zip(each, lengths).map { $1 - $0 }.max() ?? 0))
    }

    /// How far child `index` starts from the container's leading (top) edge.
    func offset(_ index: Int) -> Double { lead - each[index] }
}
