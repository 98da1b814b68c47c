import Foundation
internal import OversetPlumbing
import OversetStyle
import OversetText

/// The text settings in a spec, as modifiers or beside a text node's kind key, each checked to
/// the range the engine takes so that an error names the file and JSON path.
extension ModifierParser {
    /// The text settings written beside a text node's kind key (`"lineLimit": 2`, …).
    func textSettings(_ members: [String: JSONTree], _ path: String) throws(OversetSpecError) -> [TextSetting] {
        var settings: [TextSetting] = []
        for name in ModifierKind.textSettings where members[name.rawValue] != nil {
            settings.append(try textSetting(name, members[name.rawValue]!, reader.join(path, name.rawValue)))
        }
        if let reserves = members["reservesSpace"], try reader.bool(reserves, reader.join(path, "reservesSpace")) {
            guard case .number(let lines)? = members["lineLimit"] else {
                throw reader.error(reader.join(path, "reservesSpace"), "needs a number \"lineLimit\" beside it")
            }
            settings.append(.lineLimit(LineLimit(minimum: Int(lines), maximum: Int(lines))))
        }
        return settings
    }

    func textSetting(_ name: ModifierKind, _ value: JSONTree, _ path: String) throws(OversetSpecError) -> TextSetting {
        switch name {
        case .lineLimit:
            if case .null = value { return .lineLimit(LineLimit(maximum: nil)) }
            if case .number = value {
                let lines = try reader.integer(value, path)
                guard lines >= 1 else { throw reader.error(path, "a line limit is 1 or more, got \(lines)") }
                return .lineLimit(LineLimit(maximum: lines))
            }
            guard let range = value.members else {
                throw reader.error(path, "expected a number of lines, null, or {\"min\": n, \"max\": m}; got \(value.summary)")
            }
            try reader.checkKeys(range, ["min", "max"], path)
            let minimum = try reader.optional(range, "min", path, reader.integer)
            let maximum = try reader.optional(range, "max", path, reader.integer)
            if let minimum, let maximum, minimum > maximum { throw reader.error(path, "min \(minimum) is more than max \(maximum)") }
            return .lineLimit(LineLimit(minimum: minimum, maximum: maximum))
        case .truncationMode:
            return .truncationMode(try reader.choice(value, path, TruncationMode.self))
        case .minimumScaleFactor:
            let factor = try reader.number(value, path)
            guard factor > 0, factor <= 1 else { throw reader.error(path, "a minimum scale factor is above 0 and at most 1, got \(value.summary)") }
            return .minimumScaleFactor(factor)
        case .multilineTextAlignment:
            return .multilineTextAlignment(try reader.choice(value, path, TextAlignment.self))
        case .tracking: return .tracking(try points(value, path, "a tracking", from: -TextAttributes.maximumTracking, to: TextAttributes.maximumTracking))
        case .kerning: return .kerning(try points(value, path, "a kerning", from: -TextAttributes.maximumTracking, to: TextAttributes.maximumTracking))
        // The engine's lineSpacing range is ±10000; a spec's, like SwiftUI's, is 0 or more.
        case .lineSpacing: return .lineSpacing(try points(value, path, "a line spacing", from: 0, to: 10_000))
        case .font: return .font(try font(value, path))
        case .fontWeight: return .fontWeight(try weight(value, path))
        case .bold: return .fontWeight(.bold)
        case .italic: return .italic
        case .dynamicTypeSize: return .dynamicTypeSize(try dynamicTypeSizes(value, path))
        case .allowsTightening: return .allowsTightening(try reader.bool(value, path))
        case .monospacedDigit:
            guard case .bool(true) = value else { throw reader.error(path, "expected true, got \(value.summary)") }
            return .monospacedDigit
        case .textCase:
            if case .null = value { return .textCase(.asWritten) }
            return .textCase(try reader.choice(value, path, ["uppercase": TextCase.uppercase, "lowercase": .lowercase]))
        case .fontDesign: return .fontDesign(try reader.choice(value, path, FontDesign.self))
        case .fontWidth: return .fontWidth(try reader.choice(value, path, FontWidth.self))
        default: preconditionFailure("\(name) is not a text setting")
        }
    }

    /// A number of points within the engine's range, checked here so that the error names the
    /// file and JSON path: the engine's own check named only the view (issue 34, point 12).
    private func points(_ value: JSONTree, _ path: String, _ noun: String, from lowest: Double, to highest: Double) throws(OversetSpecError) -> Double {
        let number = try reader.number(value, path)
        guard number >= lowest, number <= highest else {
            throw reader.error(path, "\(noun) is from \(NumberText.shortest(lowest)) to \(NumberText.shortest(highest)) points, got \(value.summary)")
        }
        return number
    }

    /// `"L"`, `"...AX1"`, `"L...AX2"` or `"AX1..."`, as SwiftUI's ranges read.
    private func dynamicTypeSizes(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> ClosedRange<DynamicTypeSize> {
        let text = try reader.string(value, path)
        let parts = text.components(separatedBy: "...")
        let problem = "expected a size or range such as \"L\", \"...AX1\" or \"L...AX2\", got \(value.summary)"
        guard parts.count <= 2 else { throw reader.error(path, problem) }
        func size(_ name: String, open: DynamicTypeSize) throws(OversetSpecError) -> DynamicTypeSize {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, parts.count == 2 { return open }
            guard let size = DynamicTypeSize(parsing: trimmed) else { throw reader.error(path, problem) }
            return size
        }
        let lower = try size(parts[0], open: .xSmall)
        let upper = parts.count == 2 ? try size(parts[1], open: .accessibility5) : lower
        guard lower <= upper else {
            throw reader.error(path, "the range \(value.summary) is empty: \(lower.shortName) is above \(upper.shortName)")
        }
        return lower...upper
    }
}
