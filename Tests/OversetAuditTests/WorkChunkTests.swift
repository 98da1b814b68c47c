import OversetLayout
import OversetStyle
import Testing

@testable import OversetAudit

/// How an audit's cases are handed to workers: one screen's cases at a time, every width of an
/// environment together, at most `AuditRunner.chunkLength` cases (unless one environment has
/// more widths), covering every case once; and how what the workers found comes back.
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
        let cases = matrix.cases(for: [("A", nil, nil, nil), ("B", nil, nil, nil)])
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

    /// Screens after one another chunk as each would alone, whether their environments are the
    /// same as the screen's before (its chunks are reused) or not (a preset, width or devices of
    /// their own, as many cases or not).
    @Test func eachScreenChunksAsItWouldAlone() {
        let matrix = AuditMatrix(categories: [.small, .large, .accessibility3], presets: ["default", "compact"], widths: [320, 375, 430])
        let cases = matrix.cases(for: [
            ("A", nil, nil, nil), ("B", nil, nil, nil), ("C", "compact", nil, nil), ("D", nil, 400, nil), ("E", nil, nil, nil),
            ("F", "default", nil, nil), ("G", nil, nil, nil),
        ])
        var expected: [[Int]] = []
        var runStart = 0
        for position in cases.indices where position + 1 == cases.count || cases[position + 1].screen != cases[position].screen {
            let alone = AuditRunner.chunks(Array(cases[runStart...position]))
            expected += alone.map { $0.map { $0 + runStart } }
            runStart = position + 1
        }
        #expect(AuditRunner.chunks(cases) == expected)
        #expect(Set(cases.map(\.screen)).count == 7)
        // As many cases as the screen before, other environments: X's widths interleave two
        // environments, Y's four environments have one width each.
        func environment(_ category: DynamicTypeSize, _ width: Double) -> LayoutEnvironment {
            var environment = LayoutEnvironment(category: category)
            environment.width = width
            return environment
        }
        let interleaved = [
            ("X", environment(.small, 320)), ("X", environment(.large, 320)), ("X", environment(.small, 375)), ("X", environment(.large, 375)),
            ("Y", environment(.small, 320)), ("Y", environment(.large, 320)), ("Y", environment(.xLarge, 320)), ("Y", environment(.xxLarge, 320)),
        ].enumerated().map { AuditCase(index: $0.offset, screen: $0.element.0, environment: $0.element.1) }
        #expect(AuditRunner.chunks(interleaved) == [[0, 2, 1, 3], [4, 5, 6, 7]])
    }

    /// Workers hand their failing cases over in the order they took them; the report lists them
    /// in matrix order, and an audit fails with the error of the earliest case, whichever
    /// worker met it.
    @Test func workersOutcomesMergeInMatrixOrder() throws {
        let cases = Self.cases([("A", 6)])
        func failing(_ positions: [Int]) -> AuditRunner.WorkerOutcomes {
            var outcomes = AuditRunner.WorkerOutcomes()
            outcomes.failing = positions.map { ($0, AuditReport.FailingCase(case: cases[$0], diagnostics: [], layout: nil)) }
            return outcomes
        }
        let merged = try AuditRunner.WorkerOutcomes.merged([failing([3, 0, 4]), failing([]), failing([5, 1])])
        #expect(merged.map(\.case.index) == [0, 1, 3, 4, 5])

        var late = failing([0])
        late.record(.invalidValue(path: "late", message: "bad"), at: 4)
        late.record(.invalidValue(path: "later", message: "bad"), at: 5)
        var early = failing([1])
        early.record(.invalidValue(path: "early", message: "bad"), at: 2)
        let earliest = #expect(throws: OversetLayoutError.self) { try AuditRunner.WorkerOutcomes.merged([late, early]) }
        #expect(earliest?.description == "early: bad")
        let own = #expect(throws: OversetLayoutError.self) { try AuditRunner.WorkerOutcomes.merged([late, failing([1])]) }
        #expect(own?.description == "late: bad")
    }
}

/// A report read back checks each failing case against the case its index numbers, found
/// directly (`AuditMatrix.case(at:for:)`) instead of by listing the whole matrix: it must be
/// the enumeration's case for every index, and nil past the last.
@Suite struct CaseLookupTests {
    static var boldAndRegular: AuditMatrix {
        var matrix = AuditMatrix(categories: [.small, .large, .accessibility2], presets: ["default", "slate"], widths: [320, 375], locales: ["en", "de"])
        matrix.legibilityWeights = [.regular, .bold]
        return matrix
    }

    static var onDevices: AuditMatrix {
        var matrix = boldAndRegular
        matrix.devices = ["iphone-se-3", "iphone-16-pro-max", "ipad-mini"].compactMap(DeviceScreen.named)
        return matrix
    }

    static let phone = ["iphone-16"].compactMap(DeviceScreen.named)

    @Test(arguments: [
        (AuditMatrix(categories: [.large], presets: ["default"], widths: [375]), [("A", String?.none, Double?.none, [DeviceScreen]?.none)]),
        (boldAndRegular, [("A", nil, nil, nil), ("B", "copper", nil, nil), ("C", nil, 402, nil), ("D", "sage", 430, nil), ("E", nil, nil, phone)]),
        (onDevices, [("A", nil, nil, nil), ("B", "copper", 320, nil), ("C", nil, nil, phone)]),
        // Runs of screens with the same own choices, whose environments `cases(for:)` expands once.
        (
            onDevices,
            [
                ("A", nil, nil, nil), ("B", nil, nil, nil), ("C", "copper", nil, nil), ("D", "copper", nil, nil), ("E", nil, nil, nil),
                ("F", nil, 402, nil), ("G", nil, 402, nil), ("H", nil, nil, phone), ("I", nil, nil, phone), ("J", nil, nil, nil),
            ]
        ),
    ])
    func eachIndexFindsTheEnumeratedCase(_ matrix: AuditMatrix, _ screens: [(String, String?, Double?, [DeviceScreen]?)]) {
        #expect(matrix.devices.count == 3 || matrix.devices.isEmpty)
        let choices = screens.map { (name: $0.0, preset: $0.1, width: $0.2, devices: $0.3) }
        let cases = matrix.cases(for: choices)
        for expected in cases {
            let found = matrix.case(at: expected.index, for: choices)
            #expect(found?.screen == expected.screen && found?.environment == expected.environment, "case \(expected.index)")
        }
        #expect(matrix.case(at: cases.count, for: choices) == nil)
        #expect(matrix.case(at: -1, for: choices) == nil)
    }
}
