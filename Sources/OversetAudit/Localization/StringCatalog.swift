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
        var budget = ExpansionBudget()
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
                        value, path: "\(path).localizations.\(locale)", device: device, depth: 0, budget: &budget, fail: fail)
                }
            }
            strings[key] = localizations
        }
        self.sourceLanguage = source
        self.strings = strings
        self.file = file
        self.device = device
    }

    /// How far substitutions and variations may expand (issue 34): each substitution or variation
    /// form may copy the text it names several times, so nesting them multiplies the text (a
    /// 16 KB catalog once asked for gigabytes). Checked before each substitution and each form
    /// is added, so that such a catalog stops early.
    enum ExpansionLimit {
        /// At most this many bytes of UTF-8 text (the text and its forms) per localization.
        static let localizationBytes = 64 * 1024
        /// At most this many bytes of UTF-8 text for the whole catalog, every nested form counted.
        static let catalogBytes = 8 * 1024 * 1024
        /// Variations and substitutions nested at most this deep.
        static let nesting = 16
    }

    /// The text a catalog has expanded to so far.
    struct ExpansionBudget {
        var spent = 0

        /// Fails when `bytes` more for one localization at `path` would pass a limit.
        func check(_ bytes: Int, path: String, fail: (String, String) -> AuditError) throws(AuditError) {
            if bytes > ExpansionLimit.localizationBytes {
                throw fail(
                    path,
                    "expands to more than \(ExpansionLimit.localizationBytes) bytes of text "
                        + "(nested substitutions and variations multiply); at most 64 KB per localization")
            }
            if spent + bytes > ExpansionLimit.catalogBytes {
                throw fail(
                    path,
                    "the catalog expands to more than \(ExpansionLimit.catalogBytes) bytes of text "
                        + "(nested substitutions and variations multiply); at most 8 MB per catalog")
            }
        }

        /// Counts a finished localization of `bytes`, after checking it.
        mutating func charge(_ bytes: Int, path: String, fail: (String, String) -> AuditError) throws(AuditError) {
            try check(bytes, path: path, fail: fail)
            spent += bytes
        }
    }

    /// A localization's size for the expansion limits: its text and its forms' names and texts.
    private static func bytes(_ localization: Localization) -> Int {
        localization.value.utf8.count + bytes(localization.forms)
    }

    private static func bytes(_ forms: [Localization.Form]) -> Int {
        forms.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    }

    /// A `stringUnit` (with its `substitutions`), or `variations` of them: the device's form of
    /// `device` variations (else `other`), the longest form of others (plural), with the weakest
    /// state among the forms read. `depth` counts the variation forms and substitutions around
    /// it; what it expands to is checked against and charged to `budget`.
    private static func localization(
        _ value: JSONTree, path: String, device: Device, depth: Int, budget: inout ExpansionBudget,
        fail: (String, String) -> AuditError
    ) throws(AuditError) -> Localization {
        guard depth <= ExpansionLimit.nesting else {
            throw fail(path, "substitutions and variations are nested more than \(ExpansionLimit.nesting) deep")
        }
        guard let members = value.members else { throw fail(path, "expected an object, got \(value.summary)") }
        if let unit = members["stringUnit"] {
            guard let fields = unit.members, case .string(let text)? = fields["value"] else {
                throw fail(path + ".stringUnit", "expected {\"state\": …, \"value\": \"…\"}")
            }
            let state: String
            if case .string(let given)? = fields["state"] { state = given } else { state = "translated" }
            var localization = Localization(value: text, state: state, forms: [Localization.Form(name: "", value: text)])
            if let substitutions = members["substitutions"] {
                localization = try substituting(
                    substitutions, into: localization, path: path + ".substitutions", device: device, depth: depth,
                    budget: &budget, fail: fail)
            }
            try budget.charge(bytes(localization), path: path, fail: fail)
            return localization
        }
        guard let variations = members["variations"]?.members, !variations.isEmpty else {
            throw fail(path, "expected a stringUnit or variations")
        }
        var forms: [Localization] = []
        var written: [Localization.Form] = []
        var writtenBytes = 0
        for (kind, byCase) in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = byCase.members, !cases.isEmpty else { throw fail("\(path).variations.\(kind)", "expected an object of forms") }
            for (name, form) in shownForms(cases, kind: kind, device: device).sorted(by: { $0.key < $1.key }) {
                let here = "\(path).variations.\(kind).\(name)"
                let read = try localization(form, path: here, device: device, depth: depth + 1, budget: &budget, fail: fail)
                let renamed = read.forms.map { Localization.Form(name: joined("\(kind).\(name)", $0.name), value: $0.value) }
                let added = bytes(renamed)
                try budget.check(writtenBytes + added + read.value.utf8.count, path: here, fail: fail)
                forms.append(read)
                written += renamed
                writtenBytes += added
            }
        }
        let longest = forms.max { $0.value.count < $1.value.count }!
        let state = forms.first { $0.state != "translated" }?.state ?? "translated"
        let result = Localization(value: longest.value, state: state, forms: written)
        try budget.charge(bytes(result), path: path, fail: fail)
        return result
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
    ///
    /// Before each substitution, what the text would grow to is checked against `budget`.
    private static func substituting(
        _ value: JSONTree, into unit: Localization, path: String, device: Device, depth: Int,
        budget: inout ExpansionBudget, fail: (String, String) -> AuditError
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
            let form = try localization(
                JSONTree.object(fields.filter { $0.key == "variations" }), path: here, device: device, depth: depth + 1,
                budget: &budget, fail: fail)
            let text = form.value.replacingEvery("%arg", with: "%\(Int(number))$\(specifier)")
            let token = "%#@\(name)@"
            let occurrences = result.value.occurrences(of: token)
            guard occurrences > 0 else { throw fail(here, "the string has no \(token) for it") }
            let forms = form.forms.map { written in
                Localization.Form(
                    name: joined(token, written.name),
                    value: written.value.replacingEvery("%arg", with: "%\(Int(number))$\(specifier)"))
            }
            let grown = result.value.utf8.count + occurrences * (text.utf8.count - token.utf8.count)
            try budget.check(grown + bytes(result.forms) + bytes(forms), path: here, fail: fail)
            result.value = result.value.replacingEvery(token, with: text)
            result.forms += forms
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
