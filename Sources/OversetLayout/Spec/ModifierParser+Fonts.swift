internal import OversetPlumbing
import OversetStyle

/// Fonts and weights in a spec: a style name, a system or custom font, with a design or width.
extension ModifierParser {
    func weight(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> TextWeight {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number: text = value.summary
        default: throw reader.error(path, "expected a weight, got \(value.summary)")
        }
        guard let weight = TextWeight(parsing: text) else {
            throw reader.error(path, "unknown weight \(value.summary); use 100…900 or ultraLight, thin, light, regular, medium, semibold, bold, heavy, black")
        }
        return weight
    }

    /// `"headline"` (a style), `{"style": "body", "design": "serif"}`, `{"system": 17, "weight": "bold",
    /// "design": "rounded", "width": "condensed"}`, `{"custom": "Inter", "size": 15, "relativeTo":
    /// "body"}` or `{"custom": "Inter", "fixedSize": 15}`.
    func font(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> FontChoice {
        guard case .object(var members) = value, members["custom"] == nil, members["design"] != nil || members["width"] != nil else {
            return try plainFont(value, path)
        }
        let design = try reader.optional(members, "design", path, choices: FontDesign.self)
        let width = try reader.optional(members, "width", path, choices: FontWidth.self)
        members["design"] = nil
        members["width"] = nil
        if let style = members["style"] {
            try reader.checkKeys(members, ["style"], path)
            return .designed(try plainFont(style, reader.join(path, "style")), design: design, width: width)
        }
        return .designed(try plainFont(.object(members), path), design: design, width: width)
    }

    /// A font without a design or width: a style name, `{"system", "weight"}` or `{"custom", …}`.
    private func plainFont(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> FontChoice {
        if case .string(let style) = value {
            // A style is a name: Swift such as "title3.weight(.medium)" would otherwise be looked
            // up as one and fail at layout, far from the spec's key, listing every style.
            // Token themes' names are dotted paths that may have spaces ("Heading 1.large"), so
            // only brackets mark Swift.
            guard !style.contains(where: { "()".contains($0) }) else {
                throw reader.error(
                    path, "expected a style name (such as \"title3\"), got \"\(style.excerpt(maximumLength: 60))\"; give a weight as \"fontWeight\"")
            }
            return .style(style)
        }
        let members = try reader.object(value, path)
        if let size = members["system"] {
            try reader.checkKeys(members, ["system", "weight"], path)
            let points = try reader.length(size, reader.join(path, "system"))
            guard points > 0 else { throw reader.error(reader.join(path, "system"), "a font size must be above 0") }
            return .system(size: points, weight: try reader.optional(members, "weight", path, weight))
        }
        guard let family = members["custom"] else {
            throw reader.error(
                path, "expected a style name, {\"style\": name, \"design\"}, {\"system\": size} or {\"custom\": family, \"size\": size}")
        }
        try reader.checkKeys(members, ["custom", "size", "relativeTo", "fixedSize"], path)
        let name = try reader.string(family, reader.join(path, "custom"))
        if let fixed = members["fixedSize"] {
            return .custom(family: name, size: try positive(fixed, reader.join(path, "fixedSize")), relativeTo: nil)
        }
        guard let size = members["size"] else { throw reader.error(path, "missing \"size\" (or \"fixedSize\")") }
        let style = try reader.optional(members, "relativeTo", path, choices: TextStyle.self) ?? .body
        return .custom(family: name, size: try positive(size, reader.join(path, "size")), relativeTo: style)
    }

    private func positive(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Double {
        let number = try reader.length(value, path)
        guard number > 0 else { throw reader.error(path, "a font size must be above 0") }
        return number
    }
}
