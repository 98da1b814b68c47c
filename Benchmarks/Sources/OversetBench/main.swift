import Foundation
import OversetAudit

/// `overset-bench [--quick | --full] [--json FILE]`: Overset against Pango and raw HarfBuzz on
/// the same fonts, texts and widths, in one run; prints a table and writes the figures as JSON.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == Benchmarks.specMemoryOption, arguments.count == 2 {
    do { try Benchmarks.reportSpecMemory(arguments[1]) } catch {
        print("overset-bench: \(error)")
        exit(2)
    }
    exit(0)
}
let quick = !arguments.contains("--full")
let jsonPath =
    arguments.firstIndex(of: "--json").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    ?? "benchmark-results.json"
if let unknown = arguments.first(where: { $0.hasPrefix("--") && !["--quick", "--full", "--json"].contains($0) }) {
    FileHandle.standardError.write(Data("overset-bench: unknown option '\(unknown)'; use --quick, --full or --json FILE\n".utf8))
    exit(2)
}

do {
    let benchmarks = try Benchmarks(quick: quick)
    let start = Date()
    FileHandle.standardError.write(Data("overset-bench: \(quick ? "quick" : "full") mode, \(benchmarks.rounds) alternating rounds per measurement…\n".utf8))
    var results: [BenchmarkResult] = []
    results += try benchmarks.cold()
    for step in [
        { try benchmarks.warm() }, { try benchmarks.warm(family: "Noto Sans") }, benchmarks.paragraphWidths,
        benchmarks.lengthScaling, benchmarks.galleryLayouts,
    ] {
        results.append(try step())
        FileHandle.standardError.write(Data("  \(results.last!.name): done\n".utf8))
    }
    results.append(try benchmarks.audit())
    results += try benchmarks.largeMatrix()
    results.append(try benchmarks.specMemory())
    let peak = Timing.peakMegabytes
    results.append(
        BenchmarkResult(
            name: "peak memory of the whole run (Overset and Pango)", overset: String(format: "%.0f MB", peak),
            baseline: "", ratio: "", target: "", met: nil, values: ["megabytes": peak]))
    let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    print(ResultsTable.text(results, machine: machine, seconds: Date().timeIntervalSince(start)))
    try ResultsTable.json(results, machine: machine, quick: quick).write(toFile: jsonPath, atomically: true, encoding: .utf8)
    FileHandle.standardError.write(Data("overset-bench: figures written to \(jsonPath)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("overset-bench: \(error)\n".utf8))
    exit(2)
}
