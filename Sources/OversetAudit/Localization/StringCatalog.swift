import Foundation
internal import OversetPlumbing
import OversetStyle

/// An Xcode String Catalog (`.xcstrings`): keys with their translations per locale.
public struct StringCatalog: Sendable {
    /// One key's text in one locale.
    public struct Localization: Hashable, Sendable {
        /// The text; for plural variations, the longest form (the one most likely not to fit).
        public var value: String
        /// The translation state (`translated`, `needs_review`, `new`, …).
        public var state: String
    }

    /// The catalog's source language.
    public var sourceLanguage: String
    /// Key → locale → localization.
    public var strings: [String: [String: Localization]]
    /// The file, for messages.
    public var file: String

    /// Reads a catalog file.
    ///
    /// - Throws: `AuditError.invalidCatalog` naming the file and JSON path.
    public init(contentsOf path: String) throws(AuditError) {
        try self.init(data: try CatalogReader(catalogFile: path).readFile(path), file: path)
    }

    /// Reads a catalog from JSON bytes.
    ///
    /// - Throws: `AuditError.invalidCatalog` naming the JSON path of the first problem.
    public init(data: Data, file: String) throws(AuditError) {
        let reader = CatalogReader(catalogFile: file)
        let fail = reader.error
        let root = try reader.parse(data)
        guard let members = root.members else { throw fail("", "expected an object with sourceLanguage and strings, got \(root.summary)") }
        guard case .string(let source)? = members["sourceLanguage"] else { throw fail("sourceLanguage", "missing or not a string") }
        guard let entries = members["strings"]?.members else { throw fail("strings", "missing or not an object of keys") }
        var strings: [String: [String: Localization]] = [:]
        for (key, entry) in entries {
            let path = "strings[\"\(key)\"]"
            guard let entryMembers = entry.members else { throw fail(path, "expected an object, got \(entry.summary)") }
            var localizations: [String: Localization] = [:]
            if let list = entryMembers["localizations"] {
                guard let byLocale = list.members else { throw fail(path + ".localizations", "expected an object of locales, got \(list.summary)") }
                for (locale, value) in byLocale {
                    localizations[locale] = try Self.localization(value, path: "\(path).localizations.\(locale)", fail: fail)
                }
            }
            strings[key] = localizations
        }
        self.sourceLanguage = source
        self.strings = strings
        self.file = file
    }

    /// A `stringUnit`, or `variations` (plural, device) of them: the longest value, with the
    /// weakest state among the forms.
    private static func localization(
        _ value: JSONTree, path: String,
        fail: (String, String) -> AuditError
    ) throws(AuditError) -> Localization {
        guard let members = value.members else { throw fail(path, "expected an object, got \(value.summary)") }
        if let unit = members["stringUnit"] {
            guard let fields = unit.members, case .string(let text)? = fields["value"] else {
                throw fail(path + ".stringUnit", "expected {\"state\": …, \"value\": \"…\"}")
            }
            let state: String
            if case .string(let given)? = fields["state"] { state = given } else { state = "translated" }
            return Localization(value: text, state: state)
        }
        guard let variations = members["variations"]?.members, !variations.isEmpty else {
            throw fail(path, "expected a stringUnit or variations")
        }
        var forms: [Localization] = []
        for (kind, byCase) in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = byCase.members, !cases.isEmpty else { throw fail("\(path).variations.\(kind)", "expected an object of forms") }
            for (name, form) in cases.sorted(by: { $0.key < $1.key }) {
                forms.append(try localization(form, path: "\(path).variations.\(kind).\(name)", fail: fail))
            }
        }
        let longest = forms.max { $0.value.count < $1.value.count }!
        let state = forms.first { $0.state != "translated" }?.state ?? "translated"
        return Localization(value: longest.value, state: state)
    }

    /// The text of `key` in `locale`: the locale's own, else its language's (`de` for `de-CH`),
    /// else the source language's; nil when the catalog has no such key.
    ///
    /// - Returns: the localization and the locale it came from.
    public func lookUp(_ key: String, locale: String) -> (Localization, locale: String)? {
        guard let localizations = strings[key] else { return nil }
        let language = String(locale.split(separator: "-").first ?? Substring(locale))
        for candidate in [locale, language, sourceLanguage] {
            if let found = localizations[candidate] { return (found, candidate) }
        }
        return nil
    }
}
