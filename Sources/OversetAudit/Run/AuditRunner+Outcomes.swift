import OversetLayout
import OversetText

extension AuditRunner {
    /// What one worker found: its failing cases and its first error, each with the case's
    /// position in the audit's cases, kept by the worker and handed over once.
    struct WorkerOutcomes {
        var failing: [(position: Int, failingCase: AuditReport.FailingCase)] = []
        /// The work of the worker's own engine (nothing for the first, which measures with the
        /// solver's engine).
        var statistics = TextEngine.Statistics()
        /// The error of the earliest case (in matrix order) that this worker could not lay out.
        private(set) var firstError: (position: Int, error: OversetLayoutError)?

        mutating func record(_ error: OversetLayoutError, at position: Int) {
            if firstError.map({ position < $0.position }) ?? true { firstError = (position, error) }
        }

        /// Every worker's failing cases in matrix order, as one loop over the cases would have
        /// found them.
        ///
        /// - Throws: the error of the earliest case (in matrix order) that could not be laid out.
        /// - Complexity: O(n log n) in the failing cases; only their positions are sorted.
        static func merged(_ outcomes: [WorkerOutcomes]) throws(OversetLayoutError) -> [AuditReport.FailingCase] {
            if let first = outcomes.compactMap(\.firstError).min(by: { $0.position < $1.position }) { throw first.error }
            var order: [(position: Int, worker: Int, index: Int)] = []
            order.reserveCapacity(outcomes.reduce(0) { $0 + $1.failing.count })
            for (worker, outcome) in outcomes.enumerated() {
                // By index: enumerating the pairs copied each failing case to read its position.
                for index in outcome.failing.indices { order.append((outcome.failing[index].position, worker, index)) }
            }
            order.sort { $0.position < $1.position }
            return order.map { outcomes[$0.worker].failing[$0.index].failingCase }
        }
    }
}
