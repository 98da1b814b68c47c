import Foundation
import OversetAudit

/// String Catalog substitutions built from a few parameter bytes, nested or side by side
/// (`Shape`), so that a small catalog asks for a lot of text.
/// Invariants: each catalog reads or is refused with a message within `FuzzLimits`, and what
/// reads keeps the documented expansion bounds (docs/reliability.md).
enum SubstitutionCheck {
    /// docs/reliability.md: 64 KB of text per localization (its text and its forms), 8 MB per catalog.
    static let localizationBytes = 64 * 1024
    static let catalogBytes = 8 * 1024 * 1024
    /// The generator's own cap on the catalog's JSON: larger catalogs would test the 32 MB file
    /// cap (the `catalog` target's job) and spend the run writing JSON rather than reading it.
    static let jsonBytes = 1024 * 1024

    /// How the levels sit: each a substitution of the same string, named in the text the one
    /// before it put there; each inside the first form of the last; or inside every form of it,
    /// so that the JSON itself grows as forms^levels.
    enum Shape: String {
        case sideBySide = "side by side"
        case nestedInFirstForm = "nested in the first form"
        case nestedInEveryForm = "nested in every form"
    }

    /// Byte 0: levels below the first (0…39). Byte 1: copies of the next level's token per text (1…4, bits 0–1)
    /// and locales (1…4, bits 2–3). Byte 2: nested (bit 0), plural forms per level (1…4, bits
    /// 1–2), and bit 3: side by side, a hundred times the levels; nested, in every form. Byte 3:
    /// keys (1, 2, 4 … 64, so that most catalogs are small and fast and a few reach the
    /// catalog's bound). Byte 4: repeats of the text unit (0…63). The rest (up to 16 bytes): the unit.
    static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard bytes.count >= 5 else { return }
        let shape: Shape = bytes[2] & 1 == 0 ? .sideBySide : bytes[2] & 8 == 0 ? .nestedInFirstForm : .nestedInEveryForm
        var levels = Int(bytes[0]) % 40 * (shape == .sideBySide && bytes[2] & 8 != 0 ? 100 : 1)
        let copies = 1 + Int(bytes[1] & 3)
        let locales = Array(["de", "fr", "ja", "ar"].prefix(1 + Int(bytes[1] >> 2 & 3)))
        let forms = Array(["other", "one", "few", "many"].prefix(1 + Int(bytes[2] >> 1 & 3)))
        var keys = 1 << (Int(bytes[3]) % 7)
        let unit = String(repeating: escaped(String(decoding: bytes.dropFirst(5).prefix(16), as: UTF8.self)), count: Int(bytes[4]) % 64)
        // Each substitution writes its text once per form, with about 120 bytes of JSON around it.
        let substitutionBytes = forms.count * (unit.utf8.count + copies * 9 + 120)
        func substitutionCount(_ levels: Int) -> Int {
            guard shape == .nestedInEveryForm else { return levels + 1 }
            var (total, onLevel) = (0, 1)
            for _ in 0...levels where total <= jsonBytes {
                total += onLevel
                onLevel *= forms.count
            }
            return total
        }
        while levels > 0, substitutionCount(levels) * substitutionBytes * locales.count > jsonBytes { levels -= 1 }
        keys = max(1, min(keys, jsonBytes / (substitutionBytes * substitutionCount(levels) * locales.count)))
        let members = substitutions(levels: levels, copies: copies, shape: shape, forms: forms, unit: unit)
        let localization = #"{"stringUnit": {"state": "translated", "value": "%#@v0000@"}, "substitutions": {\#(members)}}"#
        let byLocale = locales.map { #""\#($0)": \#(localization)"# }.joined(separator: ", ")
        let entries = (0..<keys).map { #""k\#($0)": {"localizations": {\#(byLocale)}}"# }.joined(separator: ", ")
        let json = Data(#"{"sourceLanguage": "en", "strings": {\#(entries)}}"#.utf8)
        let name =
            "\(levels + 1) levels × \(copies) copies, \(shape.rawValue), \(forms.count) forms, "
            + "\(keys) keys × \(locales.count) locales, \(json.count) bytes"
        try FuzzLimits.enforce("substitutions", name, bytes) { () throws(FuzzFailure) in
            let catalog: StringCatalog
            do throws(AuditError) {
                catalog = try StringCatalog(data: json, file: "fuzz.xcstrings")
            } catch {
                guard error.description.contains("fuzz.xcstrings") else {
                    throw FuzzFailure(target: "substitutions", invariant: "\(name): the error does not name the file: \(error)", input: bytes)
                }
                return
            }
            try checkBounds(catalog, name, bytes)
        }
    }

    /// The substitutions `v0000` … of one localization. Level `n`'s text names level `n + 1`
    /// `copies` times and then holds `unit`; the last level's is `%arg` and `unit`.
    private static func substitutions(levels: Int, copies: Int, shape: Shape, forms: [String], unit: String) -> String {
        func name(_ level: Int) -> String { "v" + String(repeating: "0", count: max(0, 4 - String(level).count)) + String(level) }
        func substitution(_ level: Int, inner: String?) -> String {
            let text = level == levels ? "%arg " + unit : String(repeating: "%#@\(name(level + 1))@", count: copies) + unit
            let plural = forms.enumerated().map { index, form in
                let nests = index == 0 || shape == .nestedInEveryForm
                let substitutions = nests ? inner.map { #", "substitutions": {\#($0)}"# } ?? "" : ""
                return #""\#(form)": {"stringUnit": {"state": "translated", "value": "\#(text)"}\#(substitutions)}"#
            }
            return #""\#(name(level))": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {\#(plural.joined(separator: ", "))}}}"#
        }
        guard shape != .sideBySide else { return (0...levels).map { substitution($0, inner: nil) }.joined(separator: ", ") }
        var inner: String?
        for level in (0...levels).reversed() { inner = substitution(level, inner: inner) }
        return inner ?? ""
    }

    /// A catalog that read is within the bounds: no localization over 64 KB, the catalog not over 8 MB.
    private static func checkBounds(_ catalog: StringCatalog, _ name: String, _ bytes: [UInt8]) throws(FuzzFailure) {
        var total = 0
        for (key, locales) in catalog.strings {
            for (locale, localization) in locales {
                let size = localization.value.utf8.count + localization.forms.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
                guard size <= localizationBytes else {
                    throw FuzzFailure(target: "substitutions", invariant: "\(name): \(key) in \(locale) expanded to \(size) bytes", input: bytes)
                }
                total += size
            }
        }
        guard total <= catalogBytes else {
            throw FuzzFailure(target: "substitutions", invariant: "\(name): the catalog expanded to \(total) bytes", input: bytes)
        }
    }

    /// `text` as the inside of a JSON string.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
