import Foundation
import Testing

@testable import OversetPlumbing

/// `JSONTree.visitFlatObject`: the members of an object of plain values, each as `decode` reads
/// it, in order; false for everything else, which the caller then parses whole.
@Suite struct FlatObjectTests {
    /// The members visited, or nil when the document is not read as a flat object.
    static func visited(_ json: String) -> [(name: String, value: JSONTree)]? {
        var members: [(name: String, value: JSONTree)] = []
        let read = JSONTree.visitFlatObject(in: Data(json.utf8)) { name, value in
            members.append((String(decoding: name, as: UTF8.self), value))
            return true
        }
        return read ? members : nil
    }

    /// Every flat object gives the members `decode` finds, with the same values, in the
    /// document's order.
    @Test(arguments: [
        #"{}"#, #"  { }  "#, "\u{FEFF}{\"a\": 1}", #"{"text": "Hi there", "family": "Inter", "size": 17.0, "width": 343.0}"#,
        #"{"a": null, "b": true, "c": false, "d": -0.5e-3, "e": 12345678901234567890}"#,
        #"{"s": "caf\u00e9 \"quoted\" \\ \n", "t": "ü語😀"}"#, "{\t\"a\"\r\n:\n\"b\"\t}",
    ])
    func flatObjectsGiveWhatDecodeGives(_ json: String) throws {
        let members = try #require(Self.visited(json))
        guard case .object(let decoded) = try JSONTree.decode(Data(json.utf8)).get() else {
            Issue.record("not an object: \(json)")
            return
        }
        #expect(members.count == decoded.count)
        for member in members { #expect(decoded[member.name] == member.value, "\(member.name) in \(json)") }
        // In the document's order: each name is found after the one before it.
        let positions = members.map { json.range(of: "\"\($0.name)\"")!.lowerBound }
        #expect(positions == positions.sorted())
    }

    /// Anything else is left to `decode`: nested values, names with escapes or bytes outside
    /// printable ASCII, syntax errors, anything after the object, a document that is no object.
    @Test(arguments: [
        #"{"a": {}}"#, #"{"a": []}"#, #"{"a": [1]}"#, #"{"\u0061": 1}"#, #"{"a\"b": 1}"#, #"{"é": 1}"#, #"{"a": 1,}"#,
        #"{"a" 1}"#, #"{"a": 1} x"#, #"{"a": 1}{}"#, #"{"a": 1"#, #"{"a": tru}"#, #"{"a": 01}"#, #"{"a": "x"#, "[1]", "\"a\"",
        "3", "", "   ", "{\"a\": \"\u{1}\"}",
    ])
    func otherDocumentsAreNotRead(_ json: String) {
        #expect(Self.visited(json) == nil, "\(json)")
    }

    /// The visitor stops the reading by returning false.
    @Test func theVisitorCanStopTheReading() {
        var seen: [String] = []
        let read = JSONTree.visitFlatObject(in: Data(#"{"a": 1, "b": 2, "c": 3}"#.utf8)) { name, _ in
            seen.append(String(decoding: name, as: UTF8.self))
            return seen.count < 2
        }
        #expect(!read && seen == ["a", "b"])
    }
}
