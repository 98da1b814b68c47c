/// `LazyVGrid` / `LazyHGrid`: tracks (columns of a vertical grid, rows of a horizontal one)
/// sized from the length offered across the grid's axis, after Apple's `GridItem.Size`: fixed
/// tracks take their length; the others, in order, are each offered an equal share of what is
/// left, a flexible one taking it within its bounds; an adaptive item then fits as many tracks
/// of at least its minimum as its share holds. The cells fill
/// the tracks in order, line by line; a line is as long as its longest cell, and each cell sits
/// centred in its slot.
final class LazyGridItem: LayoutItem {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    private let axis: Axis
    private let items: [GridItem]
    /// The space between lines.
    private let lineSpacing: Double
    private let children: [LayoutItem]

    /// - Parameter items: at least one, with checked sizes (`ItemBuilder.checkGridItems`).
    init(owner: NodeInfo, axis: Axis, items: [GridItem], lineSpacing: Double, children: [LayoutItem]) {
        precondition(!items.isEmpty, "a grid has at least one track")
        self.axis = axis
        self.items = items
        self.lineSpacing = lineSpacing
        self.children = children
        super.init(owner: owner)
    }

    /// One track: its length across the axis and the space after it.
    struct Track: Equatable {
        var length: Double
        var spacing: Double
    }

    /// The tracks for `available` points across the axis (nil or infinite: each flexible and
    /// adaptive item is one track as long as its longest cell's ideal length, within its bounds).
    func tracks(for available: Double?) throws(OversetLayoutError) -> [Track] {
        guard let available, available.isFinite else { return try idealTracks() }
        return Self.tracks(items, available: available)
    }

    /// The tracks of `items` across `available` points (finite).
    static func tracks(_ items: [GridItem], available: Double) -> [Track] {
        let spacings = items.map { $0.spacing ?? GridItem.defaultSpacing }
        var remaining = available - spacings.dropLast().reduce(0, +)
        var shares = [Double](repeating: 0, count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                shares[index] = length
                remaining -= length
            }
        }
        // Then, in order, each flexible or adaptive item is offered what is left divided by the
        // number of them left: a flexible one takes it within its bounds, an adaptive one takes it.
        var count = Double(items.filter { item in if case .fixed = item.size { return false } else { return true } }.count)
        for (index, item) in items.enumerated() {
            let share = remaining / max(1, count)
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): shares[index] = min(max(share, minimum), max(minimum, maximum))
            case .adaptive: shares[index] = max(0, share)
            }
            remaining -= shares[index]
            count -= 1
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let share = shares[index]
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = spacings[index]
                let count = max(1, ((share + spacing) / (minimum + spacing)).rounded(.down))
                let length = min(maximum, (share - (count - 1) * spacing) / count)
                tracks += Array(repeating: Track(length: max(0, length), spacing: spacing), count: Int(min(count, 10_000)))
            } else {
                tracks.append(Track(length: share, spacing: spacings[index]))
            }
        }
        return tracks
    }

    /// Tracks without a bound across the axis: one per item, a flexible or adaptive one as long
    /// as the longest ideal length of its cells, within its bounds.
    private func idealTracks() throws(OversetLayoutError) -> [Track] {
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = item.spacing ?? GridItem.defaultSpacing
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: length, spacing: spacing))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                var longest = 0.0
                for cell in stride(from: index, to: children.count, by: items.count) {
                    longest = max(longest, try children[cell].size(for: ProposedSize(width: nil, height: nil))[axis.other])
                }
                tracks.append(Track(length: min(max(longest, minimum), maximum), spacing: spacing))
            }
        }
        return tracks
    }

    /// Each cell's proposal and size, and each line's length along the axis.
    private func arrange(_ proposal: ProposedSize) throws(OversetLayoutError) -> (tracks: [Track], cells: [(ProposedSize, Size)], lines: [Double]) {
        let tracks = try tracks(for: proposal[axis.other])
        var cells: [(ProposedSize, Size)] = []
        var lines: [Double] = []
        for (index, child) in children.enumerated() {
            let offer = ProposedSize(axis, main: nil, cross: tracks[index % tracks.count].length)
            let size = try child.size(for: offer)
            cells.append((offer, size))
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
        }
        return (tracks, cells, lines)
    }

    override func computeSize(for proposal: ProposedSize) throws(OversetLayoutError) -> Size {
        let (tracks, _, lines) = try arrange(proposal)
        var size = Size.zero
        size[axis.other] = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        size[axis] = lines.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1))
        return size
    }

    override func place(in frame: Rect, proposal: ProposedSize, context: PlacementContext) throws(OversetLayoutError) {
        context.current.contentFrame = frame
        let (tracks, cells, lines) = try arrange(proposal)
        let rightToLeft = context.environment.isRightToLeft
        // Track starts across the axis, from the leading (or top) edge.
        var starts: [Double] = []
        var position = 0.0
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacing
        }
        var lineStart = axis == .vertical ? frame.y : frame.x
        for (index, (child, (offer, size))) in zip(children, cells).enumerated() {
            let track = tracks[index % tracks.count]
            let line = index / tracks.count
            if index > 0 && index % tracks.count == 0 { lineStart += lines[line - 1] + lineSpacing }
            let slot: Rect
            if axis == .vertical {
                let x = rightToLeft ? frame.maxX - starts[index % tracks.count] - track.length : frame.x + starts[index % tracks.count]
                slot = Rect(x: x, y: lineStart, width: track.length, height: lines[line])
            } else {
                slot = Rect(x: lineStart, y: frame.y + starts[index % tracks.count], width: lines[line], height: track.length)
            }
            try placeChild(child, in: aligned(size, in: slot, .center, rightToLeft: rightToLeft), proposal: offer, container: frame, context: context)
        }
    }
}
