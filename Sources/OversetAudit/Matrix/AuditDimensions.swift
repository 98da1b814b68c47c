import OversetLayout
package import OversetPlumbing
import OversetStyle

/// The audit's dimensions, each declared once (`AuditDimension`), and the orders in which
/// outputs list them. A test holds every order to the same dimensions (`AuditDimensionTests`).
package enum AuditDimensions {
    package static let category = CategoryDimension()
    package static let preset = PresetDimension()
    package static let width = WidthDimension()
    package static let locale = LocaleDimension()
    package static let scale = ScaleDimension()
    package static let boldText = BoldTextDimension()
    package static let device = DeviceDimension()
    package static let iosVersion = IOSVersionDimension()

    /// Every dimension, in the order specs, JSON reports and `--help` list them.
    package static let all: [any AuditDimension] = [category, preset, width, locale, scale, boldText, device, iosVersion]

    /// The nesting of `AuditMatrix.environments`, outermost first: a screen's sizes are
    /// neighbours in reports. (The constant scale and iOS version are anywhere; devices take the
    /// widths' place.)
    package static let nesting: [any AuditDimension] = [locale, boldText, preset, width, device, category, scale, iosVersion]

    /// The order of an environment's values in JSON reports.
    package static let environmentOrder: [any AuditDimension] = [category, preset, width, scale, locale, boldText, device, iosVersion]

    /// The order of a finding's first layout in a report's detail ("de, copper, AX2, 320 pt").
    package static let detailOrder: [any AuditDimension] = [locale, preset, category, width, device, boldText, scale, iosVersion]

    /// The order of `overset layout`'s options in the command that reproduces a finding: the
    /// device after the width, which it sets again.
    package static let commandOrder: [any AuditDimension] = [category, width, device, preset, locale, boldText, scale, iosVersion]
}

/// `categories`: Dynamic Type sizes, searched by the thresholds.
package struct CategoryDimension: AuditDimension {
    package let name = "categories"
    package let optionHelp = "Sizes: L...AX5, XS,L,AX3 or all (default: the spec's matrix, else all)."
    package let environmentKey = "category"
    package let layoutOptionValueName: String? = "size"
    package let layoutOptionHelp = "Dynamic Type size: XS S M L XL XXL XXXL AX1…AX5 (default L)."
    package let noun = "category"
    package let role = AuditDimensionRole.sizes
    package var values: WritableKeyPath<AuditMatrix, [DynamicTypeSize]> { \.categories }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [DynamicTypeSize]?> { \.categories }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, DynamicTypeSize> { \.category }
    package var defaultValues: [DynamicTypeSize] { DynamicTypeSize.allCases }

    package func spelling(_ value: DynamicTypeSize) -> String { value.shortName }

    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [DynamicTypeSize] {
        do {
            return try DynamicTypeSize.list(parsing: text)
        } catch {
            throw AuditDimensionProblem(error.description)
        }
    }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> DynamicTypeSize {
        guard let size = text.flatMap(DynamicTypeSize.init(parsing:)) else {
            throw AuditDimensionProblem(OversetStyleError.unknownCategory(text ?? "").description)
        }
        return size
    }

    package func values<Failure: Error>(
        reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String
    ) throws(Failure) -> [DynamicTypeSize] {
        let names = try strings(json, reader, at: path)
        do {
            return try DynamicTypeSize.list(parsing: names.joined(separator: ","))
        } catch {
            throw reader.error(path, error.description)
        }
    }

    package func json(_ value: DynamicTypeSize) -> JSONValue { .string(value.name) }

    package func environmentValue(readingJSON json: JSONTree?) -> DynamicTypeSize? {
        guard case .string(let name)? = json else { return nil }
        return DynamicTypeSize(parsing: name)
    }

    package func repeatDescription(_ value: DynamicTypeSize) -> String { "the category \(value.shortName)" }
    package func detailName(_ value: DynamicTypeSize, matrixCount: Int) -> String? { spelling(value) }
}

/// `presets`: the theme's presets ("default" is the theme itself).
package struct PresetDimension: AuditDimension {
    package let name = "presets"
    package let optionHelp = "Theme presets, comma-separated (default: the spec's, else the theme's own)."
    package let environmentKey = "preset"
    package let layoutOptionValueName: String? = "name"
    package let layoutOptionHelp = "Theme preset (default: the screen's, else default)."
    package let noun = "preset"
    package let role = AuditDimensionRole.variant(qualifier: .listed(preposition: "in"), thresholds: .first)
    package var values: WritableKeyPath<AuditMatrix, [String]> { \.presets }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [String]?> { \.presets }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, String> { \.presetName }
    /// The README's presets; an audit defaults to those its screens' themes share
    /// (`AuditMatrix.sharedPresets(of:)`).
    package var defaultValues: [String] { ["default", "slate", "copper", "aurora", "sage"] }
    package func defaultValues(for screens: [AuditScreen]) -> [String] { AuditMatrix.sharedPresets(of: screens) }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> String {
        try name(parsingLayoutOption: text, or: Theme.defaultPresetName, example: "a preset name such as default or slate")
    }

    package func repeatDescription(_ value: String) -> String { "the preset '\(value)'" }
}

/// `widths`: screen widths in points, searched by the thresholds.
package struct WidthDimension: AuditDimension {
    package let name = "widths"
    package let optionHelp = "Screen widths in points, comma-separated (default 320,375,430)."
    package let environmentKey = "width"
    package let layoutOptionValueName: String? = "points"
    package let layoutOptionHelp = "Screen width (default: the screen's own, else 375)."
    package let noun = "width"
    package let role = AuditDimensionRole.widths
    package var values: WritableKeyPath<AuditMatrix, [Double]> { \.widths }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [Double]?> { \.widths }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, Double> { \.width }
    package var defaultValues: [Double] { [320, 375, 430] }

    package func spelling(_ value: Double) -> String { NumberText.shortest(value) }

    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [Double] {
        try items(text).map { item throws(AuditDimensionProblem) in try width(item, option, expecting: "numbers of points") }
    }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> Double {
        try width(text ?? "", layoutOption, expecting: "a number of points")
    }

    private func width(_ text: String, _ option: String, expecting noun: String) throws(AuditDimensionProblem) -> Double {
        guard let width = Double(decimal: text), LayoutEnvironment.isValidWidth(width) else {
            throw AuditDimensionProblem("\(option) expects \(noun) above 0 and at most \(Int(LayoutEnvironment.maximumWidth)), got '\(text)'")
        }
        return width
    }

    package func values<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [Double] {
        guard case .array(let items) = json else { throw reader.error(path, "expected an array of numbers, got \(json.summary)") }
        var values: [Double] = []
        for item in items {
            guard case .number(let width) = item, LayoutEnvironment.isValidWidth(width) else {
                throw reader.error(path, "\(LayoutEnvironment.widthRule), got \(item.summary)")
            }
            values.append(width)
        }
        return values
    }

    package func json(_ value: Double) -> JSONValue { .number(value) }

    package func environmentValue(readingJSON json: JSONTree?) -> Double? {
        guard case .number(let width)? = json else { return nil }
        return width
    }

    package func problem(with value: Double) -> String? {
        LayoutEnvironment.isValidWidth(value) ? nil : "\(LayoutEnvironment.widthRule), got \(value)"
    }

    package func repeatDescription(_ value: Double) -> String { "the width \(NumberText.shortest(value))" }
    package func junitName(_ value: Double) -> String? { "\(NumberText.shortest(value)) pt" }
    package func detailName(_ value: Double, matrixCount: Int) -> String? { junitName(value) }
}

/// `locales`: BCP 47 tags; a locale written right to left lays out right to left.
package struct LocaleDimension: AuditDimension {
    package let name = "locales"
    package let optionHelp = "Locales, comma-separated; en-XA and ar-XB are pseudo-locales (default en)."
    package let environmentKey = "locale"
    package let layoutOptionValueName: String? = "tag"
    package let layoutOptionHelp = "Locale: texts given by key come from --strings in it; en-XA and ar-XB are pseudo-locales (default en)."
    package let noun = "locale"
    package let role = AuditDimensionRole.variant(qualifier: .leading, thresholds: .first)
    package var values: WritableKeyPath<AuditMatrix, [String]> { \.locales }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [String]?> { \.locales }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, String> { \.localeAndDirection }
    package var defaultValues: [String] { ["en"] }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> String {
        try name(parsingLayoutOption: text, or: "en", example: "a locale tag such as de or en-XA")
    }

    package func repeatKey(_ value: String) -> AnyHashable { AnyHashable(value.lowercased()) }
    package func repeatDescription(_ value: String) -> String { "the locale '\(value.lowercased())'" }
}

/// `scale`: pixels per point, one for the whole audit.
package struct ScaleDimension: AuditDimension {
    package let name = "scale"
    package let optionValueName = "factor"
    package let optionHelp = "Display scale (default 3)."
    package let environmentKey = "scale"
    package let layoutOptionValueName: String? = "factor"
    package let layoutOptionHelp = "Display scale for pixel rounding (default 3)."
    package let noun = "display scale"
    package let role = AuditDimensionRole.constant
    package var values: WritableKeyPath<AuditMatrix, [Double]> { \.displayScales }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [Double]?> { \.displayScales }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, Double> { \.displayScale }
    package var defaultValues: [Double] { [LayoutEnvironment.defaultDisplayScale] }

    package func spelling(_ value: Double) -> String { NumberText.shortest(value) }

    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [Double] {
        [try value(parsingLayoutOption: text)]
    }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> Double {
        guard let text, let scale = Double(decimal: text), LayoutEnvironment.isValidDisplayScale(scale) else {
            throw AuditDimensionProblem("\(option) expects pixels per point from 0 to 1000, got '\(text ?? "")'")
        }
        return scale
    }

    package func values<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [Double] {
        guard case .number(let value) = json, LayoutEnvironment.isValidDisplayScale(value) else {
            throw reader.error(path, "expected 0…1000, got \(json.summary)")
        }
        return [value]
    }

    package func json(_ value: Double) -> JSONValue { .number(value) }
    package func matrixJSON(_ values: [Double]) -> JSONValue? { values.first.map(JSONValue.number) }

    package func environmentValue(readingJSON json: JSONTree?) -> Double? {
        guard case .number(let scale)? = json else { return nil }
        return scale
    }

    package func problem(with value: Double) -> String? {
        LayoutEnvironment.isValidDisplayScale(value) ? nil : "the display scale must be from 0 to 1000, got \(value)"
    }

    package func repeatDescription(_ value: Double) -> String { "the display scale \(NumberText.shortest(value))" }

    package func layoutArguments(_ value: Double) -> [String] {
        value == LayoutEnvironment.defaultDisplayScale ? [] : [layoutOption, spelling(value)]
    }

    package func junitName(_ value: Double) -> String? { nil }
    package func detailName(_ value: Double, matrixCount: Int) -> String? { nil }
}

/// `boldText`: the Bold Text setting, "off" and "on".
package struct BoldTextDimension: AuditDimension {
    package let name = "boldText"
    package let option = "--bold-text"
    package let optionHelp = "The Bold Text setting: off (default), on, or off,on for both."
    package let environmentKey = "boldText"
    package let layoutOption = "--bold-text"
    package let layoutOptionValueName: String? = nil
    package let layoutOptionHelp = "Lay out with the Bold Text setting on."
    package let noun = "Bold Text setting"
    package let role = AuditDimensionRole.variant(
        qualifier: .setting(onSpelling: "on", on: "with Bold Text", off: "without Bold Text"), thresholds: .every)
    package var values: WritableKeyPath<AuditMatrix, [LegibilityWeight]> { \.legibilityWeights }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [LegibilityWeight]?> { \.legibilityWeights }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, LegibilityWeight> { \.legibilityWeight }
    package var defaultValues: [LegibilityWeight] { [.regular] }

    package func spelling(_ value: LegibilityWeight) -> String { value == .bold ? "on" : "off" }

    /// Bold Text settings by their names, "off" and "on"; nil unless every name is one.
    static func weights(_ names: [String]) -> [LegibilityWeight]? {
        let weights = names.compactMap { ["off": LegibilityWeight.regular, "on": .bold][$0.lowercased()] }
        return weights.count == names.count && !names.isEmpty ? weights : nil
    }

    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [LegibilityWeight] {
        guard let weights = Self.weights(try items(text)) else {
            throw AuditDimensionProblem("\(option) expects off, on or off,on, got '\(text)'")
        }
        return weights
    }

    /// `overset layout --bold-text` is a flag: given, Bold Text is on.
    package func value(parsingLayoutOption text: String?) -> LegibilityWeight { .bold }

    package func values<Failure: Error>(
        reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String
    ) throws(Failure) -> [LegibilityWeight] {
        guard let weights = Self.weights(try strings(json, reader, at: path)) else {
            throw reader.error(path, "expected \"off\", \"on\" or both, got \(json.summary)")
        }
        return weights
    }

    package func json(_ value: LegibilityWeight) -> JSONValue { .string(spelling(value)) }
    /// Only when Bold Text is audited, so that other reports read as before.
    package func matrixJSON(_ values: [LegibilityWeight]) -> JSONValue? { values == [.regular] ? nil : .array(values.map(json)) }
    package func environmentJSON(_ value: LegibilityWeight) -> JSONValue? { value == .bold ? .bool(true) : nil }

    package func environmentValue(readingJSON json: JSONTree?) -> LegibilityWeight? {
        switch json {
        case nil, .bool(false)?: return .regular
        case .bool(true)?: return .bold
        default: return nil
        }
    }

    package func repeatDescription(_ value: LegibilityWeight) -> String { "the Bold Text setting \(value)" }
    package func layoutArguments(_ value: LegibilityWeight) -> [String] { value == .bold ? [layoutOption] : [] }
    package func junitName(_ value: LegibilityWeight) -> String? { value == .bold ? "Bold Text" : nil }
    package func detailName(_ value: LegibilityWeight, matrixCount: Int) -> String? { matrixCount > 1 ? junitName(value) : nil }
}

/// What the dimensions whose values are names (presets, locales) share: a value is written,
/// read and listed as itself.
extension AuditDimension where Value == String {
    package func spelling(_ value: String) -> String { value }
    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [String] { try items(text) }

    package func values<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [String] {
        try strings(json, reader, at: path)
    }

    package func json(_ value: String) -> JSONValue { .string(value) }

    package func environmentValue(readingJSON json: JSONTree?) -> String? {
        guard case .string(let name)? = json else { return nil }
        return name
    }
}
