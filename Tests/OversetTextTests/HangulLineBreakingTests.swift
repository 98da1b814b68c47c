import Testing

@testable import OversetText

/// Korean under UIKit's standard line-break strategy: `UILabel.lineBreakStrategy` defaults to
/// `.standard`, which includes `hangulWordPriority` ("The text system prohibits breaking between
/// Hangul characters"; NSLineBreakStrategy.standard is all bits, hangulWordPriority one of them).
@Suite struct HangulLineBreakingTests {
    static let text = "대한민국 서울특별시 종로구"

    static func lines(width: Double, strategy: LineBreakStrategy) throws -> [String] {
        var options = TextLayoutOptions(width: width, displayScale: 0)
        options.lineBreakStrategy = strategy
        return try TestFonts.engine.measure(text, options: options).lines.map(\.text)
    }

    /// A width that holds the first word and part of the second: UAX #14 alone breaks inside
    /// the second word; the standard strategy moves the whole word down.
    @Test func wordsStayWholeUnderTheStandardStrategy() throws {
        let firstWord = try TestFonts.engine.measure("대한민국 서울").exactWidth
        let standard = try Self.lines(width: firstWord, strategy: .standard)
        #expect(standard.first == "대한민국")
        #expect(standard.allSatisfy { ["대한민국", "서울특별시", "종로구"].contains($0) })
        let plain = try Self.lines(width: firstWord, strategy: .none)
        #expect(plain.first == "대한민국 서울")
    }

    /// A word wider than the line still breaks between syllables, as any word does.
    @Test func aWordWiderThanTheLineStillBreaks() throws {
        let narrow = try TestFonts.engine.measure("서울특").exactWidth
        let lines = try Self.lines(width: narrow, strategy: .standard)
        #expect(lines.contains { $0.hasPrefix("서울") && $0.count < 5 })
    }
}
