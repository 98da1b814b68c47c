import Foundation
internal import OversetPlumbing
import OversetStyle

/// An Xcode String Catalog (`.xcstrings`): keys with their translations per locale.
public struct StringCatalog: Sendable {
    /// One key's text in one locale.
    public struct Localization: Hashable, Sendable {
        /// The text, a format string: for plural variations and plural substitutions
        /// (`%#@followers@`), the longest form (the one most likely not to fit); for device
        /// variations, the audited device's form (else `other`).
        public var value: String
        /// The translation state (`translated`, `needs_review`, `new`, …).
        public var state: String
        /// Every form the audited device may show, as written, for the translation checks
        /// (`StringCatalog.translationFindings(of:locale:)`): a string unit's text (its `%#@name@`
        /// kept), each plural form, and each form of each substitution with `%arg` as its
        /// argument's specifier.
        public var forms: [Form] = []

        /// One form of a localization.
        public struct Form: Hashable, Sendable {
            /// Where the form is in the entry: empty for a plain string unit, `plural.one`,
            /// `device.iphone`, `%#@posts@.plural.few`.
            public var name: String
            /// The form's text.
            public var value: String

            /// A form named `name` (empty for a plain string unit) with the text `value`.
            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        /// A localization showing `value`, with the forms the translation checks read.
        public init(value: String, state: String, forms: [Form] = []) {
            self.value = value
            self.state = state
            self.forms = forms
        }
    }

    /// The catalog's source language.
    public var sourceLanguage: String
    /// Key → locale → localization.
    public var strings: [String: [String: Localization]]
    /// The file, for messages.
    public var file: String
    /// The device whose variations are read.
    public var device: Device

    /// A device a catalog's `device` variations name (Xcode's keys).
    public enum Device: String, CaseIterable, Sendable {
        case iphone, ipad, mac, applewatch, appletv, applevision
    }

    /// Reads a catalog file.
    ///
    /// - Parameter device: Whose `device` variations to read (the iPhone's by default).
    /// - Throws: `AuditError.invalidCatalog` naming the file and JSON path.
    public init(contentsOf path: String, device: Device = .iphone) throws(AuditError) {
        try self.init(data: try CatalogReader(catalogFile: path).readFile(path), file: path, device: device)
    }

    /// Reads a catalog from JSON bytes.
    ///
    /// - Parameter device: Whose `device` variations to read (the iPhone's by default).
    /// - Throws: `AuditError.invalidCatalog` naming the JSON path of the first problem.
    public init(data: Data, file: String, device: Device = .iphone) throws(AuditError) {
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
                    localizations[locale] = try Self.localization(
                        value, path: "\(path).localizations.\(locale)", device: device, fail: fail)
                }
            }
            strings[key] = localizations
        }
        self.sourceLanguage = source
        self.strings = strings
        self.file = file
        self.device = device
    }

    /// A `stringUnit` (with its `substitutions`), or `variations` of them: the device's form of
    /// `device` variations (else `other`), the longest form of others (plural), with the weakest
    /// state among the forms read.
    private static func localization(
        _ value: JSONTree, path: String, device: Device,
        fail: (String, String) -> AuditError
    ) throws(AuditError) -> Localization {
        guard let members = value.members else { throw fail(path, "expected an object, got \(value.summary)") }
        if let unit = members["stringUnit"] {
            guard let fields = unit.members, case .string(let text)? = fields["value"] else {
                throw fail(path + ".stringUnit", "expected {\"state\": …, \"value\": \"…\"}")
            }
            let state: String
            if case .string(let given)? = fields["state"] { state = given } else { state = "translated" }
            var localization = Localization(value: text, state: state, forms: [Localization.Form(name: "", value: text)])
            if let substitutions = members["substitutions"] {
                localization = try substituting(substitutions, into: localization, path: path + ".substitutions", device: device, fail: fail)
            }
            return localization
        }
        guard let variations = members["variations"]?.members, !variations.isEmpty else {
            throw fail(path, "expected a stringUnit or variations")
        }
        var forms: [Localization] = []
        var written: [Localization.Form] = []
        for (kind, byCase) in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = byCase.members, !cases.isEmpty else { throw fail("\(path).variations.\(kind)", "expected an object of forms") }
            for (name, form) in shownForms(cases, kind: kind, device: device).sorted(by: { $0.key < $1.key }) {
                let read = try localization(form, path: "\(path).variations.\(kind).\(name)", device: device, fail: fail)
                forms.append(read)
                written += read.forms.map { Localization.Form(name: joined("\(kind).\(name)", $0.name), value: $0.value) }
            }
        }
        let longest = forms.max { $0.value.count < $1.value.count }!
        let state = forms.first { $0.state != "translated" }?.state ?? "translated"
        return Localization(value: longest.value, state: state, forms: written)
    }

    /// A form's name inside `outer`: "plural.one" inside "device.iphone" is "device.iphone.plural.one".
    private static func joined(_ outer: String, _ inner: String) -> String {
        inner.isEmpty ? outer : outer + "." + inner
    }

    /// The forms of one kind of variation that `device` may show: of `device` variations its own
    /// form, else `other` (as iOS picks), else — a catalog with neither — all of them; of other
    /// kinds (plural), all.
    private static func shownForms(_ cases: [String: JSONTree], kind: String, device: Device) -> [String: JSONTree] {
        guard kind == "device" else { return cases }
        for name in [device.rawValue, "other"] {
            if let form = cases[name] { return [name: form] }
        }
        return cases
    }

    /// `%#@name@` replaced by the longest form of substitution `name`, whose `%arg` becomes the
    /// positional specifier of its `argNum` and `formatSpecifier` ("%#@followers@" with "%arg
    /// followers" for argument 1, `lld` → "%1$lld followers").
    private static func substituting(
        _ value: JSONTree, into unit: Localization, path: String, device: Device,
        fail: (String, String) -> AuditError
    ) throws(AuditError) -> Localization {
        guard let substitutions = value.members else { throw fail(path, "expected an object of substitutions, got \(value.summary)") }
        var result = unit
        for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
            let here = "\(path).\(name)"
            guard let fields = substitution.members else { throw fail(here, "expected an object, got \(substitution.summary)") }
            guard case .number(let number)? = fields["argNum"], number >= 1, number <= 99, number == number.rounded() else {
                throw fail(here + ".argNum", "expected an argument number from 1 to 99")
            }
            guard case .string(let specifier)? = fields["formatSpecifier"], FormatString("%" + specifier).specifierCount > 0 else {
                throw fail(here + ".formatSpecifier", "expected a format specifier such as \"lld\" or \"@\"")
            }
            let form = try localization(JSONTree.object(fields.filter { $0.key == "variations" }), path: here, device: device, fail: fail)
            let text = form.value.replacingOccurrences(of: "%arg", with: "%\(Int(number))$\(specifier)")
            let token = "%#@\(name)@"
            guard result.value.contains(token) else { throw fail(here, "the string has no \(token) for it") }
            result.value = result.value.replacingOccurrences(of: token, with: text)
            result.forms += form.forms.map { written in
                Localization.Form(
                    name: joined(token, written.name),
                    value: written.value.replacingOccurrences(of: "%arg", with: "%\(Int(number))$\(specifier)"))
            }
            if result.state == "translated" { result.state = form.state }
        }
        return result
    }

    /// The language of a BCP 47 locale: "de" for "de-CH".
    static func language(of locale: String) -> String {
        String(locale.split(separator: "-").first ?? Substring(locale))
    }

    /// The text of `key` in `locale`: the locale's own, else its language's (`de` for `de-CH`),
    /// else the source language's; nil when the catalog has no such key or none of those.
    ///
    /// - Returns: the localization and the locale it came from.
    public func lookUp(_ key: String, locale: String) -> (Localization, locale: String)? {
        guard let localizations = strings[key] else { return nil }
        for candidate in [locale, Self.language(of: locale), sourceLanguage] {
            if let found = localizations[candidate] { return (found, candidate) }
        }
        return nil
    }
}
