import Foundation
import OversetAudit
import OversetLayout
import OversetText

extension Benchmarks {
    /// The option that makes `overset-bench` time one catalog-scale audit in a process of its own
    /// and print its seconds: `--catalog-time SCREENS JOBS`.
    static let catalogTimeOption = "--catalog-time"
    /// The most screens and threads `--catalog-time` takes.
    static let catalogTimeLimits = (screens: 100_000, jobs: 64)

    /// Two threads over one as `overset audit` runs them: each audit in a fresh process (its
    /// fonts, caches and memory new, as a command's are), a one-thread and a two-thread process
    /// back to back in each pair, who goes first alternating, and the median of the pairs'
    /// ratios. A pair shares the machine's load of the moment; the catalog rounds' ratio of two
    /// medians, each taken in rounds between Pango's ten-second runs, does not (on this shared
    /// 2-core machine it ranged from 1.54× to 1.95× for one build within an hour).
    ///
    /// - Returns: the median of the pairs' ratios, and each side's median seconds.
    func freshProcessSpeedUp(screens: Int, pairs: Int) throws -> (speedUp: Double, one: Double, two: Double) {
        var (ratios, ones, twos) = ([Double](), [Double](), [Double]())
        for pair in 0..<pairs {
            var seconds: [Int: Double] = [:]
            for jobs in pair.isMultiple(of: 2) ? [1, 2] : [2, 1] {
                seconds[jobs] = try childFigures([Self.catalogTimeOption, String(screens), String(jobs)], count: 1)[0]
            }
            let (one, two) = (seconds[1]!, seconds[2]!)
            ratios.append(one / two)
            ones.append(one)
            twos.append(two)
        }
        return (Timing.median(ratios), Timing.median(ones), Timing.median(twos))
    }

    /// Times one audit of `count` catalog screens on `jobs` threads as the catalog rounds time
    /// theirs (`runAudit`: a fresh engine, the report dropped) and prints its seconds.
    ///
    /// - Throws: `BenchmarkError` for a count or number of threads out of `catalogTimeLimits`.
    static func timeCatalogAudit(_ count: Int, jobs: Int) throws {
        guard (1...catalogTimeLimits.screens).contains(count), (1...catalogTimeLimits.jobs).contains(jobs) else {
            throw BenchmarkError(
                "\(catalogTimeOption) takes 1 to \(catalogTimeLimits.screens) screens and 1 to \(catalogTimeLimits.jobs) threads")
        }
        let audited = try auditScreens(catalogScreens(count))
        let registry = try FontRegistry(options: .init(bundledFontsDirectory: BundledFonts.directory, usesSystemFonts: false))
        print(String(format: "%.6f", try runAudit(audited, catalogMatrix, registry: registry, jobs: jobs)))
    }
}
