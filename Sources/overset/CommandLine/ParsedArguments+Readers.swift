import OversetAudit
import OversetLayout
import OversetStyle

/// Checked readers for option values, shared by the commands so that each kind of value is
/// parsed, bounded and worded the same everywhere.
extension ParsedArguments {
    /// A number, or nil when absent.
    ///
    /// - Throws: `UsageError` when the value is not a number.
    func double(_ option: CommandSpec.Option) throws(UsageError) -> Double? {
        guard let text = self[option] else { return nil }
        guard let value = Double(text) else { throw UsageError("\(option.name) expects a number, got '\(text)'") }
        return value
    }

    /// A whole number, or nil when absent.
    ///
    /// - Throws: `UsageError` when the value is not a whole number.
    func integer(_ option: CommandSpec.Option) throws(UsageError) -> Int? {
        guard let text = self[option] else { return nil }
        guard let value = Int(text) else { throw UsageError("\(option.name) expects a whole number, got '\(text)'") }
        return value
    }

    /// A screen width in points (`LayoutEnvironment.isValidWidth`), or nil when absent.
    ///
    /// - Throws: `UsageError` for anything else.
    func width(_ option: CommandSpec.Option) throws(UsageError) -> Double? {
        try self[option].map { text throws(UsageError) in try Self.width(text, option, expecting: "a number of points") }
    }

    /// A comma-separated list of screen widths, or nil when absent.
    ///
    /// - Throws: `UsageError` naming the first bad width.
    func widths(_ option: CommandSpec.Option) throws(UsageError) -> [Double]? {
        try list(option)?.map { text throws(UsageError) in try Self.width(text, option, expecting: "numbers of points") }
    }

    private static func width(_ text: String, _ option: CommandSpec.Option, expecting noun: String) throws(UsageError) -> Double {
        guard let width = Double(text), LayoutEnvironment.isValidWidth(width) else {
            throw UsageError("\(option.name) expects \(noun) above 0 and at most \(Int(LayoutEnvironment.maximumWidth)), got '\(text)'")
        }
        return width
    }

    /// A display scale, 0 (no pixel rounding) to 1000, or nil when absent.
    ///
    /// - Throws: `UsageError` for anything else.
    func displayScale(_ option: CommandSpec.Option) throws(UsageError) -> Double? {
        guard let text = self[option] else { return nil }
        guard let scale = Double(text), LayoutEnvironment.isValidDisplayScale(scale) else {
            throw UsageError("\(option.name) expects pixels per point from 0 to 1000, got '\(text)'")
        }
        return scale
    }

    /// One content size category, or nil when absent.
    ///
    /// - Throws: `UsageError` listing the names.
    func category(_ option: CommandSpec.Option) throws(UsageError) -> DynamicTypeSize? {
        guard let text = self[option] else { return nil }
        guard let size = DynamicTypeSize(parsing: text) else { throw UsageError(OversetStyleError.unknownCategory(text).description) }
        return size
    }

    /// Whose String Catalog device variations to read; nil when absent.
    ///
    /// - Throws: `UsageError` listing the devices for another value.
    func device(_ option: CommandSpec.Option) throws(UsageError) -> StringCatalog.Device? {
        try self[option].map { text throws(UsageError) in
            guard let device = StringCatalog.Device(rawValue: text) else {
                let names = StringCatalog.Device.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("\(option.name) expects one of \(names), got '\(text)'")
            }
            return device
        }
    }

    /// Content size categories: a list, a range such as `L...AX5`, or `all`; nil when absent.
    ///
    /// - Throws: `OversetStyleError` naming the bad category.
    func categories(_ option: CommandSpec.Option) throws(OversetStyleError) -> [DynamicTypeSize]? {
        try self[option].map { text throws(OversetStyleError) in try DynamicTypeSize.list(parsing: text) }
    }

    /// A comma-separated list without empty items, or nil when absent.
    func list(_ option: CommandSpec.Option) -> [String]? {
        self[option].map { text in
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }
}
