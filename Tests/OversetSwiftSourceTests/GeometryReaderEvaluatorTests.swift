import Foundation
import OversetLayout
import Testing

@testable import OversetSwiftSource

/// `GeometryReader` in SwiftUI source: `proxy.size` reads as lengths linear in the reader's
/// size; anything else about the proxy is named as not understood, never guessed.
@Suite struct GeometryReaderEvaluatorTests {
    static func source(_ content: String) -> String {
        """
        struct Meter: View {
            var body: some View {
                GeometryReader { geo in
                    \(content)
                }
            }
        }
        #Preview { Meter() }
        """
    }

    @Test(arguments: [
        ("Text(\"Hi\").frame(width: geo.size.width * 0.8)", GeometryReader { Text("Hi").frame(width: $0.size.width * 0.8) }.node),
        (
            "Text(\"Hi\").frame(width: geo.size.width / 3 - 32, height: 40)",
            GeometryReader { Text("Hi").frame(width: $0.size.width / 3 - 32, height: .points(40)) }.node
        ),
        ("Text(\"Hi\").frame(height: geo.size.height * 0.5)", GeometryReader { Text("Hi").frame(height: $0.size.height * 0.5) }.node),
        ("Text(\"Hi\").padding(.horizontal, geo.size.width * 0.1)", GeometryReader { Text("Hi").padding(.horizontal, $0.size.width * 0.1) }.node),
        (
            "Text(\"Hi\").frame(width: 40 + geo.size.width - geo.size.height)",
            GeometryReader { Text("Hi").frame(width: 40 + $0.size.width - $0.size.height) }.node
        ),
    ])
    func proxySizesAreLengths(content: String, expected: ViewNode) throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(content))
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        #expect(evaluation.tree == expected, "\(evaluation.tree)")
    }

    /// `min` of a length, the proxy's frame and safe area (only the app's run knows them), and a
    /// length where only a number is read (a flexible frame's bound, an offset, a minimum).
    @Test(arguments: [
        "Text(\"Hi\").frame(width: min(geo.size.width, 300))",
        "Text(\"Hi\").frame(width: geo.frame(in: .global).width)",
        "Text(\"Hi\").padding(.top, geo.safeAreaInsets.top)",
        "Text(\"Hi\").frame(maxWidth: geo.size.width * 0.8)",
        "Text(\"Hi\").offset(x: geo.size.width / 2)",
        "Spacer(minLength: geo.size.height / 4)",
    ])
    func otherProxyReadsAreNotUnderstood(content: String) throws {
        let evaluation = try EvaluatorTests.evaluate(Self.source(content))
        #expect(evaluation.notes.contains { $0.isNotUnderstood }, "\(evaluation.notes)")
    }
}
