import Foundation
import OversetLayout
import Testing

/// The JSON spec format: what it reads, and the JSON path of every kind of error.
@Suite struct LayoutSpecTests {
    static func spec(_ json: String) throws(OversetSpecError) -> LayoutSpec {
        try LayoutSpec(data: Data(json.utf8), file: "spec.json")
    }

    /// A version 2 spec with one screen whose body is `body`.
    static func screen2(_ body: String) -> String {
        #"{"version": 2, "screens": [{"name": "S", "body": \#(body)}]}"#
    }

    /// "button" and "toggle" are DesignFoundation's in a version 1 spec (with a warning naming
    /// the new key), and SwiftUI's `Button` and `Toggle` in a version 2 spec.
    @Test(arguments: [
        ("button", "dfButton", DFButton("Go"), Button("Go") {}.node),
        ("toggle", "dfToggle", DFToggle("Go"), Toggle("Go", isOn: true).node),
    ])
    func keysOfBothVersions(key: String, newKey: String, version1: ViewNode, version2: ViewNode) throws {
        let old = try Self.spec(Self.screen(#"{"\#(key)": "Go"}"#))
        #expect(old.screens[0].body == version1)
        #expect(old.warnings.contains { $0.contains(#"write "\#(newKey)""#) }, "\(old.warnings)")
        let new = try Self.spec(Self.screen2(#"{"\#(key)": "Go"}"#))
        #expect(new.screens[0].body == version2)
        #expect(new.warnings.isEmpty)
    }

    /// A spec with one screen whose body is `body`.
    static func screen(_ body: String) -> String {
        #"{"screens": [{"name": "S", "body": \#(body)}]}"#
    }

    @Test func readsNodesModifiersAndTextSettings() throws {
        let spec = try Self.spec(
            Self.screen(
                #"""
                {"vstack": {"alignment": "leading", "spacing": "sm", "children": [
                  {"text": "Hi", "style": "body", "lineLimit": 2, "truncationMode": "middle", "id": "t"},
                  {"frameBox": {"width": 10, "height": 20}, "modifiers": [{"padding": 4}, {"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}
                ]}, "modifiers": [{"padding": {"edges": ["horizontal"], "length": "lg"}}, {"foregroundStyle": "red"}]}
                """#))
        let expected = VStack(alignment: .leading, spacing: .sm) {
            Text("Hi", style: "body").lineLimit(2).truncationMode(.middle).id("t")
            Box(width: 10, height: 20).padding(4).frame(maxWidth: .infinity, alignment: .leading)
        }.padding(.horizontal, .lg).modifier(.ignored("foregroundStyle"))
        #expect(spec.screens[0].body == expected.node)
    }

    struct ErrorCase: CustomStringConvertible, Sendable {
        var name: String
        var json: String
        var message: String
        var description: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(name: "not JSON", json: "{", message: "spec.json: not valid JSON"),
        ErrorCase(name: "no screens", json: "{}", message: #"spec.json: missing "screens": an array of screens"#),
        ErrorCase(
            name: "unknown top-level key", json: #"{"screen": []}"#,
            message: "spec.json: screen: unknown key; expected one of $schema, version, theme, screens, matrix, severity, description"),
        ErrorCase(
            name: "two kinds", json: screen(#"{"hstack": {}, "vstack": {}}"#),
            message: "spec.json: screens[0].body: a view has one kind key, this has hstack and vstack"),
        ErrorCase(
            name: "no kind", json: screen(#"{"modifiers": []}"#),
            message: "spec.json: screens[0].body: a view needs one kind key"),
        ErrorCase(
            name: "misspelt argument", json: screen(#"{"vstack": {"spacng": 4}}"#),
            message: "spec.json: screens[0].body.vstack.spacng: unknown key; expected one of spacing, alignment, children"),
        ErrorCase(
            name: "negative frame", json: screen(#"{"color": {}, "modifiers": [{"padding": 1}, {"frame": {"width": -5}}]}"#),
            message: "spec.json: screens[0].body.modifiers[1].frame.width: expected 0 or more points, got -5"),
        ErrorCase(
            name: "zero screen width", json: #"{"screens": [{"name": "S", "width": 0, "body": {"color": {}}}]}"#,
            message: "spec.json: screens[0].width: a width must be a number of points above 0 and at most 10000, got 0"),
        ErrorCase(
            name: "screen width past the cap", json: #"{"screens": [{"name": "S", "width": 20000, "body": {"color": {}}}]}"#,
            message: "spec.json: screens[0].width: a width must be a number of points above 0 and at most 10000, got 20000"),
        ErrorCase(
            name: "unknown view kind", json: screen(#"{"skeletn": {}}"#),
            message: "spec.json: screens[0].body: a view needs one kind key: text, hstack, vstack"),
        ErrorCase(
            name: "unknown modifier", json: screen(#"{"color": {}, "modifiers": [{"paddng": 1}]}"#),
            message: "spec.json: screens[0].body.modifiers[0].paddng: unknown modifier"),
        ErrorCase(
            name: "wrong alignment for the axis", json: screen(#"{"hstack": {"alignment": "leading"}}"#),
            message:
                #"spec.json: screens[0].body.hstack.alignment: unknown value "leading"; expected one of bottom, center, firstTextBaseline, lastTextBaseline, top"#
        ),
        ErrorCase(
            name: "unknown font design", json: screen(#"{"text": "x", "fontDesign": "fancy"}"#),
            message: #"spec.json: screens[0].body.fontDesign: unknown value "fancy"; expected one of default, monospaced, rounded, serif"#),
        ErrorCase(
            name: "unknown font width", json: screen(#"{"color": {}, "modifiers": [{"fontWidth": 75}]}"#),
            message: "spec.json: screens[0].body.modifiers[0].fontWidth: expected a string, got 75"),
        ErrorCase(
            name: "unknown design of a font", json: screen(#"{"text": "x", "font": {"system": 17, "design": "gothic"}}"#),
            message: #"spec.json: screens[0].body.font.design: unknown value "gothic"; expected one of default, monospaced, rounded, serif"#),
        ErrorCase(
            name: "a design on a custom font", json: screen(#"{"text": "x", "font": {"custom": "Inter", "size": 15, "width": "condensed"}}"#),
            message: "spec.json: screens[0].body.font.width: unknown key; expected one of custom, size, relativeTo, fixedSize"),
        ErrorCase(
            name: "a styled font with another key", json: screen(#"{"text": "x", "font": {"style": "body", "design": "serif", "size": 3}}"#),
            message: "spec.json: screens[0].body.font.size: unknown key; expected one of style"),
        ErrorCase(
            name: "zero line limit", json: screen(#"{"text": "x", "lineLimit": 0}"#),
            message: "spec.json: screens[0].body.lineLimit: a line limit is 1 or more, got 0"),
        ErrorCase(
            name: "deep child path", json: screen(#"{"vstack": {"children": [{"text": "a"}, {"hstack": {"children": [{"text": 5}]}}]}}"#),
            message:
                "spec.json: screens[0].body.vstack.children[1].hstack.children[0].text: expected a string, {\"text\": …, \"markdown\": true}, {\"verbatim\": …} or {\"key\": …}; got 5"
        ),
        ErrorCase(
            name: "arguments without a key", json: screen(#"{"text": {"text": "%d", "arguments": [1]}}"#),
            message: #"spec.json: screens[0].body.text.arguments: only a text with a "key" has format arguments"#),
        ErrorCase(
            name: "argument of the wrong type", json: screen(#"{"text": {"key": "%d", "arguments": ["a", true]}}"#),
            message: "spec.json: screens[0].body.text.arguments[1]: expected a string or a number, got true"),
        ErrorCase(
            name: "too many arguments", json: screen(#"{"text": {"key": "%d", "arguments": ["# + String(repeating: "1,", count: 32) + #"1]}}"#),
            message: "spec.json: screens[0].body.text.arguments: expected at most 32 arguments, got 33"),
        ErrorCase(
            name: "argument too long", json: screen(#"{"text": {"key": "%@", "arguments": [""# + String(repeating: "x", count: 1001) + #""]}}"#),
            message: "spec.json: screens[0].body.text.arguments[0]: expected at most 1000 characters, got 1001"),
        ErrorCase(
            name: "unknown spacing token", json: screen(#"{"vstack": {"spacing": "huge"}}"#),
            message: #"spec.json: screens[0].body.vstack.spacing: unknown spacing "huge"; use points or one of xs, sm, md, lg, xl, xxl"#),
        ErrorCase(
            name: "fixed and flexible frame", json: screen(#"{"color": {}, "modifiers": [{"frame": {"width": 5, "maxWidth": 9}}]}"#),
            message: "spec.json: screens[0].body.modifiers[0].frame: a frame is fixed (width, height) or flexible (min/ideal/max), not both"),
        ErrorCase(
            name: "a control with a title and a label", json: screen2(#"{"button": {"title": "Go", "label": {"text": "Go"}}}"#),
            message: #"spec.json: screens[0].body.button: give "title" or "label", one of the two"#),
        ErrorCase(
            name: "a control with neither", json: screen2(#"{"navigationLink": {}}"#),
            message: #"spec.json: screens[0].body.navigationLink: give "title" or "label", one of the two"#),
        ErrorCase(
            name: "a label without a title", json: screen2(#"{"label": {"systemImage": "wifi"}}"#),
            message: #"spec.json: screens[0].body.label: missing "title""#),
        ErrorCase(
            name: "a symbol name that is not a string", json: screen2(#"{"label": {"title": "Wi-Fi", "systemImage": 3}}"#),
            message: "spec.json: screens[0].body.label.systemImage: expected a string"),
        ErrorCase(
            name: "isOn that is not a Boolean", json: screen2(#"{"toggle": {"title": "Wi-Fi", "isOn": "yes"}}"#),
            message: "spec.json: screens[0].body.toggle.isOn: expected"),
        ErrorCase(
            name: "a DFButton argument on SwiftUI's Button", json: screen2(#"{"button": {"title": "Go", "style": "primary"}}"#),
            message: "spec.json: screens[0].body.button.style: unknown key; expected one of title, label"),
        ErrorCase(
            name: "a progress value past 1", json: screen2(#"{"progressView": {"value": 1.5}}"#),
            message: "spec.json: screens[0].body.progressView.value: a progress value is from 0 to 1, got 1.5"),
        ErrorCase(
            name: "a text field without a placeholder", json: screen2(#"{"textField": {}}"#),
            message: #"spec.json: screens[0].body.textField: missing "title""#),
        ErrorCase(
            name: "a grid without columns", json: screen2(#"{"lazyVGrid": {"columns": []}}"#),
            message: "spec.json: screens[0].body.lazyVGrid.columns: a grid needs at least one item"),
        ErrorCase(
            name: "a grid's columns left out", json: screen2(#"{"lazyVGrid": {"children": []}}"#),
            message: #"spec.json: screens[0].body.lazyVGrid: missing "columns""#),
        ErrorCase(
            name: "a negative fixed grid item", json: screen2(#"{"lazyHGrid": {"rows": [{"fixed": -4}]}}"#),
            message: "spec.json: screens[0].body.lazyHGrid.rows[0].fixed: expected 0 or more points, got -4"),
        ErrorCase(
            name: "a flexible grid item's minimum above its maximum",
            json: screen2(#"{"lazyVGrid": {"columns": [{"flexible": {}}, {"flexible": {"minimum": 50, "maximum": 20}}]}}"#),
            message: "spec.json: screens[0].body.lazyVGrid.columns[1].flexible: minimum 50 is more than maximum 20"),
        ErrorCase(
            name: "an adaptive grid item of minimum 0", json: screen2(#"{"lazyVGrid": {"columns": [{"adaptive": {"minimum": 0}}]}}"#),
            message: "spec.json: screens[0].body.lazyVGrid.columns[0].adaptive.minimum: an adaptive minimum is more than 0"),
        ErrorCase(
            name: "a grid item of two sizes", json: screen2(#"{"lazyVGrid": {"columns": [{"fixed": 4, "adaptive": {"minimum": 9}}]}}"#),
            message: #"spec.json: screens[0].body.lazyVGrid.columns[0]: give one of "fixed", "flexible" or "adaptive""#),
        ErrorCase(
            name: "a negative grid spacing", json: screen2(#"{"lazyVGrid": {"columns": [{"flexible": {}}], "spacing": -2}}"#),
            message: "spec.json: screens[0].body.lazyVGrid.spacing: expected 0 or more points, got -2"),
        ErrorCase(
            name: "duplicate screen", json: #"{"screens": [{"name": "A", "body": {"color": {}}}, {"name": "A", "body": {"color": {}}}]}"#,
            message: "spec.json: screens[1].name: two screens are named 'A'"),
        ErrorCase(
            name: "bad scale factor", json: screen(#"{"text": "x", "minimumScaleFactor": 2}"#),
            message: "spec.json: screens[0].body.minimumScaleFactor: a minimum scale factor is above 0 and at most 1, got 2"),
        ErrorCase(
            name: "JSON nested too deep", json: screen(String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
            message: "spec.json: not valid JSON (Too many nested arrays or dictionaries at line 1, column"),
        ErrorCase(
            name: "syntax error position", json: "{\"screens\": [\n  1,,\n]}",
            message: "spec.json: not valid JSON (Invalid value at line 2, column 5)"),
        // Issue 33: a file cut short named no place; "{\"screens\": [" is 13 characters.
        ErrorCase(
            name: "a file cut short", json: "{\"screens\": [",
            message: "spec.json: not valid JSON (Unexpected end of file during JSON parse at line 1, column 14)"),
        // Issue 33: Swift in a font named no JSON path and listed every style twice, at layout.
        ErrorCase(
            name: "a Swift font expression", json: screen(#"{"text": "x", "font": "title3.weight(.medium)"}"#),
            message: #"spec.json: screens[0].body.font: expected a style name (such as "title3"), got "title3.weight(.medium)"; give a weight as "fontWeight""#),
        ErrorCase(
            name: "an id given twice", json: screen(#"{"vstack": {"children": [{"text": "a", "id": "t"}, {"text": "b", "id": "t"}]}}"#),
            message: "spec.json: screens[0].body.vstack.children[1].id: the id 't' is already given at screens[0].body.vstack.children[0].id"),
    ]

    /// An id names one view of a screen: two screens may use the same one.
    @Test func screensMayShareIds() throws {
        let json = #"{"screens": [{"name": "A", "body": {"text": "a", "id": "t"}}, {"name": "B", "body": {"text": "b", "id": "t"}}]}"#
        #expect(try Self.spec(json).screens.map(\.body.id) == ["t", "t"])
    }

    /// A keyed text's argument samples: strings as given, numbers in their shortest form.
    @Test func keyedTextsReadTheirArguments() throws {
        let spec = try Self.spec(Self.screen(#"{"text": {"key": "%1$@ and %2$lld others", "arguments": ["Anna", 12]}}"#))
        #expect(spec.screens[0].body == Text(key: "%1$@ and %2$lld others", arguments: ["Anna", "12"]).node)
    }

    @Test(arguments: errorCases)
    func errorsNameTheJSONPath(_ testCase: ErrorCase) {
        do {
            _ = try Self.spec(testCase.json)
            Issue.record("read without an error")
        } catch {
            #expect(error.description.hasPrefix(testCase.message), "got: \(error.description)")
        }
    }

    @Test func viewsNestedTooDeepAreRefused() {
        let json = Self.screen(
            String(repeating: #"{"vstack": {"children": ["#, count: 120) + #"{"color": {}}"#
                + String(repeating: "]}}", count: 120))
        #expect(throws: OversetSpecError.self) { try Self.spec(json) }
        do {
            _ = try Self.spec(json)
        } catch {
            #expect(error.problem == "views are nested more than 100 deep")
            #expect(error.path.hasPrefix("screens[0].body.vstack.children[0].vstack.children[0]"))
        }
    }

    @Test func forEachFillsItsTemplatePerItem() throws {
        let spec = try Self.spec(
            Self.screen(
                #"""
                {"vstack": {"children": [{"forEach": {"items": ["a", {"x": 1}], "content": {"text": "{{item}}{{item.x}}"}}}]}}
                """#))
        #expect(
            spec.screens[0].body
                == VStack {
                    Group {
                        Text("a{{item.x}}")
                        Text("{{item}}1")
                    }
                }.node)
    }

    /// A `forEach` whose items must make more views than the bound is refused at its own path,
    /// before any item is read (issue 34: nested `forEach` read 100,000 views before refusing);
    /// one that stays within the bound reads. `vstack` and `forEach` are a view each, so a
    /// single `forEach` of texts may have 99,998 items and not 99,999. Three nested, of n items
    /// each, make 2 + n(1 + n(1 + n)) views: 99,500 for 46 (read), 106,081 for 47 (refused at
    /// the outer `forEach`, as is 100).
    @Test(
        arguments: [
            ([99_998], nil), ([99_999], "screens[0].body.vstack.children[0].forEach"),
            ([100, 100, 100], "screens[0].body.vstack.children[0].forEach"),
            ([46, 46, 46], nil), ([47, 47, 47], "screens[0].body.vstack.children[0].forEach"),
        ] as [([Int], String?)])
    func forEachPastTheViewBoundIsRefusedBeforeItsItems(_ counts: [Int], _ refusedAt: String?) throws {
        var content = #"{"text": "{{item}}"}"#
        for count in counts.reversed() {
            let items = (0..<count).map { "\($0)" }.joined(separator: ",")
            content = #"{"forEach": {"items": [\#(items)], "content": \#(content)}}"#
        }
        let json = Self.screen(#"{"vstack": {"children": [\#(content)]}}"#)
        do {
            let spec = try Self.spec(json)
            #expect(refusedAt == nil, "read, expected a refusal at \(refusedAt ?? "")")
            #expect(spec.screens.count == 1)
        } catch {
            #expect(error.path == refusedAt)
            #expect(error.problem.hasPrefix("the spec expands to more than 100000 views (forEach items multiply)"))
        }
    }

    @Test func unknownScreensListTheOthers() throws {
        let spec = try Self.spec(#"{"screens": [{"name": "A", "body": {"color": {}}}, {"name": "B", "body": {"color": {}}}]}"#)
        #expect(throws: OversetSpecError(file: "spec.json", path: "screens", problem: "no screen named 'C'; the screens are A, B")) {
            try spec.screen(named: "C")
        }
    }

    /// `Examples/specs/every-form.json` holds every documented form once; the parser reads it all
    /// (and `scripts/check-schema.py`, run by CI, checks the schema accepts it too).
    @Test func everyDocumentedFormReads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/specs/every-form.json").path
        let spec = try LayoutSpec(contentsOf: path)
        #expect(spec.screens.map(\.name) == ["Texts", "Containers", "Components", "Modifiers"])
        // The navigation bar's four modifiers are in the Containers screen, inside navigationStacks.
        #expect(spec.screens[3].body.modifiers.count == 50 + 105)
        #expect(spec.warnings.isEmpty, "a version 2 spec of the new keys: \(spec.warnings)")
    }
}
