import Foundation
import OversetLayout
import OversetStyle
package import OversetPlumbing

extension AuditMatrix {
    /// The matrix a spec's `matrix` object gives, over `defaults` for what it leaves out:
    /// `categories` ("all", "L...AX5" or a list), `presets`, `widths`, `locales`, `scale`.
    ///
    /// - Throws: `OversetSpecError` naming the JSON path.
    package init(spec: JSONTree?, file: String, defaults: AuditMatrix = AuditMatrix()) throws(OversetSpecError) {
        self = defaults
        guard let spec else { return }
        func fail(_ key: String, _ problem: String) -> OversetSpecError {
            OversetSpecError(file: file, path: key.isEmpty ? "matrix" : "matrix.\(key)", problem: problem)
        }
        guard let members = spec.members else { throw fail("", "expected an object, got \(spec.summary)") }
        for key in members.keys.sorted() where !["categories", "presets", "widths", "locales", "scale"].contains(key) {
            throw fail(key, "unknown key; expected categories, presets, widths, locales or scale")
        }
        func strings(_ key: String) throws(OversetSpecError) -> [String]? {
            guard let value = members[key] else { return nil }
            switch value {
            case .string(let text): return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case .array(let items):
                var result: [String] = []
                for item in items {
                    guard case .string(let text) = item else { throw fail(key, "expected strings, got \(item.summary)") }
                    result.append(text)
                }
                return result
            default: throw fail(key, "expected a string or an array of strings, got \(value.summary)")
            }
        }
        if let categories = try strings("categories") {
            do {
                self.categories = try DynamicTypeSize.list(parsing: categories.joined(separator: ","))
            } catch {
                throw fail("categories", error.description)
            }
        }
        if let presets = try strings("presets") { self.presets = presets }
        if let locales = try strings("locales") { self.locales = locales }
        if let widths = members["widths"] {
            guard case .array(let items) = widths else { throw fail("widths", "expected an array of numbers, got \(widths.summary)") }
            var values: [Double] = []
            for item in items {
                guard case .number(let width) = item, width > 0, width <= 10_000 else {
                    throw fail("widths", "a width must be a number of points above 0 and at most 10000, got \(item.summary)")
                }
                values.append(width)
            }
            self.widths = values
        }
        if let scale = members["scale"] {
            guard case .number(let value) = scale, value >= 0, value <= 1000 else { throw fail("scale", "expected 0…1000, got \(scale.summary)") }
            self.displayScale = value
        }
    }
}
