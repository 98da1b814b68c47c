internal import OversetPlumbing
import OversetStyle

extension LayoutSpec {
    /// The audit matrix a spec asks for: each dimension it sets, nil for those it leaves to the
    /// run (the command line, then the defaults). Read with the spec, so that a bad matrix is an
    /// error naming the file and JSON path before anything is laid out.
    public struct Matrix: Hashable, Sendable {
        /// `categories`: "all", a range such as "L...AX5", or a list.
        public var categories: [DynamicTypeSize]?
        /// `presets`: theme preset names.
        public var presets: [String]?
        /// `widths`: screen widths in points.
        public var widths: [Double]?
        /// `locales`: BCP 47 tags (`en-XA` and `ar-XB` are pseudo-locales).
        public var locales: [String]?
        /// `scale`: pixels per point.
        public var displayScale: Double?
        /// `boldText`: the Bold Text settings, `["off", "on"]` (or `"off,on"`).
        public var legibilityWeights: [LegibilityWeight]?

        public init(
            categories: [DynamicTypeSize]? = nil, presets: [String]? = nil, widths: [Double]? = nil,
            locales: [String]? = nil, displayScale: Double? = nil, legibilityWeights: [LegibilityWeight]? = nil
        ) {
            self.categories = categories
            self.presets = presets
            self.widths = widths
            self.locales = locales
            self.displayScale = displayScale
            self.legibilityWeights = legibilityWeights
        }

        /// Bold Text settings by their CLI and spec names: "off" and "on".
        public static func legibilityWeights(parsing names: [String]) -> [LegibilityWeight]? {
            let weights = names.compactMap { ["off": LegibilityWeight.regular, "on": .bold][$0.lowercased()] }
            return weights.count == names.count && !names.isEmpty ? weights : nil
        }

        /// The spec's names of the dimensions, in the order the documentation lists them.
        static let keys = ["categories", "presets", "widths", "locales", "scale", "boldText"]
    }
}

extension LayoutSpec.Matrix {
    /// Reads a spec's `matrix` object.
    ///
    /// - Throws: `OversetSpecError` naming the JSON path under `matrix`.
    init(_ value: JSONTree, reader: SpecReader) throws(OversetSpecError) {
        guard let members = value.members else { throw reader.error("matrix", "expected an object, got \(value.summary)") }
        for key in members.keys.sorted() where !Self.keys.contains(key) {
            throw reader.error("matrix.\(key)", "unknown key; expected categories, presets, widths, locales, scale or boldText")
        }
        func strings(_ key: String) throws(OversetSpecError) -> [String]? {
            guard let value = members[key] else { return nil }
            switch value {
            case .string(let text): return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case .array(let items):
                var result: [String] = []
                for item in items {
                    guard case .string(let text) = item else { throw reader.error("matrix.\(key)", "expected strings, got \(item.summary)") }
                    result.append(text)
                }
                return result
            default: throw reader.error("matrix.\(key)", "expected a string or an array of strings, got \(value.summary)")
            }
        }
        if let categories = try strings("categories") {
            do {
                self.categories = try DynamicTypeSize.list(parsing: categories.joined(separator: ","))
            } catch {
                throw reader.error("matrix.categories", error.description)
            }
        }
        presets = try strings("presets")
        if let names = try strings("boldText") {
            guard let weights = Self.legibilityWeights(parsing: names) else {
                throw reader.error("matrix.boldText", "expected \"off\", \"on\" or both, got \(members["boldText"]!.summary)")
            }
            legibilityWeights = weights
        }
        locales = try strings("locales")
        if let widths = members["widths"] {
            guard case .array(let items) = widths else {
                throw reader.error("matrix.widths", "expected an array of numbers, got \(widths.summary)")
            }
            var values: [Double] = []
            for item in items {
                guard case .number(let width) = item, LayoutEnvironment.isValidWidth(width) else {
                    throw reader.error("matrix.widths", "\(LayoutEnvironment.widthRule), got \(item.summary)")
                }
                values.append(width)
            }
            self.widths = values
        }
        if let scale = members["scale"] {
            guard case .number(let value) = scale, LayoutEnvironment.isValidDisplayScale(value) else {
                throw reader.error("matrix.scale", "expected 0…1000, got \(scale.summary)")
            }
            displayScale = value
        }
    }
}
