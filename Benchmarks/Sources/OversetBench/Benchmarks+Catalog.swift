import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText
import PangoBench

extension Benchmarks {
    /// The texts of one screen of an app: a headline, a body, a footnote and a caption, each with
    /// the line limit a UI gives it.
    struct CatalogScreen {
        static let parts: [(style: TextStyle, words: ClosedRange<Int>, lineLimit: Int)] = [
            (.headline, 2...6, 2), (.body, 8...30, 4), (.footnote, 5...15, 2), (.caption, 2...8, 1),
        ]
        var texts: [String]
    }

    /// The option that makes `overset-bench` run one catalog-scale audit of N screens and print
    /// its peak memory (in a process of its own, as for the spec).
    static let catalogMemoryOption = "--catalog-memory"
    /// The option that makes `overset-bench` run one catalog-scale audit of N screens on one
    /// thread and nothing else, for a profiler (`perf record`).
    static let catalogProfileOption = "--catalog-profile"
    /// The option that makes `overset-bench` shape the floor of the audit of N catalog screens
    /// (`ShapingFloor.shapeAll`) and nothing else: with `--catalog-profile`, a profiler's or an
    /// instruction counter's view of both sides of the ratio (`valgrind --tool=callgrind`
    /// counts instructions the same however loaded the machine is).
    static let catalogFloorProfileOption = "--catalog-floor-profile"

    /// The catalog audit's widths, and its matrix: every category at each of them.
    static let catalogWidths = [320.0, 375, 430]
    static let catalogMatrix = AuditMatrix(categories: DynamicTypeSize.allCases, presets: ["default"], widths: catalogWidths)

    /// `count` screens of broad-vocabulary texts, of random-letter words, or of words drawn from
    /// `vocabulary` (`BroadCorpus`).
    static func catalogScreens(_ count: Int, randomLetters: Bool = false, vocabulary: [String] = []) -> [CatalogScreen] {
        var corpus = BroadCorpus(seed: 17, randomLetters: randomLetters, vocabulary: vocabulary)
        return (0..<count).map { _ in CatalogScreen(texts: CatalogScreen.parts.map { corpus.sentence($0.words) }) }
    }

    /// An app's screens at catalog scale: 1,000 screens × 4 texts at 12 categories × 3 widths
    /// (144,000 text layouts; 200 screens in quick mode), audited with 1 and with 2 threads,
    /// against Pango measuring the same texts at the same sizes, widths and line limits. The text
    /// engine alone doing Pango's part (measuring each text, no layout, placement or diagnostics)
    /// tells how much of the audit's time goes to measuring; the floor (each distinct shape once
    /// with raw HarfBuzz, `ShapingFloor`) is timed in the same rounds.
    func catalogAudit() throws -> [BenchmarkResult] {
        let screens = Self.catalogScreens(quick ? 200 : 1_000)
        let audited = try Self.auditScreens(screens)
        let (widths, matrix) = (Self.catalogWidths, Self.catalogMatrix)
        let layouts = screens.count * CatalogScreen.parts.count * matrix.environmentCount
        // The catalog has no `ViewThatFits`: a text's string and font are the same at every width.
        let floor = try auditFloor(audited, matrix: matrix, allWidths: false)
        let rounds = try Timing.rounds(
            quick ? 2 : 3,
            [
                { _ = try runAudit(audited, matrix, jobs: 1) },
                { _ = try runAudit(audited, matrix, jobs: 2) },
                {
                    let engine = TextEngine(registry: registry)
                    try Self.forEachLayout(of: screens, widths: widths) { text, size, width, lineLimit in
                        try overset(engine, text, size: size, width: width, lineLimit: lineLimit)
                    }
                },
                {
                    Self.forEachLayout(of: screens, widths: widths) { text, size, width, lineLimit in
                        pangoMeasure(text, size: size, width: width, lineLimit: lineLimit)
                    }
                },
                { floor.shapeAll() },
            ])
        let (one, two, engineAlone, pango, floorTime) = (rounds.median(0), rounds.median(1), rounds.median(2), rounds.median(3), rounds.median(4))
        // Ratios within each round (`Timing.Rounds.ratio`); the ratio of the medians too in the JSON.
        let (oneOverFloor, engineOverFloor, twoOverFloor) = (rounds.ratio(0, over: 4), rounds.ratio(2, over: 4), rounds.ratio(1, over: 4))
        let (pangoOverOne, pangoOverEngine) = (rounds.ratio(3, over: 0), rounds.ratio(3, over: 2))
        let perLayout = one / Double(layouts) * 1e6
        let memory = try childPeak(Self.catalogMemoryOption, String(screens.count))
        let fresh = try freshProcessSpeedUp(screens: screens.count, pairs: quick ? 3 : 10)
        return [
            floor.result("the catalog audit (\(layouts) text layouts)", seconds: floorTime),
            BenchmarkResult(
                name: "catalog-scale audit, 1 thread (\(screens.count) screens × 4 texts × 36 environments = \(layouts) text layouts)",
                overset: String(format: "%.1f µs per text layout", perLayout),
                baseline: String(format: "%.1f µs (Pango)", pango / Double(layouts) * 1e6),
                ratio: String(format: "%.1f× Pango's throughput, ", pangoOverOne) + ShapingFloor.ratio(oneOverFloor), target: "≥ 8×",
                met: pangoOverOne >= 8,
                values: [
                    "oneThreadSeconds": one, "pangoSeconds": pango, "ratio": pangoOverOne, "textLayouts": Double(layouts),
                    "floorSeconds": floorTime, "overFloor": oneOverFloor, "overFloorOfMedians": one / floorTime,
                ]),
            BenchmarkResult(
                name: "the same \(layouts) texts measured by the text engine alone, as Pango measures them (no layout, placement or diagnostics), 1 thread",
                overset: String(format: "%.1f µs per text layout", engineAlone / Double(layouts) * 1e6),
                baseline: String(format: "%.1f µs (Pango)", pango / Double(layouts) * 1e6),
                ratio: String(format: "%.1f× Pango's throughput (%.0f%% of the audit's time), ", pangoOverEngine, rounds.ratio(2, over: 0) * 100)
                    + ShapingFloor.ratio(engineOverFloor),
                target: "", met: nil,
                values: [
                    "engineSeconds": engineAlone, "pangoSeconds": pango, "ratio": pangoOverEngine, "shareOfAudit": rounds.ratio(2, over: 0),
                    "floorSeconds": floorTime, "overFloor": engineOverFloor, "overFloorOfMedians": engineAlone / floorTime,
                ]),
            BenchmarkResult(
                name: "catalog-scale audit, 2 threads over 1 (each audit in a fresh process, \(quick ? 3 : 10) pairs)",
                overset: String(format: "%.2f s vs %.2f s", fresh.two, fresh.one), baseline: "",
                ratio: String(format: "%.2f× (median of the pairs; %.2f× in the rounds above); wall time ", fresh.speedUp, rounds.ratio(0, over: 1))
                    + ShapingFloor.ratio(twoOverFloor) + " (one thread's)",
                target: "≥ 1.8×", met: fresh.speedUp >= 1.8,
                values: [
                    "oneThreadSeconds": fresh.one, "twoThreadSeconds": fresh.two, "speedUp": fresh.speedUp, "roundsOneThreadSeconds": one,
                    "roundsTwoThreadSeconds": two, "roundsSpeedUp": rounds.ratio(0, over: 1), "roundsSpeedUpOfMedians": one / two,
                    "floorSeconds": floorTime, "twoThreadsOverFloor": twoOverFloor,
                ]),
            BenchmarkResult(
                name: "catalog-scale audit, peak memory (its own process, 2 threads, JSON report, no pictures kept)",
                overset: String(format: "%.0f MB", memory.peak), baseline: "", ratio: String(format: "%.0f MB", memory.peak),
                target: layouts >= 144_000 ? "≤ 200 MB" : "", met: layouts >= 144_000 ? memory.peak <= 200 : nil,
                values: ["peakMegabytes": memory.peak, "idleMegabytes": memory.idle]),
        ]
    }

    /// The catalog audit on one thread with random-letter words, against Pango and the floor in
    /// the same rounds: a vocabulary in which nearly every word is new.
    func catalogAuditRandomLetters() throws -> [BenchmarkResult] {
        try catalogAuditOneThread(Self.catalogScreens(quick ? 200 : 1_000, randomLetters: true), vocabulary: "random-letter words")
    }

    /// The catalog audit on one thread with the words of a String Catalog (`CatalogWords`), each
    /// drawn as often as the catalog uses it: a vocabulary that repeats as a real app's does.
    func catalogAuditCatalogWords(_ words: [String], file: String) throws -> [BenchmarkResult] {
        try catalogAuditOneThread(
            Self.catalogScreens(quick ? 200 : 1_000, vocabulary: words), vocabulary: "the words of \(file) (\(Set(words).count) distinct)")
    }

    /// The one-thread catalog audit of `screens` against Pango and the floor in the same rounds.
    private func catalogAuditOneThread(_ screens: [CatalogScreen], vocabulary: String) throws -> [BenchmarkResult] {
        let audited = try Self.auditScreens(screens)
        let (widths, matrix) = (Self.catalogWidths, Self.catalogMatrix)
        let layouts = screens.count * CatalogScreen.parts.count * matrix.environmentCount
        let floor = try auditFloor(audited, matrix: matrix, allWidths: false)
        let rounds = try Timing.rounds(
            quick ? 2 : 3,
            [
                { _ = try runAudit(audited, matrix, jobs: 1) },
                {
                    Self.forEachLayout(of: screens, widths: widths) { text, size, width, lineLimit in
                        pangoMeasure(text, size: size, width: width, lineLimit: lineLimit)
                    }
                },
                { floor.shapeAll() },
            ])
        let (one, pango, floorTime) = (rounds.median(0), rounds.median(1), rounds.median(2))
        let (pangoOverOne, oneOverFloor) = (rounds.ratio(1, over: 0), rounds.ratio(0, over: 2))
        return [
            floor.result("the catalog audit, \(vocabulary) (\(layouts) text layouts)", seconds: floorTime),
            BenchmarkResult(
                name: "catalog-scale audit, \(vocabulary), 1 thread (\(layouts) text layouts)",
                overset: String(format: "%.1f µs per text layout", one / Double(layouts) * 1e6),
                baseline: String(format: "%.1f µs (Pango)", pango / Double(layouts) * 1e6),
                ratio: String(format: "%.1f× Pango's throughput, ", pangoOverOne) + ShapingFloor.ratio(oneOverFloor), target: "",
                met: nil,
                values: [
                    "oneThreadSeconds": one, "pangoSeconds": pango, "ratio": pangoOverOne, "textLayouts": Double(layouts),
                    "floorSeconds": floorTime, "overFloor": oneOverFloor, "overFloorOfMedians": one / floorTime,
                ]),
        ]
    }

    /// Calls `body` with every text layout of `screens` in the audit's matrix: each text with its
    /// point size, width and line limit.
    static func forEachLayout(
        of screens: [CatalogScreen], widths: [Double], _ body: (_ text: String, _ size: Double, _ width: Double, _ lineLimit: Int) throws -> Void
    ) rethrows {
        for screen in screens {
            for category in DynamicTypeSize.allCases {
                for width in widths {
                    for (part, text) in zip(CatalogScreen.parts, screen.texts) {
                        try body(text, part.style.pointSize(at: category), width, part.lineLimit)
                    }
                }
            }
        }
    }

    /// Runs the audit of `count` catalog screens in this process, writes its JSON report as the
    /// command line does (in pieces), and prints the idle and peak memory.
    static func reportCatalogMemory(_ count: Int) throws {
        let idle = processPeakMegabytes
        let audited = try auditScreens(catalogScreens(count))
        let registry = try FontRegistry(options: .init(bundledFontsDirectory: BundledFonts.directory, usesSystemFonts: false))
        let report = try AuditRunner(solver: LayoutSolver(engine: TextEngine(registry: registry)), jobs: 2, keepsLayouts: false)
            .run(audited, matrix: catalogMatrix)
        // As `overset audit --format json --output FILE` writes it: piece by piece.
        let sink = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/null"))
        report.writeJSON { sink.write(Data($0.utf8)) }
        print(String(format: "%.1f %.1f", idle, processPeakMegabytes))
    }

    /// One audit of `count` catalog screens on one thread, as the catalog benchmark's one-thread
    /// row runs it (no report), timed in the process's core-seconds.
    static func profileCatalog(_ count: Int, vocabulary: [String] = []) throws {
        let audited = try auditScreens(catalogScreens(count, vocabulary: vocabulary))
        let registry = try FontRegistry(options: .init(bundledFontsDirectory: BundledFonts.directory, usesSystemFonts: false))
        let seconds = try Timing.coreSeconds {
            _ = try AuditRunner(solver: LayoutSolver(engine: TextEngine(registry: registry)), jobs: 1, keepsLayouts: false).run(audited, matrix: catalogMatrix)
        }
        print(String(format: "%.3f core-s", seconds))
    }

    /// Shapes the floor of the audit of `count` catalog screens once (`auditFloor`), timed in
    /// the process's core-seconds.
    static func profileCatalogFloor(_ count: Int, vocabulary: [String] = []) throws {
        let floor = try Benchmarks(quick: true).auditFloor(
            auditScreens(catalogScreens(count, vocabulary: vocabulary)), matrix: catalogMatrix, allWidths: false)
        let seconds = Timing.coreSeconds { floor.shapeAll() }
        print(String(format: "%.3f core-s, %d distinct shapes", seconds, floor.count))
    }

    /// The catalog screens as audit screens in Apple's theme.
    static func auditScreens(_ screens: [CatalogScreen]) throws -> [AuditScreen] {
        let apple = try Theme.builtIn(named: "apple")
        return screens.enumerated().map { index, screen in
            let body = VStack(alignment: .leading, spacing: 8) {
                for (part, text) in zip(CatalogScreen.parts, screen.texts) {
                    Text(text, style: part.style.rawValue).lineLimit(part.lineLimit)
                }
            }
            return AuditScreen(name: "Screen\(index)", body: body.node, theme: apple)
        }
    }

    /// Pango measuring `text` with at most `lineLimit` lines (0: none), ellipsized at the end.
    func pangoMeasure(_ text: String, size: Double, width: Double, lineLimit: Int) {
        var lines: Int32 = 0
        var height = 0.0
        text.utf8CString.withUnsafeBufferPointer { bytes in
            _ = pango_bench_measure_limited(
                pango, bytes.baseAddress, bytes.count - 1, "Inter", size, width, Int32(lineLimit), &lines, &height)
        }
    }
}
