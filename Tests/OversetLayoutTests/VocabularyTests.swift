import Foundation
import OversetLayout
import OversetStyle
import Testing

/// The one vocabulary of view kinds and modifiers (`ViewKind`, `ModifierKind`) and the places that
/// must agree with it: the Swift DSL, the JSON spec reader, the schema, docs/layout.md and
/// `Examples/specs/every-form.json`. A new case fails here until each has it.
@Suite struct VocabularyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ view: String, version: Int = 2) throws -> LayoutSpec {
        try LayoutSpec(
            data: Data(#"{"version": \#(version), "screens": [{"name": "S", "body": \#(view)}]}"#.utf8), file: "spec.json")
    }

    @Test(arguments: ViewKind.allCases)
    func theDSLAndTheSpecReadEachKindAlike(_ kind: ViewKind) throws {
        let (dsl, json) = Self.forms(of: kind)
        #expect(try Self.read(json).screens[0].body == dsl)
    }

    @Test(arguments: ModifierKind.allCases)
    func theDSLAndTheSpecReadEachModifierAlike(_ modifier: ModifierKind) throws {
        let (dsl, json) = Self.forms(of: modifier)
        #expect(try Self.read(json).screens[0].body == dsl)
    }

    /// Every kind and modifier is used in `Examples/specs/every-form.json` (which the schema check
    /// and the fuzzer read), as a kind key, a modifier, or a text setting beside a text.
    @Test func everyFormUsesEveryEntry() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Examples/specs/every-form.json"))
        var keys: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try JSONSerialization.jsonObject(with: data))
        let missing = (ViewKind.allCases.map(\.rawValue) + ModifierKind.allCases.map(\.rawValue)).filter { !keys.contains($0) }
        #expect(missing.isEmpty, "every-form.json lacks \(missing)")
    }

    /// The schema has a view per kind (and per old key), with the kind's arguments as its
    /// properties, and a modifier per modifier.
    @Test func theSchemaHasEveryEntry() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/layout-spec.schema.json"))
        let definitions = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["$defs"] as? [String: Any])
        let views = try #require((definitions["view"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var properties: [String: Set<String>] = [:]
        for view in views {
            let key = try #require((view["required"] as? [String])?.first)
            let argument = (view["properties"] as? [String: Any])?[key]
            var names: Set<String> = []
            // A kind's arguments are the properties of its object form (in a oneOf, or alone).
            for form in [argument as Any] + ((argument as? [String: Any])?["oneOf"] as? [Any] ?? []) {
                if let object = (form as? [String: Any])?["properties"] as? [String: Any] { names.formUnion(object.keys) }
            }
            properties[key] = names
        }
        #expect(Set(properties.keys) == Set(ViewKind.allCases.map(\.rawValue)).union(ViewKind.legacyKeys.keys))
        // A text's arguments sit beside its `text` key (the schema's text form lists only some).
        for kind in ViewKind.allCases where kind != .text {
            // A key that version 1 gave a component ("button") has both kinds' arguments.
            let legacy = ViewKind(legacyKey: kind.rawValue)?.declaration.arguments ?? []
            let arguments = Set((kind.declaration.arguments + legacy).map(\.name))
            #expect(properties[kind.rawValue] == arguments, "\(kind): the schema has \(properties[kind.rawValue] ?? [])")
        }
        let modifiers = try #require((definitions["modifier"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(modifiers.keys) == Set(ModifierKind.allCases.map(\.rawValue)))
        let textSettings = try #require(definitions["textSettings"] as? [String: Any])
        #expect(Set(textSettings.keys) == Set(ModifierKind.textSettings.map(\.rawValue)))
    }

    /// docs/layout.md's vocabulary table is the one the vocabulary gives (accept a change with
    /// `OVERSET_ACCEPT_GOLDEN=1 swift test --filter VocabularyTests`).
    @Test func theDocsListTheVocabulary() throws {
        let url = Self.root.appendingPathComponent("docs/layout.md")
        let docs = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- vocabulary: generated from ViewKind and ModifierKind by VocabularyTests -->\n"
        let end = "<!-- end of vocabulary -->"
        let start = try #require(docs.range(of: begin), "docs/layout.md has no vocabulary section")
        let stop = try #require(docs.range(of: end, range: start.upperBound..<docs.endIndex))
        let table = Self.documentationTable()
        if ProcessInfo.processInfo.environment["OVERSET_ACCEPT_GOLDEN"] == "1" {
            try (docs[..<start.upperBound] + table + docs[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(docs[start.upperBound..<stop.lowerBound]) == table, "docs/layout.md's vocabulary differs from ViewKind and ModifierKind")
    }

    /// The vocabulary as Markdown tables: views, then modifiers.
    static func documentationTable() -> String {
        func row(_ cells: [String]) -> String { "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n" }
        var text = row(["Spec key", "Swift", "Arguments", "Layout"]) + row(["---", "---", "---", "---"])
        for kind in ViewKind.allCases {
            let entry = kind.declaration
            let legacy = ViewKind.legacyKeys.filter { $0.value == kind }.keys.map { " (version 1 also `\($0)`)" }.joined()
            let arguments = entry.arguments.map { "`\($0.name)`\($0.isRequired ? " (required)" : ""): \($0.type)" }.joined(separator: "; ")
            text += row(["`\(kind.rawValue)`\(legacy)", "`\(entry.swiftName)`", arguments.isEmpty ? "—" : arguments, entry.layout])
        }
        text += "\n" + row(["Modifier", "Effect", "Argument", "Layout"]) + row(["---", "---", "---", "---"])
        for modifier in ModifierKind.allCases {
            let entry = modifier.declaration
            let effect: String
            switch modifier.effect {
            case .layout: effect = "layout"
            case .textSetting: effect = "text setting"
            case .none: effect = "none"
            }
            text += row(["`\(modifier.rawValue)`", effect, entry.arguments.map(\.type).joined(separator: "; "), entry.layout])
        }
        return text
    }

    /// A version 1 spec reads a component's old key, with a warning naming the new one; a
    /// version 2 spec refuses it, naming the new one.
    @Test func oldComponentKeysAreReadInVersion1Only() throws {
        let old = try Self.read(#"{"toggle": "Wi-Fi"}"#, version: 1)
        #expect(old.screens[0].body == DFToggle("Wi-Fi"))
        #expect(old.warnings == [#"spec.json: screens[0].body.toggle: write "dfToggle" for DesignFoundation's DFToggle; version 2 specs read only that"#])
        #expect(try Self.read(#"{"dfToggle": "Wi-Fi"}"#, version: 1).warnings.isEmpty)
        #expect {
            _ = try Self.read(#"{"card": {}}"#)
        } throws: { error in
            (error as? OversetSpecError)?.description
                == #"spec.json: screens[0].body.card: names no view in a version 2 spec; DesignFoundation's DFCard is "dfCard""#
        }
        #expect(throws: OversetSpecError.self) { _ = try Self.read(#"{"text": "x"}"#, version: 3) }
    }
}
