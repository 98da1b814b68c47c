import Foundation
import OversetStyle
import Testing

/// Token files as Tokens Studio exports them (issue 16): sets, `$themes` and `$metadata`,
/// `value`/`type` tokens, references without the set name, arithmetic, unitless pixels, and
/// Figma weight names with the slant. Expectations are computed by hand from the file.
@Suite struct TokensStudioExportTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/themes/tokens-studio-export.json").path

    static func style(_ theme: Theme, _ name: String) throws -> TextStyleDefinition {
        try #require(theme.styles.first { $0.name == name })
    }

    /// The export with its base size mutated to "1/6" (found by `scripts/fuzz.sh`'s tokens target,
    /// issue 34): heading, 1/6 × 2 = 1/3 pt relative to body, resolved to 0 pt at xSmall, where
    /// whole-point rounding met body's factor 0.876. It is 0.876 / 3 = 0.292 pt now, and positive
    /// at every size.
    @Test func aSizeUnderHalfAPointStaysPositiveAtEverySize() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/tokens/sixth-of-a-point-size-rounds-to-zero").path
        let theme = try Theme(designTokensAt: path)
        let preset = try #require(theme.presetNames.first)
        #expect(abs(try theme.resolve("heading", category: .xSmall, preset: preset).size - 0.876 / 3) < 1e-9)
        for category in DynamicTypeSize.allCases {
            #expect(try theme.resolve("heading", category: category, preset: preset).size > 0, "\(category)")
        }
    }

    @Test func readsTheExportAsItIs() throws {
        let theme = try Theme(designTokensAt: Self.path)
        #expect(theme.styleNames == ["heading", "body", "caption"])
        // heading: 16 × 2 = 32 pt, Bold, 130% → 1.3 × size, −2% → −0.02 em.
        let heading = try Self.style(theme, "heading")
        #expect(heading.size == .custom(32, relativeTo: .body))
        #expect(heading.weight == .fixed(.bold))
        #expect(heading.lineHeight == .multiple(1.3))
        #expect(heading.tracking == .em(-0.02))
        #expect(heading.family == "Inter")
        // body: a unitless 22 is 22 px in Tokens Studio, not 22 times the size.
        let body = try Self.style(theme, "body")
        #expect(body.size == .custom(16, relativeTo: .body))
        #expect(body.lineHeight == .points(22))
        #expect(body.weight == .fixed(.regular))
        // caption: 16 × 0.75 = 12 pt, "Medium Italic" is 500 and italic, AUTO leaves the font's own.
        let caption = try Self.style(theme, "caption")
        #expect(caption.size == .custom(12, relativeTo: .body))
        #expect(caption.weight == .fixed(.medium) && caption.isItalic)
        #expect(caption.lineHeight == nil)
        // spacing.sm = 4 × 2, spacing.lg = 4 × 4.
        #expect(theme.spacing.sm == 8 && theme.spacing.lg == 16)
        #expect(theme.warnings.isEmpty, "\(theme.warnings)")
    }

    /// The first theme is the default; the others are presets named group/name.
    @Test func themesBecomePresets() throws {
        let theme = try Theme(designTokensAt: Self.path)
        #expect(theme.presetNames == ["default", "Density/Comfortable"])
        #expect(try theme.resolve("body", category: .large).leading == 22)
        #expect(try theme.resolve("body", category: .large, preset: "Density/Comfortable").leading == 26)
        #expect(try theme.spacing(preset: "Density/Comfortable").lg == 20)
    }

    /// A unitless line height that would be absurd in the file's convention is read the other
    /// way, with a warning naming the token and how to say it.
    @Test(arguments: [
        // DTCG: 22 would be 22 times the size.
        (
            #"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17, "lineHeight": 22}}}}"#, TextStyleDefinition.LineHeight.points(22),
            #"t.body.$value.lineHeight: a unitless line height of 22 would be 22 times the font size (DTCG); read as 22 pt"#
        ),
        // DTCG: 1.3 is a multiple, as the format says; no warning.
        (#"{"t": {"body": {"$type": "typography", "$value": {"fontSize": 17, "lineHeight": 1.3}}}}"#, .multiple(1.3), ""),
        // Tokens Studio: 1.5 would be 1.5 px.
        (
            #"{"s": {"t": {"body": {"type": "typography", "value": {"fontSize": "17", "lineHeight": "1.5"}}}}, "$metadata": {"tokenSetOrder": ["s"]}}"#,
            .multiple(1.5), #"s.t.body.$value.lineHeight: a unitless line height of 1.5 would be 1.5 px (Tokens Studio); read as 1.5 times"#
        ),
    ])
    func ambiguousLineHeightsWarn(_ json: String, _ expected: TextStyleDefinition.LineHeight, _ warning: String) throws {
        let theme = try Theme(designTokens: Data(json.utf8), file: "tokens.json")
        #expect(try Self.style(theme, "body").lineHeight == expected)
        if warning.isEmpty {
            #expect(theme.warnings.isEmpty)
        } else {
            #expect(theme.warnings.count == 1 && theme.warnings[0].contains("tokens.json: " + warning), "\(theme.warnings)")
        }
    }

    @Test(arguments: [("16 * 1.25", 20.0), ("(24px - 4px) / 2", 10), ("-2 + 3 * 4", 10), ("16px*2", 32), ("1rem * 1.5", 24)])
    func arithmetic(_ expression: String, _ points: Double) throws {
        let theme = try Theme(
            designTokens: Data(#"{"t": {"body": {"$type": "typography", "$value": {"fontSize": "\#(expression)"}}}}"#.utf8), file: "tokens.json")
        #expect(try Self.style(theme, "body").size == .custom(points, relativeTo: .body))
    }

    /// References inside references cannot multiply a 1 KB file into gigabytes: 12 levels of a
    /// token naming the next ten times would be 10^12 characters.
    @Test func nestedReferencesAreBounded() {
        var tokens = #""l0": {"$value": "x"}"#
        for level in 1...12 {
            tokens += #", "l\#(level)": {"$value": "\#(String(repeating: "{s.l\(level - 1)}", count: 10))"}"#
        }
        let json = #"{"s": {\#(tokens)}, "t": {"body": {"$type": "typography", "$value": {"fontSize": "{s.l12}"}}}}"#
        do {
            _ = try Theme(designTokens: Data(json.utf8), file: "tokens.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("its references expand to more than 10000 characters"), "\(error.description)")
        }
    }

    /// A DTCG file whose groups are named "value" and "type" is not taken for a Tokens Studio export.
    @Test func dtcgGroupsNamedValueAndTypeStayDTCG() throws {
        let json = #"""
            {"t": {"value": {"$type": "typography", "$value": {"fontSize": 17, "lineHeight": 1.5}},
                   "type": {"$type": "typography", "$value": {"fontSize": 12}}}}
            """#
        let theme = try Theme(designTokens: Data(json.utf8), file: "tokens.json")
        #expect(theme.styleNames.sorted() == ["type", "value"])
        #expect(try Self.style(theme, "value").lineHeight == .multiple(1.5))
    }

    @Test(arguments: [
        // A brace inside a reference is text; it was once substituted again and again until the
        // stack overflowed (found by the tokens fuzzer; Fuzz/Regressions/tokens).
        (#"{"t": {"b": {"$type": "typography", "$value": {"fontSize": "{{a}"}}}}"#, "t.b.$value.fontSize: alias {a} names no token"),
        (#"{"t": {"b": {"$type": "typography", "$value": {"fontSize": "{}{"}}}}"#, #"t.b.$value.fontSize: expected a dimension like "16px", got "{}{""#),
        (
            #"{"s": {"t": {"b": {"type": "typography", "value": {"fontSize": "{size.missing} * 2"}}}}}"#,
            "s.t.b.$value.fontSize: alias {size.missing} names no token"
        ),
        (#"{"s": {"t": {"b": {"type": "typography", "value": {"fontSize": "16px * 2pt"}}}}}"#, #"s.t.b.$value.fontSize: cannot evaluate "16px * 2pt""#),
        (#"{"s": {"t": {"b": {"type": "typography", "value": {"fontSize": "16 / 0"}}}}}"#, #"s.t.b.$value.fontSize: cannot evaluate "16 / 0""#),
        (#"{"s": {}, "$themes": [{"name": "A", "selectedTokenSets": {"nope": "enabled"}}]}"#, "$themes[0].selectedTokenSets.nope: names no token set"),
        (#"{"s": {}, "$themes": [{"name": "A", "selectedTokenSets": {"s": "on"}}]}"#, #"expected "enabled", "source" or "disabled""#),
        (#"{"s": {}, "$themes": {"name": "A"}}"#, "$themes: expected a list of themes"),
        (#"{"s": {}, "$metadata": {"tokenSetOrder": "s"}}"#, "$metadata.tokenSetOrder: expected a list of set names"),
        (#"{"s": 3, "$metadata": {}}"#, "s: expected a token set"),
    ])
    func badExportsNameTheirPlace(_ json: String, _ message: String) {
        do {
            _ = try Theme(designTokens: Data(json.utf8), file: "tokens.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
