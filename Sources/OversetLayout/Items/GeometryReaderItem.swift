/// `GeometryReader { proxy in … }`. Apple: it "returns a flexible preferred size to its parent
/// layout" (developer.apple.com/documentation/swiftui/geometryreader), so it takes what it is
/// offered on both axes, and 10 points on an axis offered nothing, as a `Color` does
/// (OpenSwiftUI's reconstruction answers with `proposal.replacingUnspecifiedDimensions()`).
/// Since iOS 14 its content sits at its top-leading corner (Big Mountain Studio's "SwiftUI Views
/// Mastery": "Child views within the GeometryReader are aligned in the upper left corner by
/// default"), each view offered the reader's whole size, on top of each other as in a `ZStack`.
///
/// The content's lengths depend on the reader's size (`ProxyLength`), so its items are built
/// once the size is known, once per size (an audit lays a tree out at several widths).
final class GeometryReaderItem: LayoutItem {
    private let build: (Size) throws(OversetLayoutError) -> [LayoutItem]
    private var built: [Size: [LayoutItem]] = [:]

    init(owner: NodeInfo, build: @escaping (Size) throws(OversetLayoutError) -> [LayoutItem]) {
        self.build = build
        super.init(owner: owner)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        let size = frame.size
        let children: [LayoutItem]
        if let known = built[size] {
            children = known
        } else {
            children = try build(size)
            built[size] = children
        }
        let offer = ProposedSize(width: size.width, height: size.height)
        for child in children {
            let childSize = try child.size(for: offer)
            let childFrame = aligned(childSize, in: frame, .topLeading, rightToLeft: context.environment.isRightToLeft)
            try placeChild(child, in: childFrame, proposal: offer, container: frame, context: context)
        }
    }
}
