internal import OversetPlumbing

/// The spec forms of the modifiers that size images and inset views: `aspectRatio` and
/// `safeAreaInset`, objects whose keys are checked one by one.
extension ModifierParser {
    /// `{"ratio": 1.5, "contentMode": "fit"}`: a ratio above 0 and at most 10000 (the view's own
    /// when absent) and a content mode.
    func aspectRatio(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        let members = try reader.object(value, path)
        try reader.checkKeys(members, ["ratio", "contentMode"], path)
        let ratio = try reader.optional(members, "ratio", path, reader.number)
        if let ratio, !(ratio > 0 && ratio <= LayoutEnvironment.maximumWidth) {
            throw reader.error(reader.join(path, "ratio"), "a ratio is more than 0 and at most 10000, got \(members["ratio"]!.summary)")
        }
        guard let mode = try reader.optional(members, "contentMode", path, choices: ContentMode.self) else {
            throw reader.error(path, "missing \"contentMode\" (fit or fill)")
        }
        return .aspectRatio(ratio, contentMode: mode)
    }

    /// `{"edge": "bottom", "alignment": "leading", "spacing": 4, "content": {…}}`: the edge and
    /// the view are required; the alignment is across the edge (leading, center or trailing at
    /// the top or bottom; top, center or bottom at the sides).
    func safeAreaInset(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        let members = try reader.object(value, path)
        try reader.checkKeys(members, ["edge", "alignment", "spacing", "content"], path)
        guard let edge = try reader.optional(members, "edge", path, choices: Edge.self) else {
            throw reader.error(path, "missing \"edge\" (top, bottom, leading or trailing)")
        }
        let names: [String: Alignment] =
            edge.axis == .vertical
            ? ["leading": .leading, "center": .center, "trailing": .trailing] : ["top": .top, "center": .center, "bottom": .bottom]
        let alignment = try reader.optional(members, "alignment", path, choices: names) ?? .center
        let spacing = try members["spacing"].map { value throws(OversetSpecError) in
            try signedPoints(value, reader.join(path, "spacing"), "spacing")
        }
        guard let content = members["content"] else { throw reader.error(path, "missing \"content\" (a view)") }
        let node = try nodes.node(content, reader.join(path, "content"), depth: depth + 1)
        return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: node)
    }
}
