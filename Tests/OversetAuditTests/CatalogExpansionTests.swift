import Foundation
import OversetAudit
import Testing

/// String Catalog expansion is bounded (issue 34, point 2): nested substitutions and variations
/// whose forms name the next substitution twice double the text per level; such a catalog is
/// refused early, naming the file and the key, locale and variable, instead of asking for
/// gigabytes.
@Suite struct CatalogExpansionTests {
    /// A substitution `name` (argument 1) whose only plural form is `text`, with `inner`
    /// substitutions of its own (JSON members, without braces).
    static func substitution(_ name: String, _ text: String, inner: String? = nil) -> String {
        let unit = #"{"stringUnit": {"state": "translated", "value": "\#(text)"}\#(inner.map { ", \"substitutions\": {\($0)}" } ?? "")}"#
        return #""\#(name)": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": \#(unit)}}}"#
    }

    /// The `index`th variable's name, `v00`, `v01`, …, so that they sort in order.
    static func v(_ index: Int) -> String { index < 10 ? "v0\(index)" : "v\(index)" }

    /// A catalog with `keys` keys, each an English string unit "%#@v00@" with `substitutions`.
    static func catalog(keys: Int = 1, _ substitutions: String) -> String {
        let entries = (0..<keys).map { key in
            #""key\#(key)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@v00@"}, "substitutions": {\#(substitutions)}}}}"#
        }
        return #"{"sourceLanguage": "en", "strings": {\#(entries.joined(separator: ", "))}}"#
    }

    /// Siblings: v00 is "%#@v01@%#@v01@", v01 is "%#@v02@%#@v02@", … — 2^40 copies of the last.
    static let siblings = catalog(
        (0..<40).map { substitution(v($0), "%#@\(v($0 + 1))@%#@\(v($0 + 1))@") }.joined(separator: ", ") + ", "
            + substitution(v(40), "%arg x"))

    /// Nested: each level's form is "%#@vN@ %#@vN@" plus 2 KB, with vN inside it (seven levels,
    /// within the nesting limit).
    static let nested: String = {
        var inner = substitution(v(7), "%arg")
        for level in (0..<7).reversed() {
            inner = substitution(
                v(level), "%#@\(v(level + 1))@ %#@\(v(level + 1))@ " + String(repeating: "y", count: 2048), inner: inner)
        }
        return catalog(inner)
    }()

    /// Deep: 20 substitutions, each inside the last's form, none doubling.
    static let deep: String = {
        var inner = substitution(v(20), "%arg")
        for level in (0..<20).reversed() { inner = substitution(v(level), "%#@\(v(level + 1))@", inner: inner) }
        return catalog(inner)
    }()

    /// Many keys, each 16 copies of 1 KB (within a localization's 64 KB), 9.6 MB in all.
    static let wide = catalog(
        keys: 600,
        (0..<4).map { substitution(v($0), "%#@\(v($0 + 1))@%#@\(v($0 + 1))@") }.joined(separator: ", ") + ", "
            + substitution(v(4), "%arg " + String(repeating: "z", count: 1000)))

    @Test(arguments: [
        (siblings, #"strings["key0"].localizations.en.substitutions.v"#, "expands to more than 65536 bytes of text"),
        (nested, #"strings["key0"].localizations.en.substitutions.v00.variations.plural.other.substitutions.v01"#, "expands to more than 65536 bytes of text"),
        (deep, #"strings["key0"].localizations.en.substitutions.v00"#, "substitutions and variations are nested more than 16 deep"),
        (wide, #".localizations.en"#, "the catalog expands to more than 8388608 bytes of text"),
    ])
    func anExpandingCatalogIsRefusedEarly(_ json: String, _ path: String, _ problem: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        #expect {
            _ = try StringCatalog(data: Data(json.utf8), file: "Bomb.xcstrings")
        } throws: { error in
            guard case .invalidCatalog(let file, let at, let message)? = error as? AuditError else { return false }
            return file == "Bomb.xcstrings" && at.contains(path) && message.contains(problem)
        }
        #expect(clock.now - start < .seconds(10))
    }

    /// Within the limits, nested substitutions still expand as before.
    @Test func aModestNestedCatalogStillExpands() throws {
        let json = Self.catalog(
            (0..<3).map { Self.substitution(Self.v($0), "%#@\(Self.v($0 + 1))@ %#@\(Self.v($0 + 1))@") }.joined(separator: ", ")
                + ", " + Self.substitution(Self.v(3), "%arg x"))
        let catalog = try StringCatalog(data: Data(json.utf8), file: "Fine.xcstrings")
        let value = try #require(catalog.lookUp("key0", locale: "en")).0.value
        #expect(value == Array(repeating: "%1$lld x", count: 8).joined(separator: " "))
    }
}
