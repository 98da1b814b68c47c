import OversetLayout
import Testing

/// Diagnostics become prose in one place: each cause's sentence, word for word, as reports print
/// it (docs/layout.md quotes these forms).
@Suite struct DiagnosticMessageTests {
    static let some = Diagnostic.EdgeExcess(top: 0, leading: 0, bottom: 12, trailing: 3.25)

    @Test(
        arguments: [
            (
                Diagnostic.Cause.truncated(
                    shownLines: 1, neededLines: 3, limit: .lineLimit(1),
                    shortfall: Diagnostic.Shortfall(dimension: .width, points: 12.5, fraction: 0.0441)), "renews",
                "shows 1 of 3 lines (lineLimit 1); hidden: \"renews\"; needs 12.5 pt more width (+4.4%)"
            ),
            (
                .truncated(
                    shownLines: 2, neededLines: 3, limit: .height(44),
                    shortfall: Diagnostic.Shortfall(dimension: .height, points: 22, fraction: 0.5)), "on 1 March.",
                "shows 2 of 3 lines (a height of 44 pt); hidden: \"on 1 March.\"; needs 22 pt more height (+50%)"
            ),
            (
                .truncated(shownLines: 1, neededLines: 1, limit: .width(120.5), shortfall: nil), "ext",
                "shows 1 of 1 line (a width of 120.5 pt); hidden: \"ext\""
            ),
            (
                .overflow(size: Size(width: 175, height: 20), container: Size(width: 150, height: 20), excess: some), nil,
                "is 175 × 20 in a frame of 150 × 20, reaching 12 pt past the bottom edge and 3.25 pt past the trailing edge"
            ),
            (
                .clipped(by: .screenEdge, size: Size(width: 200, height: 20), excess: some), nil,
                "is cut by the screen edge, which hides what lies 12 pt past the bottom edge and 3.25 pt past the trailing edge of its 200 × 20"
            ),
            (
                .clipped(by: .scrollView(path: "S/ScrollView"), size: Size(width: 10, height: 10), excess: some), nil,
                "is cut by the ScrollView S/ScrollView, which hides what lies 12 pt past the bottom edge and 3.25 pt past the trailing edge of its 10 × 10"
            ),
            (
                .brokenWord(word: "Followers", pieces: ["Foll", "owe", "rs"], otherWords: 2), nil,
                "breaks the word \"Followers\" into \"Foll / owe / rs\": it is wider than its line (and 2 more words)"
            ),
            (
                .missingGlyphs(characters: "ሰខ", scripts: ["Ethi", "Khmr"]), nil,
                "has characters no font can draw: \"ሰខ\" (Ethiopic, Khmer); they measure as empty boxes — install an Ethiopic font (such as Noto Sans Ethiopic) and a Khmer font (such as Noto Sans Khmer) or add it with --font-path"
            ),
            (
                .missingGlyphs(characters: "\u{10FFFD}", scripts: []), nil,
                "has characters no font can draw: \"\u{10FFFD}\"; they measure as empty boxes — install a font that has them or add it with --font-path"
            ),
            (.scaled(factor: 0.75, fontSize: 17), nil, "shrinks to 75% (12.75 pt of 17 pt) to fit"),
            (
                .atRisk(margin: 1.25, offered: 343, errorBound: 0.024), nil,
                "fits by 1.25 pt (0.4%) of 343 pt, within the system font stand-in's error (2.4%): it may truncate on a device"
            ),
            (.multilineTruncation(mode: .middle, lines: 2), nil, "middle truncation on 2 lines: SwiftUI truncates the last line only"),
        ] as [(Diagnostic.Cause, String?, String)])
    func causesRenderAsOneSentence(_ cause: Diagnostic.Cause, _ hidden: String?, _ expected: String) {
        #expect(cause.message(hiddenText: hidden) == expected)
    }

    @Test(arguments: [
        (Diagnostic.Cause.truncated(shownLines: 1, neededLines: 2, limit: .lineLimit(1), shortfall: nil), Diagnostic.Kind.truncated),
        (.overflow(size: Size(width: 1, height: 1), container: Size(width: 0, height: 0), excess: some), .overflow),
        (.clipped(by: .screenEdge, size: Size(width: 1, height: 1), excess: some), .clipped),
        (.scaled(factor: 0.5, fontSize: 10), .scaled),
        (.brokenWord(word: "Followers", pieces: ["Foll", "owe", "rs"], otherWords: 0), .brokenWord),
        (.missingGlyphs(characters: "வ", scripts: ["Taml"]), .missingGlyphs),
        (.atRisk(margin: 0.1, offered: 10, errorBound: 0.02), .atRisk),
        (.multilineTruncation(mode: .head, lines: 3), .hazard),
    ])
    func causesDecideTheKind(_ cause: Diagnostic.Cause, _ kind: Diagnostic.Kind) {
        #expect(cause.kind == kind)
    }

    /// A diagnostic words its cause and hidden text when asked; a message set by hand, or read
    /// back from a report, is kept as it is.
    @Test func theMessageIsTheCauseInProseUnlessKept() {
        let cause = Diagnostic.Cause.truncated(shownLines: 1, neededLines: 3, limit: .lineLimit(1), shortfall: nil)
        let size = Size(width: 100, height: 20)
        var made = Diagnostic(
            cause: cause, path: "VStack/Text", id: nil, proposed: size, needed: nil, actual: size, hiddenText: "more",
            environment: LayoutEnvironment())
        #expect(made.message == cause.message(hiddenText: "more"))
        #expect(made.description == "truncated: VStack/Text: \(cause.message(hiddenText: "more"))")
        made.message = "worded by hand"
        #expect(made.message == "worded by hand" && made.cause == cause)
        let read = Diagnostic(
            kind: .truncated, path: "VStack/Text", id: nil, message: "as the report had it", proposed: size, needed: nil, actual: size,
            hiddenText: "more", environment: LayoutEnvironment())
        #expect(read.message == "as the report had it" && read.cause == nil)
    }
}
