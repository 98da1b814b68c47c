import OversetLayout
import OversetStyle
import OversetText
import Testing

/// A truncation whose width shortfall is inside the "system" stand-in's error says so (issue 33,
/// point 3): iOS's own font may fit where the stand-in does not.
@Suite struct StandInErrorTests {
    static let title = "Monthly revenue report"

    /// The title truncated in one line at `fraction` less than its one-line width.
    static func truncation(short fraction: Double, family: String? = nil) throws -> Diagnostic {
        let width = try Layouts.body(title).width * (1 - fraction)
        var text = Text(title).lineLimit(1)
        if let family { text = text.font(.custom(family, size: 17)) }
        let diagnostics = try Layouts.layout(text.frame(width: width), theme: .apple).diagnostics
        return try #require(diagnostics.first { $0.kind == .truncated })
    }

    @Test(arguments: [(0.005, true), (0.015, true), (0.10, false)])
    func aShortfallInsideTheErrorSaysSo(fraction: Double, isWithin: Bool) throws {
        let message = try Self.truncation(short: fraction).message
        #expect(message.contains("within the system stand-in's") == isWithin, "\(message)")
    }

    /// A bundled font by name has no stand-in error.
    @Test func anotherFontHasNoSuchError() throws {
        #expect(try !Self.truncation(short: 0.005, family: "Inter").message.contains("within the system stand-in's"))
    }
}
