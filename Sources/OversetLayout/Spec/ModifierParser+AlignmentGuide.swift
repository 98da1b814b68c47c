internal import OversetPlumbing

/// The spec form of `alignmentGuide(_:computeValue:)`.
extension ModifierParser {
    /// `{"horizontal": "leading", "width": 1, "points": -20}` is `.alignmentGuide(.leading) { d in
    /// d.width - 20 }`: one guide (`horizontal` leading, center or trailing; or `vertical` top,
    /// center or bottom) and its value, each part optional: shares of the view's width and height
    /// (−100…100) and points (−10000…10000).
    func alignmentGuide(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        let members = try reader.object(value, path)
        try reader.checkKeys(members, ["horizontal", "vertical", "width", "height", "points"], path)
        let key: AlignmentGuideKey
        switch (members["horizontal"], members["vertical"]) {
        case (let name?, nil):
            let horizontal = try reader.choice(
                name, reader.join(path, "horizontal"), ["leading": HorizontalAlignment.leading, "center": .center, "trailing": .trailing])
            key = .horizontal(horizontal)
        case (nil, let name?):
            key = .vertical(try reader.choice(name, reader.join(path, "vertical"), ["top": VerticalAlignment.top, "center": .center, "bottom": .bottom]))
        default:
            throw reader.error(path, "give one guide: \"horizontal\" (leading, center or trailing) or \"vertical\" (top, center or bottom)")
        }
        func part(_ name: String, limit: Double) throws(OversetSpecError) -> Double {
            guard let given = members[name] else { return 0 }
            let number = try reader.number(given, reader.join(path, name))
            guard abs(number) <= limit else {
                throw reader.error(reader.join(path, name), "expected -\(Int(limit)) to \(Int(limit)), got \(given.summary)")
            }
            return number
        }
        let length = ProxyLength(
            width: try part("width", limit: ProxyLength.maximumFactor), height: try part("height", limit: ProxyLength.maximumFactor),
            points: try part("points", limit: LayoutEnvironment.maximumWidth))
        return .alignmentGuide(key, length)
    }
}
