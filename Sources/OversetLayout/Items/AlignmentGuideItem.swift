/// `alignmentGuide(_:computeValue:)`: the child as it is, with its value for one guide.
final class AlignmentGuideItem: WrapperItem {
    private let key: AlignmentGuideKey
    private let value: ProxyLength

    init(owner: NodeInfo, child: LayoutItem, key: AlignmentGuideKey, value: ProxyLength) {
        self.key = key
        self.value = value
        super.init(owner: owner, child: child)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size { try child.size(for: proposal) }

    override func explicitGuide(_ key: AlignmentGuideKey, size: Size) -> Double? {
        key == self.key ? value.guideValue(in: size) : child.explicitGuide(key, size: size)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        try context.place(child, in: frame, proposal: proposal)
    }
}
