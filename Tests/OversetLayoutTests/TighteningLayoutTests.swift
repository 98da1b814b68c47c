import Foundation
import OversetLayout
import OversetText
import Testing

/// `allowsTightening(_:)` flows down like other text settings and reaches the engine.
@Suite struct TighteningLayoutTests {
    @Test func aTextThatWouldTruncateTightensUnderTheModifier() throws {
        let text = "Order shipped today"
        let natural = try Layouts.body(text).exactWidth
        let width = (natural / 1.03 * 3).rounded(.down) / 3
        let plain = try Layouts.layout(Text(text).lineLimit(1).id("t").frame(width: width))
        #expect(plain["t"]?.text?.measurement.isTruncated == true)
        let tightened = try Layouts.layout(VStack { Text(text).lineLimit(1).id("t") }.allowsTightening(true).frame(width: width))
        #expect(tightened["t"]?.text?.measurement.isTruncated == false)
        #expect(!tightened.diagnostics.contains { $0.kind == .truncated })
    }

    @Test func specTighteningIsTheDSLs() throws {
        let json = #"{"screens": [{"name": "S", "body": {"text": "Hi", "allowsTightening": true, "modifiers": [{"allowsTightening": false}]}}]}"#
        let spec = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        #expect(spec.screens[0].body == Text("Hi").allowsTightening(true).allowsTightening(false).node)
    }

    @Test func aNonBooleanIsAnError() {
        let json = #"{"screens": [{"name": "S", "body": {"text": "Hi", "allowsTightening": "yes"}}]}"#
        #expect {
            _ = try LayoutSpec(data: Data(json.utf8), file: "spec.json")
        } throws: { error in
            (error as? OversetSpecError)?.description == #"spec.json: screens[0].body.allowsTightening: expected true or false, got "yes""#
        }
    }
}
