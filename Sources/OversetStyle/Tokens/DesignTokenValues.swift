internal import OversetPlumbing

/// Reads DTCG values in the forms Figma token exporters write: dimensions as `"17px"`, numbers or
/// `{"value": 17, "unit": "px"}`; weights as numbers or names; letter spacing and line height in
/// px, %, em or unitless.
struct DesignTokenValues {
    let tree: DesignTokenTree

    /// A length in points: px and pt are points, rem is 16 points, a bare number is points.
    func dimension(_ value: JSONTree, at location: String) throws(OversetStyleError) -> Double {
        let (number, unit) = try numberWithUnit(value, at: location, expected: "a dimension like \"16px\"")
        let points: Double
        switch unit {
        case "", "px", "pt": points = number
        case "rem": points = number * 16
        default: throw tree.error(at: location, "unit '\(unit)' is not a length unit here; use px, pt or rem")
        }
        // Bounded so that scaled sizes, leading and spacing stay finite (1e308px once gave null sizes).
        guard points.isFinite, abs(points) <= 10_000 else {
            throw tree.error(at: location, "a dimension must be from -10000 to 10000 points, got \(value.summary)")
        }
        return points
    }

    /// A font size: a dimension above 0, at most 1000 points.
    func fontSize(_ value: JSONTree, at location: String) throws(OversetStyleError) -> Double {
        let size = try dimension(value, at: location)
        // At most 1000 pt: the largest Dynamic Type size scales a base size about 3×, within the
        // engine's 10000 pt.
        guard size > 0, size <= 1_000 else { throw tree.error(at: location, "a font size must be above 0 and at most 1000 points, got \(value.summary)") }
        return size
    }

    /// A weight: 1…1000, a CSS / DTCG name (`semi-bold`, `extra-bold`, `book`) or a SwiftUI name.
    func fontWeight(_ value: JSONTree, at location: String) throws(OversetStyleError) -> TextWeight {
        switch value {
        case .number(let number) where number >= 1 && number <= 1000 && number == number.rounded():
            return TextWeight(Int(number))
        case .string(let name):
            let key = name.lowercased().filter { $0 != "-" && $0 != " " && $0 != "_" }
            if let weight = Self.dtcgWeights[key] ?? Int(key).flatMap({ (1...1000).contains($0) ? $0 : nil }) {
                return TextWeight(weight)
            }
            if let weight = TextWeight(parsing: name) { return weight }
        default:
            break
        }
        throw tree.error(at: location, "expected a font weight (1…1000 or a name such as \"semi-bold\"), got \(value.summary)")
    }

    /// Letter spacing: px/pt are points, % is a percentage of the font size, em a fraction of it.
    func letterSpacing(_ value: JSONTree, at location: String) throws(OversetStyleError) -> TextStyleDefinition.Tracking {
        let (number, unit) = try numberWithUnit(value, at: location, expected: "a letter spacing like \"0.5px\", \"-1%\" or \"0.01em\"")
        let tracking: TextStyleDefinition.Tracking
        switch unit {
        case "", "px", "pt": tracking = .points(number)
        case "%": tracking = .em(number / 100)
        case "em": tracking = .em(number)
        case "rem": tracking = .points(number * 16)
        default: throw tree.error(at: location, "unit '\(unit)' is not a letter-spacing unit; use px, pt, %, em or rem")
        }
        // Bounded like the engine's tracking (issue 34: "1e308px" once resolved to null, and
        // "1e300em" to 1.7e301): points within its ±1000, and at most a whole em either way
        // (real letter spacing is a few hundredths of one).
        switch tracking {
        case .points(let points) where !(abs(points) <= Self.maximumTrackingPoints):
            throw tree.error(at: location, "a letter spacing must be from -1000 to 1000 points, got \(value.summary)")
        case .em(let em) where !(abs(em) <= 1):
            throw tree.error(at: location, "a letter spacing must be from -1em to 1em (-100% to 100%), got \(value.summary)")
        default: return tracking
        }
    }

    /// The engine's tracking range in points (TextAttributes.maximumTracking).
    static let maximumTrackingPoints = 1_000.0
    /// The engine's leading range in points (docs/reliability.md).
    static let maximumLineHeightPoints = 10_000.0
    /// The largest line height as a multiple of the font size (1000%): real ones are 0.8 to 2.
    static let maximumLineHeightMultiple = 10.0

    /// Line height: px/pt are points, % and em a multiple of the font size, `auto` none. A bare
    /// number is a multiple in DTCG and pixels in Tokens Studio; one that reads absurdly in its
    /// file's convention (22 times the size; 1.3 pixels) is taken the other way, with a warning.
    func lineHeight(_ value: JSONTree, at location: String) throws(OversetStyleError) -> TextStyleDefinition.LineHeight? {
        if case .string(let text) = value, text.lowercased() == "auto" || text.lowercased() == "normal" { return nil }
        let (number, unit) = try numberWithUnit(value, at: location, expected: "a line height like \"22px\", \"130%\" or 1.3")
        guard number > 0 else { throw tree.error(at: location, "a line height must be above 0, got \(value.summary)") }
        let height: TextStyleDefinition.LineHeight
        switch unit {
        case "": height = unitlessLineHeight(number, at: location)
        case "px", "pt": height = .points(number)
        case "%": height = .multiple(number / 100)
        case "em": height = .multiple(number)
        case "rem": height = .points(number * 16)
        default: throw tree.error(at: location, "unit '\(unit)' is not a line-height unit; use px, pt, %, em or none")
        }
        // Bounded (issue 34: "1e308px" once resolved to infinite leading, "1e308%" to null).
        switch height {
        case .points(let points) where !(points <= Self.maximumLineHeightPoints):
            throw tree.error(at: location, "a line height must be at most 10000 points, got \(value.summary)")
        case .multiple(let multiple) where !(multiple <= Self.maximumLineHeightMultiple):
            throw tree.error(at: location, "a line height must be at most 10 times the font size (1000%), got \(value.summary)")
        default: return height
        }
    }

    /// The largest unitless line height read as a multiple of the font size: line heights run
    /// from about 0.8 to 2 times the size, and pixel line heights from about 10 up.
    static let largestLineHeightMultiple = 3.0

    private func unitlessLineHeight(_ number: Double, at location: String) -> TextStyleDefinition.LineHeight {
        let isMultiple = number <= Self.largestLineHeightMultiple
        let written = NumberText.shortest(number)
        switch (tree.dialect, isMultiple) {
        case (.dtcg, false):
            tree.warnings.add(
                "\(tree.file): \(location): a unitless line height of \(written) would be \(written) times the font size (DTCG); "
                    + "read as \(written) pt, as Tokens Studio means it. Write \"\(written)px\" or a multiple such as 1.3 to say which")
            return .points(number)
        case (.tokensStudio, true):
            tree.warnings.add(
                "\(tree.file): \(location): a unitless line height of \(written) would be \(written) px (Tokens Studio); "
                    + "read as \(written) times the font size. Write \"\(NumberText.shortest(number * 100))%\" or \"\(written)px\" to say which")
            return .multiple(number)
        case (.dtcg, true): return .multiple(number)
        case (.tokensStudio, false): return .points(number)
        }
    }

    /// A font family: a string, or the first of an array of fallbacks.
    func fontFamily(_ value: JSONTree, at location: String) throws(OversetStyleError) -> String {
        switch value {
        case .string(let family) where !family.trimmingWhitespace.isEmpty:
            return family.trimmingWhitespace
        case .array(let families):
            guard let first = families.first else { break }
            return try fontFamily(first, at: location + "[0]")
        default:
            break
        }
        throw tree.error(at: location, "expected a font family name, got \(value.summary)")
    }

    /// A finite number with an optional unit, from `12`, `"12px"`, `"-1.5%"` or `{"value": 12, "unit": "px"}`.
    private func numberWithUnit(
        _ value: JSONTree, at location: String,
        expected: String
    ) throws(OversetStyleError) -> (Double, String) {
        switch value {
        case .number(let number) where number.isFinite:
            return (number, "")
        case .string(let text):
            let trimmed = text.trimmingWhitespace
            if let (number, unit) = TokenMath.evaluate(trimmed) { return (number, unit) }
            let numberEnd = trimmed.firstIndex { !("0123456789.+-eE".contains($0)) } ?? trimmed.endIndex
            // "1e" would swallow the e of "em": take the longest prefix that parses.
            var end = numberEnd
            while end > trimmed.startIndex, Double(trimmed[..<end]) == nil { end = trimmed.index(before: end) }
            if let number = Double(trimmed[..<end]), number.isFinite {
                let unit = trimmed[end...].trimmingWhitespace.lowercased()
                if unit.contains(where: { "+-*/()".contains($0) }) {
                    throw tree.error(
                        at: location,
                        "cannot evaluate \(value.summary): arithmetic is + - * / and parentheses over numbers with at most one unit, and no division by 0")
                }
                return (number, unit)
            }
        case .object(let members):
            if case .number(let number)? = members["value"], number.isFinite {
                if case .string(let unit)? = members["unit"] { return (number, unit.lowercased()) }
                if members["unit"] == nil { return (number, "") }
            }
        default:
            break
        }
        throw tree.error(at: location, "expected \(expected), got \(value.summary)")
    }

    /// DTCG's font weight names (Design Tokens Format Module, fontWeight), without dashes.
    private static let dtcgWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]
}
