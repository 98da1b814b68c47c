import Foundation

/// The methods of arrays and strings that view code calls on its data.
extension Evaluator {
    /// `items.name(arguments)`, or nil for a method not read here.
    func collectionMethod(_ name: String, _ items: [SwiftValue], _ arguments: [CallArgument], at range: SourceRange) throws(Stop) -> SwiftValue? {
        let closure: ClosureValue? = arguments.last.flatMap {
            if case .closure(let closure) = $0.value { return closure }
            return nil
        }
        let count = arguments.first.flatMap { Self.number($0.value) }.map { max(0, Int($0)) }
        switch name {
        case "enumerated": return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "reversed": return .array(items.reversed())
        case "prefix": return count.map { .array(Array(items.prefix($0))) }
        case "suffix": return count.map { .array(Array(items.suffix($0))) }
        case "dropFirst": return .array(Array(items.dropFirst(count ?? 1)))
        case "dropLast": return .array(Array(items.dropLast(count ?? 1)))
        case "map", "compactMap", "flatMap":
            guard let closure else { return nil }
            var result: [SwiftValue] = []
            for item in items {
                let mapped = try callClosure(closure, [item], at: range)
                if name == "compactMap", case .noValue = mapped { continue }
                if name == "flatMap", case .array(let inner) = mapped { result += inner } else { result.append(mapped) }
            }
            return .array(result)
        case "filter":
            guard let closure else { return nil }
            var kept: [SwiftValue] = []
            for item in items where try truth(of: try callClosure(closure, [item], at: range), at: range) { kept.append(item) }
            return .array(kept)
        case "first", "contains":
            guard let closure else {
                guard name == "contains", let wanted = arguments.first?.value else { return nil }
                return .bool(items.contains { equal($0, wanted) == true })
            }
            for item in items where try truth(of: try callClosure(closure, [item], at: range), at: range) {
                return name == "first" ? item : .bool(true)
            }
            return name == "first" ? SwiftValue.noValue : .bool(false)
        case "joined":
            let separator = arguments.first { $0.label == "separator" }.flatMap { Self.plainText($0.value) } ?? ""
            let texts = items.compactMap { Self.text(of: $0) }
            return texts.count == items.count ? .string(texts.joined(separator: separator)) : .unknown("a joined string")
        case "sorted":
            guard closure == nil else { return .array(items) }
            return .array(items.sorted { compare($0, $1) ?? 0 < 0 })
        default:
            return nil
        }
    }

    /// `text.name()` for the string methods views use, or nil.
    static func stringMethod(_ name: String, _ text: String) -> SwiftValue? {
        switch name {
        case "uppercased", "localizedUppercase": return .string(text.uppercased())
        case "lowercased", "localizedLowercase": return .string(text.lowercased())
        case "capitalized", "localizedCapitalized": return .string(text.capitalized)
        default: return nil
        }
    }
}
