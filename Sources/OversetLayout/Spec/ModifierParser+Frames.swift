internal import OversetPlumbing
import OversetStyle

/// The spec forms of `padding` and `frame`, whose lengths are points, spacing tokens, scaled
/// metrics or shares of a `GeometryReader`'s size.
extension ModifierParser {
    /// `16`, `"lg"`, `true` (16 pt) or `{"edges": ["horizontal"], "length": 8}`; in a
    /// `GeometryReader`, the length may be written from its size (`{"proxyWidth": 0.05}`).
    func padding(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        switch value {
        case .bool(true), .null: return .padding(.all, nil)
        case .number: return .padding(.all, .points(try signedPoints(value, path, "a padding")))
        case .string(let token): return .padding(.all, try spacingToken(token, path))
        case _ where reader.isScaledMetric(value): return .padding(.all, .scaled(try reader.scaledMetric(value, path, from: -ScaledMetric.maximumValue)))
        default:
            let members = try reader.object(value, path)
            try reader.checkKeys(members, ["edges", "length"], path)
            var edges: Edges = []
            let names: [String: Edges] = [
                "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
                "horizontal": .horizontal, "vertical": .vertical, "all": .all,
            ]
            for (index, edge) in try reader.array(members["edges"] ?? .array([.string("all")]), reader.join(path, "edges")).enumerated() {
                edges.formUnion(try reader.choice(edge, reader.join(path, "edges") + "[\(index)]", names))
            }
            var length: Length?
            switch members["length"] {
            case .string(let token)?: length = try spacingToken(token, reader.join(path, "length"))
            case let scaled? where reader.isScaledMetric(scaled):
                length = .scaled(try reader.scaledMetric(scaled, reader.join(path, "length"), from: -ScaledMetric.maximumValue))
            case .object?: length = .proxy(try proxyLength(members["length"]!, reader.join(path, "length")))
            case let other?: length = .points(try signedPoints(other, reader.join(path, "length"), "a padding"))
            case nil: length = nil
            }
            return .padding(edges, length)
        }
    }

    private func spacingToken(_ token: String, _ path: String) throws(OversetSpecError) -> Length {
        guard SpacingScale.tokens.contains(where: { $0.name == token }) else {
            throw reader.error(path, "unknown spacing \"\(token)\"; use points or one of \(SpacingScale.tokens.map(\.name).joined(separator: ", "))")
        }
        return .spacing(token)
    }

    /// A fixed frame (`width`, `height`) or a flexible one (`minWidth` … `maxHeight`), with `alignment`.
    func frame(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        let members = try reader.object(value, path)
        let fixedKeys = ["width", "height"]
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        try reader.checkKeys(members, fixedKeys + flexibleKeys + ["alignment"], path)
        func length(_ key: String) throws(OversetSpecError) -> Double? {
            try members[key].map { v throws(OversetSpecError) in try reader.length(v, reader.join(path, key), allowsInfinity: key.hasPrefix("max")) }
        }
        let alignment = try reader.optional(members, "alignment", path, choices: Alignment.named) ?? .center
        let isFlexible = members.keys.contains(where: flexibleKeys.contains)
        if isFlexible {
            guard !members.keys.contains(where: fixedKeys.contains) else {
                throw reader.error(path, "a frame is fixed (width, height) or flexible (min/ideal/max), not both; use two frame modifiers")
            }
            return .flexibleFrame(
                FlexibleFrame(
                    minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
                    minHeight: try length("minHeight"), idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
                    alignment: alignment))
        }
        if fixedKeys.contains(where: { reader.isScaledMetric(members[$0]) }) {
            func side(_ key: String) throws(OversetSpecError) -> Length? {
                guard let value = members[key] else { return nil }
                if reader.isScaledMetric(value) { return .scaled(try reader.scaledMetric(value, reader.join(path, key), from: 0)) }
                if case .object = value { return .proxy(try proxyLength(value, reader.join(path, key))) }
                return .points(try reader.length(value, reader.join(path, key), allowsInfinity: false))
            }
            return .lengthFrame(width: try side("width"), height: try side("height"), alignment: alignment)
        }
        let fromReader = fixedKeys.filter { if case .object = members[$0] { return true } else { return false } }
        guard fromReader.isEmpty else {
            func side(_ key: String) throws(OversetSpecError) -> ProxyLength? {
                guard let value = members[key] else { return nil }
                if case .object = value { return try proxyLength(value, reader.join(path, key)) }
                return ProxyLength(points: try reader.length(value, reader.join(path, key), allowsInfinity: false))
            }
            return .proxyFrame(width: try side("width"), height: try side("height"), alignment: alignment)
        }
        return .frame(width: try length("width"), height: try length("height"), alignment: alignment)
    }

    /// A length written from a `GeometryReader`'s size: `{"proxyWidth": 0.8, "points": -32}` is
    /// `proxy.size.width * 0.8 - 32`; each part is optional, the factors within ±100.
    private func proxyLength(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> ProxyLength {
        let members = try reader.object(value, path)
        try reader.checkKeys(members, ["proxyWidth", "proxyHeight", "points"], path)
        guard !members.isEmpty else { throw reader.error(path, "give \"proxyWidth\", \"proxyHeight\" or \"points\"") }
        func factor(_ key: String) throws(OversetSpecError) -> Double {
            guard let value = members[key] else { return 0 }
            let number = try reader.number(value, reader.join(path, key))
            guard abs(number) <= ProxyLength.maximumFactor else {
                throw reader.error(reader.join(path, key), "a share of the reader's size is from -100 to 100, got \(value.summary)")
            }
            return number
        }
        let points = try members["points"].map { v throws(OversetSpecError) in try signedPoints(v, reader.join(path, "points"), "a length") } ?? 0
        return ProxyLength(width: try factor("proxyWidth"), height: try factor("proxyHeight"), points: points)
    }
}
