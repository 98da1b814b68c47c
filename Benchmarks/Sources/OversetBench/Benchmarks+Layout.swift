import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText

extension Benchmarks {
    func gallery() throws -> [AuditScreen] {
        let spec = try LayoutSpec(contentsOf: repository.appendingPathComponent("Examples/gallery.json").path)
        return spec.screens.map { AuditScreen(name: $0.name, body: $0.body, theme: .designFoundation, preset: $0.preset, width: $0.width) }
    }

    /// The gallery's 16 screens laid out at Large on a 375 pt screen.
    func galleryLayouts() throws -> BenchmarkResult {
        let screens = try gallery()
        let repeats = quick ? 20 : 100
        let engine = TextEngine(registry: registry)
        let solver = LayoutSolver(engine: engine)
        let time = try Timing.median(
            (0..<rounds).map { _ in
                try Timing.seconds {
                    for _ in 0..<repeats {
                        for screen in screens { _ = try solver.layout(screen.body, name: screen.name, theme: screen.theme) }
                    }
                }
            })
        return BenchmarkResult(
            name: "gallery screens laid out (16 screens, L, 375 pt)", overset: rate(repeats * screens.count, time, "screens/s"),
            baseline: "", ratio: "", target: "", met: nil,
            values: ["seconds": time, "screens": Double(repeats * screens.count)])
    }

    /// The default audit (2880 layouts) with 2 threads, end to end from the parsed spec.
    func audit() throws -> BenchmarkResult {
        let screens = try gallery()
        let matrix = AuditMatrix()
        let time = Timing.median(try (0..<rounds).map { _ in try runAudit(screens, matrix, jobs: 2) })
        let cases = screens.count * matrix.environmentCount
        return BenchmarkResult(
            name: "default gallery audit, 2 threads (\(cases) layouts)", overset: rate(cases, time, "layouts/s"),
            baseline: "", ratio: String(format: "%.2f s wall", time), target: "< 2 s", met: time < 2,
            values: ["seconds": time, "cases": Double(cases)])
    }

    /// A matrix of more than 10,000 cases (the gallery at 12 sizes × 5 presets × 11 widths) with
    /// 2 threads, and with 1 and 2 threads in alternating rounds for the speed-up.
    func largeMatrix() throws -> [BenchmarkResult] {
        let screens = try gallery()
        let matrix = AuditMatrix(widths: stride(from: 320.0, through: 420, by: 10).map { $0 })
        let cases = screens.count * matrix.environmentCount
        let (two, one) = try Timing.alternate(
            rounds: rounds, { _ = try runAudit(screens, matrix, jobs: 2) },
            { _ = try runAudit(screens, matrix, jobs: 1) })
        let speedUp = one / two
        return [
            BenchmarkResult(
                name: "audit of a \(cases)-case matrix, 2 threads", overset: rate(cases, two, "layouts/s"), baseline: "",
                ratio: String(format: "%.2f s wall", two), target: "< 10 s", met: two < 10,
                values: ["seconds": two, "cases": Double(cases)]),
            BenchmarkResult(
                name: "same audit, 2 threads over 1", overset: String(format: "%.2f s vs %.2f s", two, one), baseline: "",
                ratio: String(format: "%.2f×", speedUp), target: "≥ 1.8×", met: speedUp >= 1.8,
                values: ["oneThreadSeconds": one, "twoThreadSeconds": two, "speedUp": speedUp]),
        ]
    }

    /// Seconds for one audit with a fresh engine (empty caches), run as `overset audit` runs
    /// one for a text, JSON or JUnit report: failing cases keep their findings, not their
    /// layouts (only the HTML report's pictures need those).
    func runAudit(_ screens: [AuditScreen], _ matrix: AuditMatrix, jobs: Int) throws -> Double {
        try Self.runAudit(screens, matrix, registry: registry, jobs: jobs)
    }

    /// `runAudit` with the fonts of `registry` (a process timing one audit has no `Benchmarks`).
    static func runAudit(_ screens: [AuditScreen], _ matrix: AuditMatrix, registry: FontRegistry, jobs: Int) throws -> Double {
        try Timing.seconds {
            _ = try AuditRunner(solver: LayoutSolver(engine: TextEngine(registry: registry)), jobs: jobs, keepsLayouts: false)
                .run(screens, matrix: matrix)
        }
    }
}
