import OversetTesting
import Testing

/// The helpers' default theme is Apple's text styles, so that a style name means what it means
/// in SwiftUI; DesignFoundation is one argument away, and every failure names the theme it used.
@Suite struct DefaultThemeTests {
    /// A text that cannot fit: 36 characters of 17 pt body text average well over 3 pt each, so
    /// more than 100 pt on one line.
    static var tooLong: ViewNode {
        Text("Your subscription renews on 1 March.", style: "body").lineLimit(1).frame(width: 100).id("t")
    }

    @Test func theDefaultIsApplesTextStyles() {
        #expect(Overset.defaultTheme.name == "apple")
    }

    /// Caption at Large: Apple's Caption 1 is 12 pt with no extra line spacing (HIG, Typography,
    /// "Dynamic Type sizes", Large column); DesignFoundation's caption adds 2 pt between lines
    /// (its design tokens, docs/themes.md).
    /// A built-in theme by name, nil for none (the default).
    static func theme(_ name: String?) throws -> Theme? {
        try name.map { try Theme.builtIn(named: $0) }
    }

    @Test(arguments: [(nil as String?, 12.0, 0.0), ("apple", 12, 0), ("designFoundation", 12, 2)])
    func aCaptionIsTheThemesCaption(_ themeName: String?, _ size: Double, _ lineSpacing: Double) throws {
        let layout = try Overset.layout(Text("Updated just now", style: "caption").id("c"), theme: try Self.theme(themeName))
        let style = try #require(layout["c"]?.text?.style)
        #expect(style.name == "caption")
        #expect(style.size == size)
        #expect(style.lineSpacing == lineSpacing)
    }

    @Test(arguments: [(nil as String?, "(theme apple):"), ("designFoundation", "(theme designFoundation):")])
    func fitFailuresNameTheTheme(_ themeName: String?, _ named: String) throws {
        let theme = try Self.theme(themeName)
        withKnownIssue {
            expectFits(Self.tooLong, categories: [.large], theme: theme)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(named) && text.contains("truncated at Test/Text\"t\"")
        }
    }

    @Test func layoutErrorsNameTheTheme() {
        withKnownIssue {
            expectFits(Text("x", style: "label"), theme: .apple)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("could not lay the view out (theme apple):") && text.contains("'label'")
        }
    }
}
