import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle

/// Checked readers for option values, shared by the commands so that each kind of value is
/// parsed, bounded and worded the same everywhere.
extension ParsedArguments {
    /// A number, or nil when absent.
    ///
    /// - Throws: `UsageError` when the value is not a number.
    func double(_ option: CommandSpec.Option) throws(UsageError) -> Double? {
        guard let text = self[option] else { return nil }
        guard let value = Double(decimal: text) else { throw UsageError("\(option.name) expects a number, got '\(text)'") }
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

    /// A display scale, 0 (no pixel rounding) to 1000, or nil when absent.
    ///
    /// - Throws: `UsageError` for anything else.
    func displayScale(_ option: CommandSpec.Option) throws(UsageError) -> Double? {
        guard let text = self[option] else { return nil }
        guard let scale = Double(decimal: text), LayoutEnvironment.isValidDisplayScale(scale) else {
            throw UsageError("\(option.name) expects pixels per point from 0 to 1000, got '\(text)'")
        }
        return scale
    }

    /// Content size categories: a list, a range such as `L...AX5`, or `all`; nil when absent.
    ///
    /// - Throws: `OversetStyleError` naming the bad category.
    func categories(_ option: CommandSpec.Option) throws(OversetStyleError) -> [DynamicTypeSize]? {
        try self[option].map { text throws(OversetStyleError) in try DynamicTypeSize.list(parsing: text) }
    }
}
