import Foundation
import OversetLayout
package import OversetPlumbing
import OversetStyle

extension AuditMatrix {
    /// What one source of a run — a spec's `matrix`, or the command line — chooses of the matrix:
    /// each dimension it sets, nil for those it leaves to the others (`AuditMatrix(specs:…)`).
    public struct Choices: Hashable, Sendable {
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
        /// `iosVersion`: the iOS version whose chrome is laid out.
        public var iosVersion: Int?

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

        /// `devices`: named devices (`DeviceScreen.all`), whose widths replace `widths`.
        public var devices: [DeviceScreen]?

        /// The devices as the device dimension's values; a String Catalog device kind alone
        /// (`--device ipad`, the value nil) chooses none.
        var deviceValues: [DeviceScreen?]? {
            get { devices }
            set { devices = newValue.flatMap { values in values.contains(nil) ? nil : values.compactMap { $0 } } }
        }

        /// The display scale as the scale dimension's list of one.
        var displayScales: [Double]? {
            get { displayScale.map { [$0] } }
            set { displayScale = newValue?.first }
        }

        /// The iOS version as the iOS version dimension's list of one.
        var iosVersions: [Int]? {
            get { iosVersion.map { [$0] } }
            set { iosVersion = newValue?.first }
        }

        /// The matrix `spec` asks for, nil when it has no `matrix`. Read with the screens, so that
        /// a bad matrix is an error naming the file and JSON path before anything is laid out.
        ///
        /// - Throws: `OversetSpecError` naming the JSON path under `matrix`.
        public init?(spec: LayoutSpec) throws(OversetSpecError) {
            guard let value = spec.matrixJSON else { return nil }
            let file = spec.file
            try self.init(json: value, reader: JSONTreeReader { OversetSpecError(file: file, path: $0, problem: $1) }, path: "matrix")
        }

        /// Reads a `matrix` object: a member per dimension, by its name.
        package init<Failure: Error>(json value: JSONTree, reader: JSONTreeReader<Failure>, path: String) throws(Failure) {
            self.init()
            guard let members = value.members else { throw reader.error(path, "expected an object, got \(value.summary)") }
            for key in members.keys.sorted() where !AuditDimensions.all.contains(where: { $0.name == key }) {
                throw reader.error(reader.join(path, key), "unknown key; expected \(Self.names)")
            }
            for dimension in AuditDimensions.all {
                try dimension.read(members, into: &self, reader: reader, path: path)
            }
            if widths != nil, devices != nil {
                throw reader.error(reader.join(path, "devices"), "devices set the widths: give widths or devices, not both")
            }
        }

        /// "categories, presets, widths, locales, scale or boldText".
        static var names: String {
            let names = AuditDimensions.all.map(\.name)
            return names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }
}

extension AuditDimension {
    /// Reads this dimension's member of a `matrix` object, when present, into `choices`.
    func read<Failure: Error>(
        _ members: [String: JSONTree], into choices: inout AuditMatrix.Choices, reader: JSONTreeReader<Failure>, path: String
    ) throws(Failure) {
        guard let value = members[name] else { return }
        choices[keyPath: choice] = try values(reading: value, reader, at: reader.join(path, name))
    }

    /// Sets this dimension's choice from the text of its `overset audit` option.
    ///
    /// - Throws: `AuditDimensionProblem`, the whole message.
    package func choose(parsingOption text: String, in choices: inout AuditMatrix.Choices) throws(AuditDimensionProblem) {
        choices[keyPath: choice] = try values(parsingOption: text)
    }
}
