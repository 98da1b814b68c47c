import Foundation
import OversetLayout
import Testing

@testable import OversetSwiftSource

/// `Grid` and `GridRow` in SwiftUI source read as the DSL writes them.
@Suite struct GridEvaluatorTests {
    @Test func gridsReadAsTheDSL() throws {
        let source = """
            struct Info: View {
                var body: some View {
                    Grid(alignment: .leading, horizontalSpacing: 12) {
                        GridRow(alignment: .top) {
                            Text("Name")
                            Text("Ada")
                        }
                        Divider()
                    }
                }
            }
            #Preview { Info() }
            """
        let evaluation = try EvaluatorTests.evaluate(source)
        #expect(evaluation.notes.filter(\.isNotUnderstood).isEmpty, "\(evaluation.notes)")
        let expected = Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow(alignment: .top) {
                Text("Name")
                Text("Ada")
            }
            Divider()
        }
        #expect(evaluation.tree == expected.node, "\(evaluation.tree)")
    }
}
