import OversetLayout
import Testing

@testable import OversetAudit

/// How an audit's cases are handed to workers: runs of one screen, at most
/// `AuditRunner.chunkLength` long, covering every case once in order.
@Suite struct WorkChunkTests {
    static func cases(_ screens: [(String, Int)]) -> [AuditCase] {
        var cases: [AuditCase] = []
        for (screen, count) in screens {
            for _ in 0..<count { cases.append(AuditCase(index: cases.count, screen: screen, environment: LayoutEnvironment())) }
        }
        return cases
    }

    @Test(
        arguments: [
            ([], []),
            ([("A", 1)], [0..<1]),
            ([("A", 100), ("B", 3), ("C", 48), ("D", 49)], [0..<48, 48..<96, 96..<100, 100..<103, 103..<151, 151..<199, 199..<200]),
            // A screen that comes back after another is a new run.
            ([("A", 2), ("B", 2), ("A", 2)], [0..<2, 2..<4, 4..<6]),
        ] as [([(String, Int)], [Range<Int>])])
    func chunksAreRunsOfOneScreen(_ screens: [(String, Int)], expected: [Range<Int>]) {
        let cases = Self.cases(screens)
        let chunks = AuditRunner.chunks(cases)
        #expect(chunks == expected)
        #expect(chunks.flatMap { Array($0) } == Array(cases.indices))
        for chunk in chunks {
            #expect(chunk.count <= AuditRunner.chunkLength && Set(cases[chunk].map(\.screen)).count == 1)
        }
    }
}
