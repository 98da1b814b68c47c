import Foundation
import Testing

@testable import OversetPlumbing

/// Text tables and number formatting: the forms every report and outline share.
@Suite struct TextOutputTests {
    @Test func tablesPadEveryColumnButTheLast() {
        let table = TextTable(header: ["A", "LONG"], rows: [["wide cell", "x"], ["b", "longer last"]])
        #expect(table.lines == ["A          LONG", "wide cell  x", "b          longer last"])
        #expect(table.text == "A          LONG\nwide cell  x\nb          longer last\n")
        #expect(table.width(ofColumn: 0) == 9 && table.width(ofColumn: 1) == 11)
    }

    @Test func tablesTakeASeparatorAndShortRows() {
        let table = TextTable(rows: [["--a <x>", "help"], ["--bb"]], separator: "    ")
        #expect(table.lines == ["--a <x>    help", "--bb"])
        #expect(TextTable(rows: []).lines.isEmpty)
    }

    @Test(arguments: [
        (375.0, "375"), (0.1, "0.1"), (-2.5, "-2.5"), (1e15, "1000000000000000.0"), (1e16, "1e+16"), (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func shortestWritesRoundTripDigits(_ value: Double, _ expected: String) {
        #expect(NumberText.shortest(value) == expected)
    }

    @Test(arguments: [
        (12.3456, 2, "12.35"), (162.5, 3, "162.5"), (1.0 / 3, 3, "0.333"), (2.0, 2, "2"),
        (Double.infinity, 3, "∞"), (-Double.infinity, 3, "-∞"),
    ])
    func roundedDropsTrailingZeros(_ value: Double, _ places: Int, _ expected: String) {
        #expect(NumberText.rounded(value, places: places) == expected)
    }

    @Test(arguments: [(1.5, 3, "1.500"), (0.0, 3, "0.000"), (2.0004, 3, "2.000")])
    func fixedKeepsTrailingZeros(_ value: Double, _ places: Int, _ expected: String) {
        #expect(NumberText.fixed(value, places: places) == expected)
    }

    @Test(arguments: [(1.5, "1.5"), (2.0, "2"), (-0.001, "0"), (10.005, "10.01"), (-3.25, "-3.25")])
    func trimmedIsSVGPathData(_ value: Double, _ expected: String) {
        #expect(NumberText.trimmed(value, places: 2) == expected)
    }

    @Test func xmlEscapesTheFiveCharacters() {
        #expect(XMLText.escape(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        // Characters XML 1.0 cannot carry become visible stand-ins (issue 15: U+0001 made invalid JUnit).
        #expect(XMLText.escape("a\u{1}b\u{7}c\u{C}d\te\nf\u{FFFF}") == "a␁b␇c␌d\te\nf\u{FFFD}")
    }

    @Test func jsonWriterKeepsKeyOrderAndEscapes() {
        let value = JSONValue.object([("z", .integer(1)), ("a", .array([.string("q\"\n\u{1}"), .number(0.5), .null, .bool(true)]))])
        #expect(value.text == #"{"z":1,"a":["q\"\n\u0001",0.5,null,true]}"#)
    }

    /// Option values read as `Double(_:)` reads them, except hexadecimal (a typo in an option).
    @Test(
        arguments: [
            ("375", 375.0), ("-0.5", -0.5), ("+2", 2), ("1e3", 1000), ("1E-1", 0.1), ("inf", .infinity), ("0.1", 0.1),
            ("0x10", nil), ("0X10", nil), ("0x1p4", nil), ("", nil), ("12pt", nil), (" 1", nil),
        ] as [(String, Double?)])
    func decimalOptionValuesReadAsDoubleDoesButHex(_ text: String, _ expected: Double?) {
        #expect(Double(decimal: text) == expected)
        if let expected { #expect(Double(text) == expected) }
    }

    /// Integers are written digit by digit as Swift spells them, the extremes included.
    @Test(arguments: [0, 7, 10, -1, -10, 1_234_567, Int.max, Int.min, Int.min + 1])
    func jsonIntegersAreTheirDecimalDigits(_ integer: Int) {
        #expect(JSONValue.integer(integer).text == String(integer))
        #expect(JSONValue.array([.integer(integer), .bool(false), .null]).text == "[\(integer),false,null]")
    }

    /// Numbers are written as `NumberText.shortest` spells them, whole ones as integers, at and
    /// around the limit of 10¹⁵ where whole numbers turn to exponents, negative zero as 0.
    @Test(arguments: [
        0.0, -0.0, 1, -1, 0.5, 283.41796875000006, 1e-7, 999_999_999_999_999, 1e15, -1e15, 1e300, .pi, .nan, .infinity,
        -.infinity, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude,
    ])
    func jsonNumbersAreTheirShortestText(_ number: Double) {
        #expect(JSONValue.number(number).text == NumberText.shortest(number))
    }

    /// As above for 200,000 numbers of random bits (every exponent, both signs, subnormals) and
    /// 200,000 of the points a measurement writes (0 to 2,000 with any fraction).
    @Test func randomJSONNumbersAreTheirShortestText() {
        var generator = SplitMix64(seed: 0x0DD_BA11)
        var mismatches: [Double] = []
        for index in 0..<400_000 {
            let bits = generator.next()
            let number = index.isMultiple(of: 2) ? Double(bitPattern: bits) : Double(bits >> 11) / Double(1 << 53) * 2_000
            if JSONValue.number(number).text != NumberText.shortest(number) { mismatches.append(number) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// An object written member by member (`JSONObjectWriter`, literal names) reads as the same
    /// object written as a value.
    @Test func objectsWrittenByMemberAreObjectsWrittenWhole() {
        var bytes: [UInt8] = []
        var object = JSONObjectWriter(opening: &bytes)
        object.write("width", .number(12.5), to: &bytes)
        object.writeKey("lines", to: &bytes)
        JSONValue.array([.string("a\"b")]).write(to: &bytes)
        object.write("truncated", .bool(false), to: &bytes)
        object.close(&bytes)
        let whole = JSONValue.object([("width", .number(12.5)), ("lines", .array([.string("a\"b")])), ("truncated", .bool(false))])
        #expect(String(decoding: bytes, as: UTF8.self) == whole.text)
    }

    /// Strings are escaped byte by byte: quotes, backslashes and controls below U+0020; other
    /// scalars (DEL, accents, CJK, emoji) are copied as their UTF-8, also next to escapes.
    @Test(arguments: [
        ("plain", #""plain""#), (#"q"b\"#, #""q\"b\\""#), ("\r\t\n", #""\r\t\n""#),
        ("\u{1}\u{1F}\u{7F}", #""\u0001\u001f"# + "\u{7F}\""), ("é日😀\n", #""é日😀\n""#), ("", #""""#),
    ])
    func jsonStringsAreEscapedAsJSONRequires(_ string: String, _ expected: String) throws {
        #expect(JSONValue.string(string).text == expected)
        var bytes: [UInt8] = Array("[".utf8)
        JSONValue.string(string).write(to: &bytes)
        bytes += Array("]".utf8)
        #expect(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String] == [string])
    }

    @Test(arguments: [("Settings", 8, "Settings"), ("Settings", 7, "Settin…"), ("", 3, ""), ("日本語の文章", 4, "日本語…")])
    func excerptsCutLongTextWithAnEllipsis(_ text: String, _ maximumLength: Int, _ expected: String) {
        #expect(text.excerpt(maximumLength: maximumLength) == expected)
    }
}
