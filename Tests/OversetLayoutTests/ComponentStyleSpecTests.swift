import Foundation
import OversetLayout
import Testing

/// A component's `style` is one of the design system's (issue 33, point 6): a misspelt one was
/// accepted silently and read as any other, so a spec could not be trusted to say what it meant.
@Suite struct ComponentStyleSpecTests {
    static func spec(_ body: String, version: Int = 2) throws(OversetSpecError) -> LayoutSpec {
        try LayoutSpec(data: Data(#"{"version": \#(version), "screens": [{"name": "S", "body": \#(body)}]}"#.utf8), file: "spec.json")
    }

    /// DesignFoundation's guide shows `.dfButtonStyle(.secondary)`; primary, tertiary and
    /// destructive are the companions chosen in docs/layout.md. Cards: elevated, outlined,
    /// filled, glass (the DFCard reference).
    static let buttonStyles = "destructive, primary, secondary, tertiary"
    static let cardStyles = "elevated, filled, glass, outlined"

    @Test(
        arguments: [
            (#"{"dfButton": {"title": "Go", "style": "nonsense"}}"#, 2, "screens[0].body.dfButton.style", "nonsense", buttonStyles),
            (#"{"dfButton": {"title": "Go", "style": "Secondary"}}"#, 2, "screens[0].body.dfButton.style", "Secondary", buttonStyles),
            // Version 1's "button" is DesignFoundation's DFButton.
            (#"{"button": {"title": "Go", "style": "ghost"}}"#, 1, "screens[0].body.button.style", "ghost", buttonStyles),
            (#"{"dfCard": {"style": "flat", "children": []}}"#, 2, "screens[0].body.dfCard.style", "flat", cardStyles),
            (#"{"dfCard": {"children": []}, "modifiers": [{"dfCardStyle": "shiny"}]}"#, 2, "screens[0].body.modifiers[0].dfCardStyle", "shiny", cardStyles),
        ] as [(String, Int, String, String, String)])
    func anUnknownStyleIsRefusedAtItsPathListingTheStylesOnce(_ body: String, _ version: Int, _ path: String, _ value: String, _ styles: String)
        throws
    {
        let expected = "spec.json: \(path): unknown value \"\(value)\"; expected one of \(styles)"
        #expect(throws: OversetSpecError.self) { try Self.spec(body, version: version) }
        do {
            _ = try Self.spec(body, version: version)
        } catch {
            #expect(error.description == expected)
            // Each style named once (the title3.weight message once named every style twice).
            for style in styles.split(separator: ", ") {
                #expect(error.description.components(separatedBy: String(style)).count == 2, "\(style)")
            }
        }
    }

    /// A style that is not a string is refused at its path too.
    @Test func aStyleThatIsNotAStringIsRefused() {
        #expect(throws: OversetSpecError.self) { try Self.spec(#"{"dfButton": {"title": "Go", "style": 3}}"#) }
        do {
            _ = try Self.spec(#"{"dfButton": {"title": "Go", "style": 3}}"#)
        } catch {
            #expect(error.description == "spec.json: screens[0].body.dfButton.style: expected a string, got 3")
        }
    }

    /// Every known style reads, and none changes the view: a style is colour, not size.
    @Test(arguments: ["primary", "secondary", "tertiary", "destructive"])
    func everyButtonStyleReadsAsThePlainButton(_ style: String) throws {
        let styled = try Self.spec(#"{"dfButton": {"title": "Go", "style": "\#(style)"}}"#)
        let plain = try Self.spec(#"{"dfButton": {"title": "Go"}}"#)
        #expect(styled.screens[0].body == plain.screens[0].body)
    }

    @Test(arguments: ["elevated", "outlined", "filled", "glass"])
    func everyCardStyleReadsAsAModifier(_ style: String) throws {
        let spec = try Self.spec(#"{"dfCard": {"style": "\#(style)", "children": []}, "modifiers": [{"dfCardStyle": "\#(style)"}]}"#)
        #expect(spec.screens.count == 1)
    }
}
