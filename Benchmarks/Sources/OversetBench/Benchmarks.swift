import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText
import PangoBench

/// One line of the results table.
struct BenchmarkResult {
    var name: String
    /// What Overset achieved, in words ("41,000 strings/s").
    var overset: String
    /// What the baseline achieved, if there is one.
    var baseline: String
    /// The figure the target is about (a throughput ratio, a time, …), in words.
    var ratio: String
    var target: String
    /// nil when there is no target.
    var met: Bool?
    /// Raw numbers for the JSON file.
    var values: [String: Double]
}

/// The workloads, each run by Overset and (where there is one) by the baseline in the same run.
struct Benchmarks {
    let quick: Bool
    let repository: URL
    let registry: FontRegistry
    let pango: OpaquePointer
    let harfBuzz: OpaquePointer
    var rounds: Int { quick ? 3 : 7 }

    init(quick: Bool) throws {
        self.quick = quick
        repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fonts = repository.appendingPathComponent("Fonts").path
        registry = try FontRegistry(options: .init(bundledFontsDirectory: fonts, usesSystemFonts: false))
        guard let pango = pango_bench_create(fonts) else { throw BenchmarkError("Pango could not load the fonts in \(fonts)") }
        guard let harfBuzz = harfbuzz_bench_create(fonts + "/Inter/Inter.var.ttf") else { throw BenchmarkError("HarfBuzz could not open Inter") }
        self.pango = pango
        self.harfBuzz = harfBuzz
    }

    static let family = "Inter"

    func overset(
        _ engine: TextEngine, _ text: String, size: Double, width: Double?, lineLimit: Int? = nil, family: String = Benchmarks.family
    ) throws {
        _ = try engine.measure(
            text, attributes: TextAttributes(font: .family(family), size: size),
            options: TextLayoutOptions(width: width, lineLimit: lineLimit))
    }

    func pangoMeasure(_ text: String, size: Double, width: Double?, family: String = Benchmarks.family) {
        var lines: Int32 = 0
        var height = 0.0
        text.utf8CString.withUnsafeBufferPointer { bytes in
            _ = pango_bench_measure(pango, bytes.baseAddress, bytes.count - 1, family, size, width ?? -1, &lines, &height)
        }
    }

    /// Distinct strings measured once each by a fresh engine (nothing cached), against Pango on
    /// the same strings and against shaping each string as one HarfBuzz buffer (no itemization,
    /// fallback, bidi or line breaking) — the three in the same alternating rounds.
    func cold() throws -> [BenchmarkResult] {
        var corpus = Corpus(seed: 1)
        let texts = corpus.texts(quick ? 1_000 : 5_000)
        let times = try Timing.alternate(
            rounds: rounds,
            [
                {
                    let engine = TextEngine(registry: registry)
                    for text in texts { try overset(engine, text, size: 17, width: 343) }
                },
                {
                    for text in texts { pangoMeasure(text, size: 17, width: 343) }
                },
                {
                    for text in texts {
                        text.utf8CString.withUnsafeBufferPointer { bytes in _ = harfbuzz_bench_shape(harfBuzz, bytes.baseAddress, bytes.count - 1, 17) }
                    }
                },
            ])
        let (oversetTime, pangoTime, shapingTime) = (times[0], times[1], times[2])
        let overhead = oversetTime / shapingTime
        return [
            ratioResult(
                "cold measurement (\(texts.count) distinct strings at 343 pt)", count: texts.count, unit: "strings/s",
                overset: oversetTime, baseline: pangoTime, target: 2),
            BenchmarkResult(
                name: "cold path over raw HarfBuzz shaping (\(texts.count) strings)",
                overset: rate(texts.count, oversetTime, "strings/s"), baseline: rate(texts.count, shapingTime, "strings/s") + " (HarfBuzz)",
                ratio: String(format: "%.2f× the time", overhead), target: "≤ 1.3×", met: overhead <= 1.3,
                values: ["oversetSeconds": oversetTime, "harfBuzzSeconds": shapingTime, "overhead": overhead]),
        ]
    }

    /// The audit pattern: the same strings at 12 body sizes × 3 widths, one engine throughout.
    /// `family` "Noto Sans" gives the same pattern in a static font (Inter is variable, with a
    /// weight axis but no optical-size one, so it too is one instance at every size).
    func warm(family: String = Benchmarks.family) throws -> BenchmarkResult {
        var corpus = Corpus(seed: 2)
        let texts = corpus.texts(quick ? 100 : 400, distinct: false)
        let sizes = DynamicTypeSize.allCases.map { TextStyle.body.pointSize(at: $0) }
        let widths = [288.0, 343, 398]
        let count = texts.count * sizes.count * widths.count
        let (oversetTime, pangoTime) = try Timing.alternate(
            rounds: rounds,
            {
                let engine = TextEngine(registry: registry)
                for size in sizes { for width in widths { for text in texts { try overset(engine, text, size: size, width: width, family: family) } } }
            },
            {
                for size in sizes { for width in widths { for text in texts { pangoMeasure(text, size: size, width: width, family: family) } } }
            })
        // Issue 17 set the warm target at 10× Pango (an earlier issue had asked 50×).
        return ratioResult(
            "warm, audit pattern (\(texts.count) strings × 12 sizes × 3 widths\(family == Self.family ? "" : ", \(family)"))",
            count: count, unit: "layouts/s", overset: oversetTime, baseline: pangoTime, target: family == Self.family ? 10 : nil)
    }

    /// One paragraph broken at 100 widths (shape once, break many times).
    func paragraphWidths() throws -> BenchmarkResult {
        var corpus = Corpus(seed: 3)
        let paragraph = corpus.paragraph(characters: 800)
        let widths = (0..<100).map { 120.0 + Double($0) * 3 }
        let (oversetTime, pangoTime) = try Timing.alternate(
            rounds: rounds,
            {
                let engine = TextEngine(registry: registry)
                for width in widths { try overset(engine, paragraph, size: 17, width: width) }
            },
            {
                for width in widths { pangoMeasure(paragraph, size: 17, width: width) }
            })
        return ratioResult(
            "one 800-character paragraph at 100 widths", count: widths.count, unit: "layouts/s",
            overset: oversetTime, baseline: pangoTime, target: nil)
    }

    /// Time per character from 10 to 100,000 characters: flat means linear.
    func lengthScaling() throws -> BenchmarkResult {
        var corpus = Corpus(seed: 4)
        let longest = corpus.paragraph(characters: quick ? 10_000 : 100_000)
        let lengths = quick ? [10, 100, 1_000, 10_000] : [10, 100, 1_000, 10_000, 100_000]
        var oversetPerCharacter: [Double] = []
        var pangoPerCharacter: [Double] = []
        let characters = Array(longest)
        for length in lengths {
            let repeats = max(1, 20_000 / length)
            // A different slice each time, so that no paragraph is measured twice (words repeat,
            // as in real text, and stay cached).
            let texts = (0..<repeats).map { index -> String in
                let start = (index * 7) % max(1, characters.count - length + 1)
                return String(characters[start..<min(characters.count, start + length)])
            }
            let (oversetTime, pangoTime) = try Timing.alternate(
                rounds: rounds,
                {
                    let engine = TextEngine(registry: registry)
                    for text in texts { try overset(engine, text, size: 17, width: 343) }
                },
                {
                    for text in texts { pangoMeasure(text, size: 17, width: 343) }
                })
            oversetPerCharacter.append(oversetTime / Double(repeats * length) * 1e9)
            pangoPerCharacter.append(pangoTime / Double(repeats * length) * 1e9)
        }
        // From 100 characters up (10 is dominated by per-call costs): the largest over the smallest.
        let growth = (oversetPerCharacter.dropFirst().max() ?? 1) / (oversetPerCharacter.dropFirst().min() ?? 1)
        let describe = { (values: [Double]) in zip(lengths, values).map { "\($0): \(String(format: "%.0f", $1))" }.joined(separator: ", ") }
        var values: [String: Double] = ["growth": growth]
        for (length, value) in zip(lengths, oversetPerCharacter) { values["oversetNanosecondsPerCharacterAt\(length)"] = value }
        for (length, value) in zip(lengths, pangoPerCharacter) { values["pangoNanosecondsPerCharacterAt\(length)"] = value }
        return BenchmarkResult(
            name: "ns per character by length", overset: describe(oversetPerCharacter), baseline: describe(pangoPerCharacter) + " (Pango)",
            ratio: String(format: "%.2f× (largest / smallest, 100 chars and up)", growth), target: "linear (≤ 2×)", met: growth <= 2,
            values: values)
    }

    private func ratioResult(_ name: String, count: Int, unit: String, overset: Double, baseline: Double, target: Double?) -> BenchmarkResult {
        let ratio = baseline / overset
        return BenchmarkResult(
            name: name, overset: rate(count, overset, unit), baseline: rate(count, baseline, unit) + " (Pango)",
            ratio: String(format: "%.1f× Pango's throughput", ratio), target: target.map { String(format: "≥ %.0f×", $0) } ?? "",
            met: target.map { ratio >= $0 }, values: ["oversetSeconds": overset, "pangoSeconds": baseline, "ratio": ratio, "count": Double(count)])
    }
}

func rate(_ count: Int, _ seconds: Double, _ unit: String) -> String {
    let perSecond = Double(count) / seconds
    return perSecond >= 10_000 ? String(format: "%.0fk %@", perSecond / 1000, unit) : String(format: "%.0f %@", perSecond, unit)
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
