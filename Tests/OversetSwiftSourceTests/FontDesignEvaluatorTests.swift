import Foundation
import OversetLayout
import Testing

@testable import OversetSwiftSource

/// `design: .monospaced` and `Font.monospaced()` draw the monospaced design (SF Mono on iOS,
/// the bundled monospaced family here) at the font's size and weight, a text style's at Large
/// scaling with the style; rounded and serif are kept on the font for the layout to draw in the
/// theme's family (`EvaluatorTests`, "font designs and widths"; issue 32).
@Suite struct FontDesignEvaluatorTests {
    static func tree(_ font: String) throws -> ViewNode {
        let source = """
            struct Receipt: View {
                var body: some View { Text("0123 iiii").font(\(font)) }
            }
            #Preview { Receipt() }
            """
        let evaluation = try EvaluatorTests.evaluate(source)
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        return evaluation.tree
    }

    @Test(arguments: [
        (".system(size: 20, design: .monospaced)", #".custom("monospaced", fixedSize: 20)"#),
        (".system(size: 20, weight: .bold, design: .monospaced)", #".custom("monospaced", fixedSize: 20).weight(.bold)"#),
        (".system(size: 20).monospaced()", #".custom("monospaced", fixedSize: 20)"#),
        // Body is 17 pt at Large (Apple's Dynamic Type table); headline is semibold.
        (".system(.body, design: .monospaced)", #".custom("monospaced", size: 17, relativeTo: .body)"#),
        (".headline.monospaced()", #".custom("monospaced", size: 17, relativeTo: .headline).weight(.semibold)"#),
        (".caption.weight(.bold).monospaced()", #".custom("monospaced", size: 12, relativeTo: .caption).weight(.bold)"#),
        // A custom font keeps its family.
        (#".custom("Avenir", size: 15).monospaced()"#, #".custom("Avenir", size: 15)"#),
        (".system(size: 20, design: nil)", ".system(size: 20)"),
    ])
    func designsReadAsTheirFonts(written: String, meaning: String) throws {
        #expect(try Self.tree(written) == Self.tree(meaning))
    }

    /// Not the system font: the monospaced design is wider for these letters.
    @Test func theMonospacedDesignIsAnotherFont() throws {
        #expect(try Self.tree(".system(size: 20, design: .monospaced)") != Self.tree(".system(size: 20)"))
    }
}
