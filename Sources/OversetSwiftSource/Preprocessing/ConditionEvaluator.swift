import OversetPlumbing

/// Reads and decides one `#if` condition: Swift's condition grammar of `!`, `&&`, `||`,
/// parentheses, `true`/`false`, flags and the platform functions (`os`, `arch`,
/// `targetEnvironment`, `canImport`, `swift`, `compiler`, `hasFeature`, `hasAttribute`, and the
/// underscored `_endian`, `_pointerBitWidth`, `_runtime`, `_hasAtomicBitWidth`).
///
/// `&&` binds tighter than `||`, as in Swift expressions. Every term is decided (there are no
/// side effects to skip), so a note is made for each assumption in the condition.
struct ConditionEvaluator {
    private let tokens: SourceTokens
    private let end: Int
    private let file: SourceFile
    private let conditions: CompilationConditions
    private var position: Int
    private var depth = 0
    /// The assumptions made, in order.
    private(set) var notes: [ConditionNote] = []

    /// Parentheses and `!`s nested deeper than this are refused (the grammar is recursive).
    static let maximumDepth = 64

    init(tokens: SourceTokens, range: Range<Int>, file: SourceFile, conditions: CompilationConditions) {
        self.tokens = tokens
        self.end = range.upperBound
        self.file = file
        self.conditions = conditions
        self.position = range.lowerBound
    }

    /// The condition's value.
    ///
    /// - Throws: `.conditionalCompilation` at the first token that does not fit the grammar.
    mutating func evaluate() throws(SwiftSourceError) -> Bool {
        let value = try disjunction()
        guard position == end else { throw error("unexpected '\(tokens.text(of: position))' in the #if condition") }
        return value
    }

    private func error(_ problem: String) -> SwiftSourceError {
        let offset = position < end ? Int(tokens[position].start) : Int(tokens[end - 1].end)
        return .conditionalCompilation(file.location(at: offset), problem: problem)
    }

    private func isOperator(_ text: String) -> Bool {
        position < end && tokens[position].kind == .operator && tokens.text(of: position, is: text)
    }

    private mutating func disjunction() throws(SwiftSourceError) -> Bool {
        var value = try conjunction()
        while isOperator("||") {
            position += 1
            let next = try conjunction()
            value = value || next
        }
        return value
    }

    private mutating func conjunction() throws(SwiftSourceError) -> Bool {
        var value = try unary()
        while isOperator("&&") {
            position += 1
            let next = try unary()
            value = value && next
        }
        return value
    }

    private mutating func unary() throws(SwiftSourceError) -> Bool {
        guard position < end, tokens[position].kind == .operator else { return try primary() }
        let text = tokens.text(of: position)
        guard !text.isEmpty, text.allSatisfy({ $0 == "!" }) else { throw error("unexpected '\(text)' in the #if condition") }
        position += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("the #if condition is nested too deeply") }
        let value = try unary()
        return text.count % 2 == 1 ? !value : value
    }

    private mutating func primary() throws(SwiftSourceError) -> Bool {
        guard position < end else { throw error("expected a condition") }
        switch tokens[position].kind {
        case .leftParenthesis:
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw error("the #if condition is nested too deeply") }
            position += 1
            let value = try disjunction()
            guard position < end, tokens[position].kind == .rightParenthesis else { throw error("expected ')' in the #if condition") }
            position += 1
            return value
        case .identifier:
            let name = tokens.text(of: position)
            let location = file.location(at: Int(tokens[position].start))
            position += 1
            if position < end, tokens[position].kind == .leftParenthesis {
                guard let close = tokens.partner(of: position), close < end else { throw error("expected ')' in the #if condition") }
                let argument = tokens.spacedText(from: position + 1, through: close - 1)
                position = close + 1
                return try call(name, argument, at: location)
            }
            switch name {
            case "true": return true
            case "false": return false
            default:
                let value = conditions.flags.contains(name)
                if !value { notes.append(ConditionNote(kind: .flagNotSet(name), location: location)) }
                return value
            }
        default:
            throw error("expected a condition, found '\(tokens.text(of: position))'")
        }
    }

    /// A platform condition `name(argument)`.
    private mutating func call(_ name: String, _ argument: String, at location: SourceLocation) throws(SwiftSourceError) -> Bool {
        func note(_ kind: ConditionNote.Kind) { notes.append(ConditionNote(kind: kind, location: location)) }
        switch name {
        case "os":
            guard CompilationConditions.knownOperatingSystems.contains(argument) else {
                note(.platformNotKnown(argument))
                return false
            }
            return Self.canonicalSystem(argument) == Self.canonicalSystem(conditions.operatingSystem)
        case "arch":
            guard CompilationConditions.knownArchitectures.contains(argument) else {
                note(.platformNotKnown(argument))
                return false
            }
            return argument == conditions.architecture
        case "targetEnvironment":
            let value = conditions.targetEnvironments.contains(argument)
            note(.environmentAssumed(argument, value))
            return value
        case "canImport":
            let module = String(argument.prefix { $0 != "," }).trimmingWhitespaceAndNewlines()
            let topModule = String(module.prefix { $0 != "." })
            let value = conditions.importableModules.contains(module) || conditions.importableModules.contains(topModule)
            if !value { note(.moduleNotKnown(module)) }
            return value
        case "swift", "compiler":
            guard let comparison = VersionComparison(argument) else { throw error("expected '>=' or '<' and a version in \(name)(…)") }
            return comparison.holds(for: name == "swift" ? conditions.swiftVersion : conditions.compilerVersion)
        case "hasFeature", "hasAttribute":
            let value = (name == "hasFeature" ? conditions.features : conditions.attributes).contains(argument)
            if !value { note(.featureNotKnown("\(name)(\(argument))")) }
            return value
        case "_endian":
            return argument == "little"
        case "_pointerBitWidth":
            return argument == (conditions.architecture.hasSuffix("32") || conditions.architecture == "arm" ? "_32" : "_64")
        case "_hasAtomicBitWidth":
            return ["_8", "_16", "_32", "_64"].contains(argument)
        case "_runtime":
            return argument == (conditions.isApplePlatform ? "_ObjC" : "_Native")
        default:
            note(.conditionNotUnderstood("\(name)(\(argument))"))
            return false
        }
    }

    private static func canonicalSystem(_ name: String) -> String {
        switch name {
        case "OSX": return "macOS"
        case "xrOS": return "visionOS"
        default: return name
        }
    }
}

/// `>=5.9` or `<6` in `swift(…)` and `compiler(…)`.
private struct VersionComparison {
    var atLeast: Bool
    var version: [Int]

    init?(_ text: String) {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        if trimmed.hasPrefix(">=") {
            atLeast = true
        } else if trimmed.hasPrefix("<") {
            atLeast = false
        } else {
            return nil
        }
        let numbers = trimmed.drop { $0 == ">" || $0 == "=" || $0 == "<" }.split(separator: ".", omittingEmptySubsequences: false)
        var version: [Int] = []
        for number in numbers {
            guard let value = Int(String(number).trimmingWhitespaceAndNewlines()), value >= 0 else { return nil }
            version.append(value)
        }
        guard !version.isEmpty else { return nil }
        self.version = version
    }

    /// Whether `current` satisfies the comparison (missing components are 0).
    func holds(for current: [Int]) -> Bool {
        let length = max(current.count, version.count)
        let left = current + Array(repeating: 0, count: length - current.count)
        let right = version + Array(repeating: 0, count: length - version.count)
        let isAtLeast = !left.lexicographicallyPrecedes(right)
        return atLeast ? isAtLeast : !isAtLeast
    }
}
