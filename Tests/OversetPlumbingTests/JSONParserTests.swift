import Foundation
import Testing

@testable import OversetPlumbing

/// Overset's own JSON parser (issue 15: Foundation's decoder took 4.9 s for a 24 MB spec and kept
/// the first of two equal keys silently), held to `JSONSerialization` on what both accept.
@Suite struct JSONParserTests {
    /// Random JSON values, as Foundation objects and as the tree they should parse to.
    struct Sample {
        var object: Any
        var tree: JSONTree
    }

    static func sample(depth: Int, _ generator: inout SplitMix64) -> Sample {
        let pick = depth > 3 ? generator.next() % 4 : generator.next() % 6
        switch pick {
        case 0:
            let value = Double(Int64(bitPattern: generator.next()) % 1_000_000) / Double(1 + generator.next() % 1000)
            return Sample(object: value, tree: .number(value))
        case 1:
            let alphabet: [String] = ["a", "é", "\"", "\\", "\n", "\u{1}", "😀", "語", "/", " ", "\u{7F}", "\u{FEFF}"]
            let text = (0..<Int(generator.next() % 8)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            return Sample(object: text, tree: .string(text))
        case 2:
            let value = generator.next() % 2 == 0
            return Sample(object: value, tree: .bool(value))
        case 3:
            return Sample(object: NSNull(), tree: .null)
        case 4:
            let items = (0..<Int(generator.next() % 4)).map { _ in sample(depth: depth + 1, &generator) }
            return Sample(object: items.map(\.object), tree: .array(items.map(\.tree)))
        default:
            var objects: [String: Any] = [:]
            var trees: [String: JSONTree] = [:]
            for index in 0..<Int(generator.next() % 4) {
                let member = sample(depth: depth + 1, &generator)
                objects["k\(index)é"] = member.object
                trees["k\(index)é"] = member.tree
            }
            return Sample(object: objects, tree: .object(trees))
        }
    }

    /// 3,000 random documents written by `JSONSerialization` parse to the values they were made from.
    @Test func parsesWhatFoundationWrites() throws {
        var generator = SplitMix64(seed: 1515)
        for _ in 0..<3_000 {
            let sample = Self.sample(depth: 0, &generator)
            let data = try JSONSerialization.data(withJSONObject: sample.object, options: [.fragmentsAllowed])
            let parsed = try JSONTree.decode(data).get()
            #expect(parsed == sample.tree, "\(String(decoding: data, as: UTF8.self))")
            if parsed != sample.tree { return }
        }
    }

    @Test(arguments: [
        (
            #"{"a": 1, "b": [true, false, null], "c": "\u00e9\ud83d\ude00\n"}"#,
            JSONTree.object(["a": .number(1), "b": .array([.bool(true), .bool(false), .null]), "c": .string("é😀\n")])
        ),
        ("\u{FEFF} [ -0.5e2 , 0 , 12.25E-1 ] ", .array([.number(-50), .number(0), .number(1.225)])),
        (#""\/\b\f\r\t""#, .string("/\u{8}\u{C}\r\t")),
    ])
    func parsesByHand(_ json: String, _ expected: JSONTree) throws {
        #expect(try JSONTree.decode(Data(json.utf8)).get() == expected)
    }

    /// Not JSON, as `JSONSerialization` also says: each is refused with its description.
    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", ".5", "1e", "tru", "nul", "\"a", "\"\\x\"", "\"\\ud800\"", "\"\u{1}\"", "[1] 2",
        "{\"a\":1,}", "1e400", "\"\\u12\"",
    ])
    func refusesWhatIsNotJSON(_ json: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONTree.decode(Data(json.utf8)).get() }
    }

    /// Numbers read as `Double(String)` reads them, bit for bit: those the parser converts itself
    /// (at most 15 digits, a decimal exponent within ±22) and those it leaves to the library,
    /// around both limits, signed zeros, exponents of every form, and 20,000 random ones.
    @Test func numbersReadAsDoubleReadsThem() throws {
        var texts = [
            "0", "-0", "0.0", "-0.0", "1", "-1", "17.0", "343.0", "0.1", "0.3", "1e22", "1e23", "1e-22", "1e-23",
            "123456789012345", "1234567890123456", "999999999999999e22", "999999999999999e-22", "9007199254740993",
            "0.000000000000001", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "1E+2", "1e-0", "1e0003",
            "4.35", "0.7", "31.999999999999996", "-12.5e-3",
        ]
        var generator = SplitMix64(seed: 43)
        for _ in 0..<20_000 {
            let integer = String(generator.next() % 1_000_000_000_000)
            let fraction = generator.next() % 3 == 0 ? "" : "." + String(generator.next() % 100_000_000)
            let exponent = generator.next() % 2 == 0 ? "" : "e" + String(Int(generator.next() % 61) - 30)
            texts.append((generator.next() % 4 == 0 ? "-" : "") + integer + fraction + exponent)
        }
        for text in texts {
            let tree = try JSONTree.decode(Data("[\(text)]".utf8)).get()
            let expected = try #require(Double(text), "\(text)")
            guard case .array(let items) = tree, case .number(let number) = items.first else {
                Issue.record("\(text) did not read as a number")
                continue
            }
            #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) against \(expected)")
        }
    }

    /// Only null is null: `isNull` matches the case, as `== .null` did.
    @Test(arguments: ["null", "0", "false", "\"\"", "\"null\"", "[]", "[null]", "{}", "{\"a\": null}"])
    func onlyNullIsNull(json: String) throws {
        let tree = try JSONTree.decode(Data(json.utf8)).get()
        #expect(tree.isNull == (json == "null"))
        #expect(tree.isNull == (tree == .null))
    }

    @Test func refusesInvalidUTF8InStrings() {
        #expect(throws: JSONSyntaxError.self) { try JSONTree.decode(Data([0x22, 0xFF, 0x22])).get() }
    }

    /// Strings of escapes and raw bytes, whole or broken, read as `JSONSerialization` reads them
    /// (issue 34: a string with escapes is now gathered as bytes and checked once): 3,000 random
    /// strings accepted or refused alike, and equal where accepted.
    @Test func escapesAndRawBytesReadAsFoundationReadsThem() throws {
        let pieces: [[UInt8]] = [
            Array(#"\u00e9"#.utf8), Array(#"\u00C9"#.utf8), Array(#"\ud83d\ude00"#.utf8), Array(#"\u0001"#.utf8), Array(#"\n"#.utf8),
            Array(#"\\"#.utf8), Array(#"\""#.utf8), Array(#"\/"#.utf8), Array("a".utf8), Array("é".utf8), Array("😀".utf8), [0xC3], [0xA9],
            [0xFF], [0xE2, 0x82], Array(#"\u00g0"#.utf8), Array(#"\u12"#.utf8), Array(#"\x"#.utf8), [0x01],
        ]
        var generator = SplitMix64(seed: 3434)
        for _ in 0..<3_000 {
            let body = (0..<Int(generator.next() % 6)).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            let data = Data([0x22] + body + [0x22])
            let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? String
            let ours = try? JSONTree.decode(data).get()
            #expect(ours == foundation.map(JSONTree.string), "\(Array(data))")
        }
    }

    /// A key given twice is an error naming it and where, not a silent choice between the two.
    @Test func refusesARepeatedKey() {
        #expect(throws: JSONSyntaxError(description: #"the key "name" is given twice in one object, at line 2, column 3"#)) {
            try JSONTree.decode(Data("{\"name\": \"A\",\n  \"name\": \"B\"}".utf8)).get()
        }
    }

    /// Every syntax error names its line and column (issue 33: a spec cut short said only
    /// "Unexpected end of file"). Counted by hand: "{\"a\": [1, 2" is 11 bytes, so the file ends
    /// at column 12; the second text's third line starts after 12 bytes and is empty; in the
    /// third, the "2" that lacks its colon is the 6th character of line 2.
    @Test(arguments: [
        ("{\"a\": [1, 2", "at line 1, column 12"), ("{\n \"a\": [1,\n", "at line 3, column 1"),
        ("{\"a\": 1,\n \"b\" 2}", "at line 2, column 6"),
    ])
    func syntaxErrorsNameTheirLineAndColumn(_ json: String, _ position: String) {
        #expect {
            try JSONTree.decode(Data(json.utf8)).get()
        } throws: { error in
            "\(error)".hasSuffix(position)
        }
    }

    @Test func nestingPastTheLimitIsRefused() {
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONSyntaxError.self) { try JSONTree.decode(Data(deep.utf8)).get() }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONTree.decode(Data(allowed.utf8)).get() }
    }
}
