import OversetLayout

extension AuditRunner {
    /// The most cases a worker takes at a time, unless one environment has more widths.
    static let chunkLength = 48

    /// `cases` as workers take them, as positions in `cases`: one screen's cases at a time, so
    /// that two threads rarely lay out the same texts at once (which would make the shared
    /// paragraphs' reference counts bounce between the cores), and every width of an environment
    /// in the same chunk, so that its tree is built once and laid out at each width
    /// (`PreparedLayout`). A chunk holds whole environments up to `chunkLength` cases; an
    /// environment with more widths is split into chunks of `chunkLength`.
    ///
    /// - Complexity: O(n).
    static func chunks(_ cases: [AuditCase]) -> [[Int]] {
        var chunks: [[Int]] = []
        var runStart = 0
        // The last run's chunks, from its start: a run of the same environments in the same order
        // (the next screen's, most often) is chunked the same, found by comparing environments
        // instead of hashing each (a serial hundredth of a catalog audit).
        var last: (run: ClosedRange<Int>, offsets: [[Int]])?
        for position in cases.indices where position + 1 == cases.count || cases[position + 1].screen != cases[position].screen {
            let run = runStart...position
            if let last, last.run.count == run.count, zip(last.run, run).allSatisfy({ cases[$0].environment == cases[$1].environment }) {
                chunks += last.offsets.map { $0.map { $0 + runStart } }
            } else {
                let runChunks = Self.chunks(ofRun: run, in: cases)
                chunks += runChunks
                last = (run, runChunks.map { $0.map { $0 - runStart } })
            }
            runStart = position + 1
        }
        return chunks
    }

    /// The chunks of one screen's consecutive cases: its environments (apart from the width) in
    /// the order they first come, each with all its positions.
    private static func chunks(ofRun run: ClosedRange<Int>, in cases: [AuditCase]) -> [[Int]] {
        // Positions by environment, in the order the environments first come: one hash per case.
        var numbers: [LayoutEnvironment: Int] = [:]
        var positions: [[Int]] = []
        for position in run {
            let environment = cases[position].environment.apartFromWidth
            if let number = numbers[environment] {
                positions[number].append(position)
            } else {
                numbers[environment] = positions.count
                positions.append([position])
            }
        }
        var chunks: [[Int]] = []
        var current: [Int] = []
        for environmentPositions in positions {
            var widths = environmentPositions[...]
            if !current.isEmpty, current.count + widths.count > chunkLength {
                chunks.append(current)
                current = []
            }
            while widths.count > chunkLength {
                chunks.append(Array(widths.prefix(chunkLength)))
                widths = widths.dropFirst(chunkLength)
            }
            current += widths
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}

extension LayoutEnvironment {
    /// The environment with its width set to 0: what a tree is built for (`LayoutSolver.prepare`),
    /// the same for every width it is laid out at.
    var apartFromWidth: LayoutEnvironment {
        var environment = self
        environment.width = 0
        return environment
    }
}
