import OversetLayout
import OversetStyle
import Testing

@testable import OversetAudit

/// How an audit's cases are handed to workers: one screen's cases at a time, every width of an
/// environment together, at most `AuditRunner.chunkLength` cases (unless one environment has
/// more widths), covering every case once.
@Suite struct WorkChunkTests {
    static func cases(_ screens: [(String, Int)]) -> [AuditCase] {
        var cases: [AuditCase] = []
        for (screen, count) in screens {
            for _ in 0..<count { cases.append(AuditCase(index: cases.count, screen: screen, environment: LayoutEnvironment())) }
        }
        return cases
    }

    /// Cases of one environment (all alike here) are split every `chunkLength`.
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
        #expect(chunks == expected.map(Array.init))
        #expect(chunks.flatMap { $0 } == Array(cases.indices))
        for chunk in chunks {
            #expect(chunk.count <= AuditRunner.chunkLength && Set(chunk.map { cases[$0].screen }).count == 1)
        }
    }

    /// A matrix's cases (width by width, categories inside): each chunk holds whole environments,
    /// every width of each, so that each is built once; the widths of one environment are split
    /// only when there are more than `chunkLength` of them.
    @Test(arguments: [3, 11, 48, 60])
    func everyWidthOfAnEnvironmentIsInOneChunk(widthCount: Int) {
        let matrix = AuditMatrix(
            categories: DynamicTypeSize.allCases, presets: ["default", "compact"], widths: (0..<widthCount).map { 320 + Double($0) })
        let cases = matrix.cases(for: [("A", nil, nil), ("B", nil, nil)])
        let chunks = AuditRunner.chunks(cases)
        #expect(chunks.flatMap { $0 }.sorted() == Array(cases.indices))
        var chunkOf: [Int: Int] = [:]
        for (number, chunk) in chunks.enumerated() {
            #expect(chunk.count <= AuditRunner.chunkLength && Set(chunk.map { cases[$0].screen }).count == 1)
            for position in chunk { chunkOf[position] = number }
        }
        var chunksOfEnvironment: [String: Set<Int>] = [:]
        for (position, auditCase) in cases.enumerated() {
            var environment = auditCase.environment
            environment.width = 0
            chunksOfEnvironment["\(auditCase.screen) \(environment)", default: []].insert(chunkOf[position]!)
        }
        #expect(chunksOfEnvironment.count == 2 * 2 * DynamicTypeSize.allCases.count)
        for chunksOfIt in chunksOfEnvironment.values {
            #expect(chunksOfIt.count == (widthCount + AuditRunner.chunkLength - 1) / AuditRunner.chunkLength)
        }
    }
}
