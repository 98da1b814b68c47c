import Foundation
import OversetLayout
import Testing

@testable import OversetSwiftSource

/// `position` in SwiftUI source, in each of its spellings.
@Suite struct PositionEvaluatorTests {
    /// `position(x:y:)` and `position(CGPoint(x:y:))` read as the DSL's `position`.
    @Test(arguments: [".position(x: 60, y: 40)", ".position(CGPoint(x: 60, y: 40))", ".position(.init(x: 60, y: 40))"])
    func positionsReadAsTheDSL(written: String) throws {
        let source = """
            struct Pin: View {
                var body: some View { Text("Pin")\(written) }
            }
            #Preview { Pin() }
            """
        let evaluation = try EvaluatorTests.evaluate(source)
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        #expect(evaluation.tree == Text("Pin").position(x: 60, y: 40).node)
    }
}
