import OversetLayout
import OversetStyle
import OversetText
import Testing

/// `textCase(_:)` lays out the text as the device shows it: in capitals or small letters by the
/// locale's rules (Foundation's case mapping: German ß is SS in capitals, Turkish i is İ), and a
/// `textCase(nil)` inside shows its text as written. Widths against the engine's measurement of
/// the transformed string, in body at Large.
@Suite struct TextCaseLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var textCase: TextCase?
        var locale: String
        var shown: String
        var testDescription: String { "\(text) \(textCase.map(\.rawValue) ?? "nil") \(locale)" }
    }

    static let cases = [
        Case(text: "Straße", textCase: .uppercase, locale: "de", shown: "STRASSE"),
        Case(text: "istanbul", textCase: .uppercase, locale: "tr", shown: "İSTANBUL"),
        Case(text: "istanbul", textCase: .uppercase, locale: "en", shown: "ISTANBUL"),
        Case(text: "Settings", textCase: .lowercase, locale: "en", shown: "settings"),
        Case(text: "Settings", textCase: nil, locale: "en", shown: "Settings"),
    ]

    @Test(arguments: cases)
    func theTextShownIsMeasured(_ testCase: Case) throws {
        // An outer uppercase that the text's own textCase (nil included) overrides.
        let view = VStack { Text(verbatim: testCase.text).textCase(testCase.textCase).id("text") }.textCase(.uppercase)
        var environment = LayoutEnvironment(category: .large, width: 375)
        environment.locale = testCase.locale
        let result = try Layouts.solver.layout(view, name: "Test", theme: .apple, environment: environment)
        let measured = try Layouts.body(testCase.shown)
        #expect(result["text"]?.frame.width == Layouts.pixels(measured.width))
    }
}
