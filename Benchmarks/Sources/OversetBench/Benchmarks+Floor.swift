import Foundation
import OversetAudit
import OversetLayout
import OversetText

extension Benchmarks {
    /// The floor of an audit: every `Text` of `screens` laid out in the environments of `matrix`
    /// as the audit lays them out (`AuditRunner.layout`), with the family, size, weight and slant
    /// its style resolved to there. The strings are the texts as given, whole, whatever their
    /// line limits show.
    ///
    /// - Parameter allWidths: whether to lay each environment out at every width of the matrix;
    ///   a screen whose texts cannot change with the width (no `ViewThatFits`) needs one.
    func auditFloor(_ screens: [AuditScreen], matrix: AuditMatrix, allWidths: Bool) throws -> ShapingFloor {
        let floor = ShapingFloor(registry: registry)
        let runner = AuditRunner(solver: LayoutSolver(engine: TextEngine(registry: registry)), jobs: 1, keepsLayouts: false)
        let screensByName = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var oneWidth = matrix
        if !allWidths { oneWidth.widths = Array(matrix.widths.prefix(1)) }
        for auditCase in runner.cases(screens, matrix: oneWidth) {
            guard let screen = screensByName[auditCase.screen] else { continue }
            let (layout, _) = try runner.layout(screen, in: auditCase.environment)
            for view in layout.root.allViews {
                guard let text = view.text else { continue }
                try floor.add(text.string, family: text.style.family, size: text.style.size, weight: text.style.weight.value, italic: text.style.isItalic)
            }
        }
        return floor
    }

    /// The floor of `measure --jsonl` requests: each distinct (text, size) in regular Inter, as
    /// the requests ask (`request(_:size:width:)`).
    func requestsFloor(_ requests: [(text: String, size: Double)]) throws -> ShapingFloor {
        let floor = ShapingFloor(registry: registry)
        for request in requests { try floor.add(request.text, family: Self.family, size: request.size, weight: FontWeight.regular.value) }
        return floor
    }
}
