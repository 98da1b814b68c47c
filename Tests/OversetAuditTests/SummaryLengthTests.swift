import OversetLayout
import OversetStyle
import Testing

@testable import OversetAudit

/// "Where" summaries with Bold Text and many locales (issue 33: up to 880 characters, with
/// "(regular)" and "without Bold Text" for the same setting): one wording for the setting,
/// each locale named once, and a brief form past `FindingSummary.maximumLength` characters.
@Suite struct SummaryLengthTests {
    static let locales = ["en", "de", "fr", "es", "ar", "cs", "en-XA"]
    static var matrix: AuditMatrix {
        var matrix = AuditMatrix(presets: ["default"], widths: [320], locales: locales)
        matrix.legibilityWeights = [.regular, .bold]
        return matrix
    }

    static func environment(_ locale: String, _ bold: Bool, _ category: DynamicTypeSize) -> LayoutEnvironment {
        var environment = LayoutEnvironment(category: category, width: 320, locale: locale)
        environment.legibilityWeight = bold ? .bold : .regular
        return environment
    }

    /// Every category from `first` up (AX5 is the last).
    static func from(_ first: DynamicTypeSize) -> [DynamicTypeSize] { DynamicTypeSize.allCases.filter { $0 >= first } }

    /// The expected texts follow the rules in docs/audit.md ("Reports"): variants that are not
    /// every combination are named by locale, the setting in brackets in the words of the
    /// qualifier ("with Bold Text", "without Bold Text"), a locale with every setting once, plain.
    @Test(arguments: [
        ([("de", true), ("fr", false)], "at AX5 at 320; in de (with Bold Text) and fr (without Bold Text)"),
        ([("de", true), ("de", false), ("fr", true)], "at AX5 at 320; in de and fr (with Bold Text)"),
    ])
    func theSettingIsNamedInOneWording(_ variants: [(String, Bool)], _ expected: String) {
        let environments = variants.map { Self.environment($0.0, $0.1, .accessibility5) }
        #expect(MatrixAndGroupingTests.summary(of: environments, matrix: Self.matrix) == expected)
    }

    /// Seven locales starting at different sizes, five with and without Bold Text, cs and en-XA
    /// only with it: said in full it is seven clauses of 20 to 45 characters, over the limit;
    /// briefly, the span: 10 + 8 + 6 + 4 + 2 layouts (en from AX1, de AX2, fr AX3, es AX4, ar AX5,
    /// both settings) + 6 (cs, XXXL–AX5) + 9 (en-XA, L–AX5) = 45, from L to AX5, every locale.
    @Test func longSummariesAreGivenInBrief() throws {
        var environments: [LayoutEnvironment] = []
        for (locale, first) in [
            ("en", DynamicTypeSize.accessibility1), ("de", .accessibility2), ("fr", .accessibility3), ("es", .accessibility4), ("ar", .accessibility5),
        ] {
            for bold in [false, true] { environments += Self.from(first).map { Self.environment(locale, bold, $0) } }
        }
        environments += Self.from(.xxxLarge).map { Self.environment("cs", true, $0) }
        environments += Self.from(.large).map { Self.environment("en-XA", true, $0) }
        let summary = try #require(MatrixAndGroupingTests.summary(of: environments, matrix: Self.matrix))
        #expect(FindingSummary.detailed(environments, matrix: Self.matrix).count > FindingSummary.maximumLength)
        #expect(summary == "45 layouts at L–AX5, 320 pt, in every locale, with and without Bold Text")
    }

    /// Some of many locales: the first two are named, then how many more.
    @Test func someOfManyLocalesAreCounted() throws {
        var environments: [LayoutEnvironment] = []
        for (locale, first) in [
            ("en", DynamicTypeSize.accessibility1), ("de", .accessibility2), ("fr", .accessibility3), ("es", .accessibility4), ("ar", .accessibility5),
        ] {
            for bold in [false, true] { environments += Self.from(first).map { Self.environment(locale, bold, $0) } }
        }
        environments += Self.from(.xxxLarge).map { Self.environment("cs", true, $0) }
        environments += Self.from(.xxxLarge).map { Self.environment("cs", false, $0) }
        environments += Self.from(.large).map { Self.environment("en", false, $0) }.filter { $0.category < .accessibility1 }
        let summary = try #require(MatrixAndGroupingTests.summary(of: environments, matrix: Self.matrix))
        #expect(FindingSummary.detailed(environments, matrix: Self.matrix).count > FindingSummary.maximumLength)
        // 36 + 6 (cs without Bold Text) + 4 (en without, L–XXXL) = 46 layouts; six of seven locales.
        #expect(summary == "46 layouts at L–AX5, 320 pt, in en, de and 4 more locales, with and without Bold Text")
    }
}
