import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `monospacedDigit()` lays digits out at equal widths, as the font's `tnum` feature draws them:
/// the text's width is the engine's measurement with that feature, which for Inter's narrow "1"
/// is wider than the proportional digits.
@Suite struct MonospacedDigitLayoutTests {
    static func width(_ digits: String, features: [FontFeature]) throws -> Double {
        let measured = try Layouts.engine.measure(
            digits, attributes: TextAttributes(font: .family("system"), size: 17, features: features), options: TextLayoutOptions(leading: 22))
        return Layouts.pixels(measured.width)
    }

    @Test(arguments: ["1111", "10:11", "€1,111.11"])
    func digitsTakeTheirTabularWidth(digits: String) throws {
        let result = try Layouts.layout(
            VStack {
                Text(verbatim: digits).monospacedDigit().id("tabular")
                Text(verbatim: digits).id("proportional")
            }, theme: .apple)
        #expect(result["tabular"]?.frame.width == (try Self.width(digits, features: [.monospacedDigits])))
        #expect(result["proportional"]?.frame.width == (try Self.width(digits, features: [])))
        #expect((result["tabular"]?.frame.width ?? 0) > (result["proportional"]?.frame.width ?? 0))
    }
}
