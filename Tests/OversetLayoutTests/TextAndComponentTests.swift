import OversetLayout
import OversetStyle
import OversetText
import Testing

/// Texts in the layout (styles, line limits, diagnostics) and the design-system components.
@Suite struct TextAndComponentTests {
    static let description = "Your subscription renews on 1 March."

    /// DesignFoundation's Text page: "Fragile — clips large text sizes":
    /// `DFCard { DFText(description, style: .body).frame(height: 44) }`.
    static var fragile: ViewNode {
        DFCard { DFText(description, style: "body").id("description").frame(height: 44) }
    }

    @Test func fragileFixedHeightIsCleanAtLarge() throws {
        let result = try Layouts.layout(Self.fragile, category: .large)
        #expect(result.diagnostics.isEmpty, "\(result.outline)")
    }

    @Test(arguments: [DynamicTypeSize.accessibility1, .accessibility3, .accessibility5])
    func fragileFixedHeightIsFlaggedAtAccessibilitySizes(_ category: DynamicTypeSize) throws {
        let result = try Layouts.layout(Self.fragile, category: category)
        let text = try #require(result["description"])
        let kinds = Set(text.diagnostics.map(\.kind))
        #expect(kinds.contains(.truncated) || kinds.contains(.overflow), "\(result.outline)")
        #expect(text.diagnostics.allSatisfy { $0.environment.category == category && $0.path.hasSuffix("Text\"description\"") })
        if let truncated = text.diagnostics.first(where: { $0.kind == .truncated }) {
            #expect(!(truncated.hiddenText ?? "").isEmpty)
            #expect(Self.description.hasSuffix(truncated.hiddenText!))
        }
    }

    /// Nested cards: each pads by spacing.lg (16) and fills the width it is offered.
    @Test func nestedCardsPadAndFill() throws {
        let view = DFCard { DFCard { Text("Inner").id("text") }.id("inner") }.id("outer")
        let result = try Layouts.layout(view)
        #expect(result["outer"]?.frame == Rect(x: 0, y: 0, width: 375, height: result["outer"]!.frame.height))
        #expect(result["inner"]?.frame.x == 16 && result["inner"]?.frame.width == 375 - 32)
        let text = try #require(result["text"])
        #expect(text.frame.x == 32 && text.frame.y == 32)
        #expect(result["outer"]!.frame.height == text.frame.height + 64)
    }

    @Test func cardPaddingFollowsTheThemeToken() throws {
        let theme = try Theme(name: "t", styles: [TextStyleDefinition("body")], components: ComponentTokens(cardPadding: 10))
        let result = try Layouts.layout(DFCard { Box(width: 10, height: 10).id("b") }, theme: theme)
        #expect(result["b"]?.frame.origin == (10, 10))
    }

    @Test func lineLimitTruncatesAndNamesTheHiddenText() throws {
        let string = "One two three four five six seven eight nine ten eleven twelve"
        let result = try Layouts.layout(Text(string).lineLimit(1).id("t"), width: 120)
        let expected = try Layouts.body(string, width: 120, lineLimit: 1)
        let diagnostic = try #require(result["t"]?.diagnostics.first { $0.kind == .truncated })
        guard case .truncated(let shownLines, let neededLines, .lineLimit(1), let shortfall?)? = diagnostic.cause else {
            Issue.record("expected truncation by lineLimit 1, got \(String(describing: diagnostic.cause))")
            return
        }
        let allLines = try Layouts.body(string, width: 120).lineCount
        #expect(shownLines == 1 && neededLines == allLines)
        // One line needs the whole sentence's width: what it lacks is that width less the 120 offered.
        let oneLine = try Layouts.body(string)
        #expect(shortfall.dimension == .width)
        #expect(abs(shortfall.points - (oneLine.width - 120)) <= 1.0 / 3 + 1e-9)
        #expect(abs(shortfall.fraction - shortfall.points / 120) < 1e-12)
        let shown = expected.lines[0].text.dropLast()
        #expect(diagnostic.hiddenText.map { string.hasSuffix($0) && !$0.isEmpty } == true)
        #expect(string.hasPrefix(shown))
    }

    @Test func reservesSpaceKeepsTheHeightOfThoseLines() throws {
        let threeLines = try Layouts.body("X\nX\nX")
        let result = try Layouts.layout(Text("Hi").lineLimit(3, reservesSpace: true).id("t"))
        #expect(abs((result["t"]?.frame.height ?? 0) - threeLines.height) < 1e-9)
        let range = try Layouts.layout(Text("Hi").lineLimit(2...4).id("t"))
        #expect(abs((range["t"]?.frame.height ?? 0) - (try Layouts.body("X\nX")).height) < 1e-9)
    }

    @Test func ancestorTextSettingsReachPlainTextsButNotStyledOnes() throws {
        let view = VStack {
            Text("Plain").id("plain")
            DFText("Styled", style: "caption").id("styled")
        }.font(.system(size: 30)).lineLimit(1)
        let result = try Layouts.layout(view)
        #expect(result["plain"]?.text?.style.size == 30)
        #expect(result["styled"]?.text?.style.size == 12)
        #expect(result["styled"]?.text?.style.lineSpacing == 2)
    }

    @Test func styledTextsResolveAtTheCategoryAndPreset() throws {
        let result = try Layouts.layout(DFText("Big", style: "display").id("t"), category: .accessibility5, preset: "copper")
        let style = try #require(result["t"]?.text?.style)
        #expect(style.size == 60 && style.leading == 70 && style.tracking == -0.8 && style.weight == .bold)
    }

    @Test func unknownStylesAreErrorsWithThePath() throws {
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(VStack { Text("x", style: "hero") }) }
        do {
            _ = try Layouts.layout(VStack { Text("x", style: "hero") })
        } catch {
            #expect(error.description.hasPrefix("Test/VStack/Text[0]: theme 'designFoundation' has no text style 'hero'"))
        }
    }

    /// Issue 33: with Apple's theme, whose styles are Apple's text styles, the list named each
    /// twice. SwiftUI has eleven text styles (largeTitle … caption2; Apple's `Font.TextStyle`).
    @Test func unknownStylesListEachStyleOnce() {
        #expect {
            try Layouts.layout(Text("x", style: "hero"), theme: .apple)
        } throws: { error in
            let known = "\(error)".components(separatedBy: "its styles are ").last?.components(separatedBy: ", ") ?? []
            return known.count == Set(known).count && known.contains("title3") && known.count >= 11
        }
    }

    @Test func badLengthsAreErrorsWithThePath() {
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(Box(width: -5, height: 10)) }
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(Color.red.frame(minWidth: 50, maxWidth: 10)) }
        #expect(throws: OversetLayoutError.self) { try Layouts.layout(Color.red, width: .nan) }
    }

    @Test func minimumScaleFactorIsReportedAsScaled() throws {
        let result = try Layouts.layout(Text("A headline that is much too long").lineLimit(1).minimumScaleFactor(0.5).id("t"), width: 200)
        let kinds = result["t"]?.diagnostics.map(\.kind) ?? []
        #expect(kinds.contains(.scaled) && !kinds.contains(.truncated))
    }

    @Test func middleTruncationOnSeveralLinesIsAHazard() throws {
        let result = try Layouts.layout(
            Text("A path /Users/jamie/Documents/Project Final v3 (copy).sketch that is long").lineLimit(2).truncationMode(.middle).id("t"),
            width: 150)
        #expect(result["t"]?.diagnostics.map(\.kind).contains(.hazard) == true)
    }

    /// Components and their token sizes at Large: avatar 40, icon md 20, toggle switch 51 × 31,
    /// list row at least 44 tall, badge text padded 8 / 4.
    @Test func componentsTakeTheirTokenSizes() throws {
        let result = try Layouts.layout(
            VStack(alignment: .leading, spacing: 0) {
                DFAvatar().id("avatar")
                DFIcon("star").id("icon")
                DFToggle("Push notifications").id("toggle")
                DFListRow("Title", subtitle: "Subtitle", icon: "bell").id("row")
                DFBadge(text: "New").id("badge")
                DFSkeleton(width: 160, height: 14).id("skeleton")
            })
        #expect(result["avatar"]?.frame.size == Size(width: 40, height: 40))
        #expect(result["icon"]?.frame.size == Size(width: 20, height: 20))
        #expect((result["toggle"]?.frame.height ?? 0) >= 44)
        #expect((result["row"]?.frame.height ?? 0) >= 44)
        let badgeText = try Layouts.engine.measure(
            "New", attributes: TextAttributes(font: .family("system"), size: 12, tracking: 0.3),
            options: TextLayoutOptions(leading: 16))
        #expect(abs((result["badge"]?.frame.width ?? 0) - (badgeText.width + 16)) < 0.34)
        #expect(result["skeleton"]?.frame.size == Size(width: 160, height: 14))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func iconsScaleWithBodyText() throws {
        let result = try Layouts.layout(DFIcon("star", size: .md).id("icon"), category: .accessibility5)
        // @ScaledMetric follows UIFontMetrics: 20 × 2.814 = 56.28 → 169 px at @3x (by the style
        // ratio it would be 20 × 53 / 17 = 62.35 → 187 px).
        #expect(result["icon"]?.frame.width == 169.0 / 3)
    }
}

extension Rect {
    var origin: (Double, Double) { (x, y) }
}

func == (lhs: (Double, Double)?, rhs: (Double, Double)) -> Bool {
    guard let lhs else { return false }
    return lhs.0 == rhs.0 && lhs.1 == rhs.1
}
