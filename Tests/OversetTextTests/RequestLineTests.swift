import Foundation
import Testing

@testable import OversetText

/// `TextMeasurementRequest(jsonLine:)` reads each key into its own field, and a wrong type
/// names the key it came with, for every key a request may give.
@Suite struct RequestLineTests {
    /// Each key with a value of its type: every field holds what its key gave, so no key is read
    /// into another's field.
    @Test func everyKeyIsReadIntoItsField() throws {
        let line = """
            {"text": "Hi", "family": "Inter", "font": "f.ttf", "weight": 600, "italic": true, "size": 17, "width": 343,
            "height": 90, "lineLimit": 2, "truncation": "middle", "tracking": 0.5, "kerning": 0.25, "lineSpacing": 3,
            "leading": 2, "minimumScaleFactor": 0.75, "scale": 3, "alignment": "center", "markdown": false,
            "features": ["tnum"], "unknown": 1}
            """
        let request = try TextMeasurementRequest(jsonLine: Data(line.replacingOccurrences(of: "\n", with: " ").utf8))
        #expect(request.text == "Hi" && request.family == "Inter" && request.font == "f.ttf" && request.weight == FontWeight(parsing: "600"))
        #expect(request.italic == true && request.size == 17 && request.width == 343 && request.height == 90 && request.lineLimit == 2)
        #expect(request.truncation == "middle" && request.tracking == 0.5 && request.kerning == 0.25 && request.lineSpacing == 3 && request.leading == 2)
        #expect(request.minimumScaleFactor == 0.75 && request.scale == 3 && request.alignment == "center" && request.markdown == false)
        #expect(request.features == ["tnum"])
    }

    /// Lines read member by member (flat objects of known keys) and lines parsed whole give the
    /// same request, or the same error: every line read both ways.
    @Test(arguments: [
        #"{"text": "Hello there, world", "family": "Inter", "size": 17.0, "width": 343.0}"#,
        #"  {"text": "a", "size": 1e1, "width": -0, "height": 0.5, "lineLimit": 2, "weight": 600, "italic": false}  "#,
        #"{"text": "a", "weight": "semibold", "truncation": "middle", "alignment": "center", "markdown": true, "scale": 2}"#,
        #"{"text": "a", "tracking": 0.25, "kerning": -1, "lineSpacing": 3, "leading": 4, "minimumScaleFactor": 0.5, "font": "f.ttf"}"#,
        #"{"text": "caf\u00e9 \"q\" ü語", "family": null, "size": null}"#, "\u{FEFF}{\"text\": \"bom\"}",
        #"{"text": "a", "features": ["tnum", "smcp"]}"#, #"{"text": "a", "unknown": 1}"#, #"{"te\u0078t": "escaped name"}"#,
        #"{"tëxt": "a", "text": "b"}"#, #"{"text": "a", "text": "b"}"#, #"{"size": 1, "text": "a", "size": 1}"#,
        #"{"text": "a", "size": {}}"#, #"{"text": "a", "size": "17"}"#, #"{"text": "a", "lineLimit": 1.5}"#, #"{"text": "a"} x"#,
        #"{"text": "a",}"#, #"{"text": "a""#, #"{}"#, #"{"text": null}"#, "[1]", #""text""#, "3", #"{"text": "\u0001"}"#,
    ])
    func flatLinesReadAsParsedLines(_ line: String) {
        #expect(Self.read(Data(line.utf8), flat: true) == Self.read(Data(line.utf8), flat: false), "\(line)")
    }

    /// The request `bytes` give (every field, as `String(reflecting:)` spells it) or the error,
    /// read member by member when `flat` allows it, else parsed whole.
    static func read(_ bytes: Data, flat: Bool) -> Result<String, OversetTextError> {
        do throws(OversetTextError) {
            return .success(String(reflecting: try TextMeasurementRequest(jsonLine: bytes, readsFlatObjects: flat)))
        } catch {
            return .failure(error)
        }
    }

    /// Lines mutated at random (bytes inserted, deleted and replaced with JSON's punctuation,
    /// digits, letters, escapes, non-ASCII and control characters) read alike both ways: the
    /// same request or the same error, for 3,000 mutants of a line that gives every scalar key.
    @Test func mutatedLinesReadAsParsedLines() {
        let base = Array(
            #"{"text": "Hi é", "family": "Inter", "weight": 600, "italic": true, "size": 17.5, "width": 343, "lineLimit": 2, "alignment": "center", "markdown": null}"#
                .utf8)
        let alphabet = Array(#"{}[]",: \-.0123456789eEtrufalsn"#.utf8) + [0x00, 0x01, 0x09, 0x0A, 0x7F, 0xC3, 0xA9, 0xFF]
        var generator = SeededGenerator(seed: 44)
        var parsed = 0
        for _ in 0..<3_000 {
            var line = base
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let position = Int(generator.next() % UInt64(line.count))
                let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                switch generator.next() % 3 {
                case 0: line.insert(byte, at: position)
                case 1: line.remove(at: position)
                default: line[position] = byte
                }
            }
            let flat = Self.read(Data(line), flat: true)
            #expect(flat == Self.read(Data(line), flat: false), "\(String(decoding: line, as: UTF8.self))")
            if case .success = flat { parsed += 1 }
        }
        // Enough mutants still read as requests for the comparison to cover both ways' successes.
        #expect(parsed > 300)
    }

    /// A wrong type for any key names that key.
    @Test(arguments: [
        ("family", "a string"), ("font", "a string"), ("truncation", "a string"), ("alignment", "a string"),
        ("italic", "true or false"), ("markdown", "true or false"), ("size", "a number"), ("width", "a number"),
        ("height", "a number"), ("lineLimit", "a number"), ("tracking", "a number"), ("kerning", "a number"),
        ("lineSpacing", "a number"), ("leading", "a number"), ("minimumScaleFactor", "a number"), ("scale", "a number"),
        ("features", "a list of strings"), ("text", "a string"),
    ])
    func aWrongTypeNamesItsKey(_ key: String, _ expected: String) {
        let line = key == "text" ? #"{"text": {}}"# : #"{"text": "x", "\#(key)": {}}"#
        #expect(throws: OversetTextError.invalidRequest("key '\(key)': expected \(expected)")) {
            try TextMeasurementRequest(jsonLine: Data(line.utf8))
        }
    }
}
