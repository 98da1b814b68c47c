import Foundation
import OversetAudit

/// `overset-bench [--quick | --full] [--only GROUP] [--json FILE]`: Overset against Pango and raw
/// HarfBuzz on the same fonts, texts and widths, in one run; prints a table and writes the
/// figures as JSON. `--only` runs one group (text, layout, catalog, jsonl, memory, swift).
/// `--catalog-words FILE.xcstrings` adds a catalog row whose words are that String Catalog's
/// (`CatalogWords`); with `--catalog-profile N` or `--catalog-floor-profile N`, it profiles them.
/// `--catalog-time SCREENS JOBS` times one catalog audit in this process (the two-thread row's pairs).
let arguments = Array(CommandLine.arguments.dropFirst())
let singleRunOptions = [
    Benchmarks.specMemoryOption, Benchmarks.catalogMemoryOption, Benchmarks.catalogProfileOption, Benchmarks.catalogFloorProfileOption,
]
let catalogWordsOption = "--catalog-words"
if let option = arguments.first, singleRunOptions.contains(option),
    arguments.count == 2 || (arguments.count == 4 && arguments[2] == catalogWordsOption && option != Benchmarks.specMemoryOption)
{
    do {
        let vocabulary = arguments.count == 4 ? try CatalogWords.read(arguments[3]) : []
        if arguments[0] == Benchmarks.specMemoryOption {
            try Benchmarks.reportSpecMemory(arguments[1])
        } else if arguments[0] == Benchmarks.catalogMemoryOption {
            try Benchmarks.reportCatalogMemory(Int(arguments[1]) ?? 0)
        } else if arguments[0] == Benchmarks.catalogFloorProfileOption {
            try Benchmarks.profileCatalogFloor(Int(arguments[1]) ?? 0, vocabulary: vocabulary)
        } else {
            try Benchmarks.profileCatalog(Int(arguments[1]) ?? 0, vocabulary: vocabulary)
        }
    } catch {
        print("overset-bench: \(error)")
        exit(2)
    }
    exit(0)
}
if arguments.first == Benchmarks.catalogTimeOption {
    do {
        guard arguments.count == 3, let screens = Int(arguments[1]), let jobs = Int(arguments[2]) else {
            throw BenchmarkError("\(Benchmarks.catalogTimeOption) takes a number of screens and a number of threads")
        }
        try Benchmarks.timeCatalogAudit(screens, jobs: jobs)
    } catch {
        FileHandle.standardError.write(Data("overset-bench: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let quick = !arguments.contains("--full")
let jsonPath = value(of: "--json") ?? "benchmark-results.json"
let groups = ["text", "layout", "catalog", "jsonl", "memory", "swift"]
let only = value(of: "--only")
if let unknown = arguments.first(where: { $0.hasPrefix("--") && !["--quick", "--full", "--json", "--only", catalogWordsOption].contains($0) }) {
    FileHandle.standardError.write(
        Data("overset-bench: unknown option '\(unknown)'; use --quick, --full, --only GROUP, --json FILE or --catalog-words FILE\n".utf8))
    exit(2)
}
let catalogWordsFile = value(of: catalogWordsOption)
if arguments.contains(catalogWordsOption), catalogWordsFile?.hasPrefix("--") != false {
    FileHandle.standardError.write(Data("overset-bench: \(catalogWordsOption) takes a String Catalog file\n".utf8))
    exit(2)
}
if let only, !groups.contains(only) {
    FileHandle.standardError.write(Data("overset-bench: --only takes one of \(groups.joined(separator: ", ")), got '\(only)'\n".utf8))
    exit(2)
}

do {
    let benchmarks = try Benchmarks(quick: quick)
    let start = Date()
    FileHandle.standardError.write(Data("overset-bench: \(quick ? "quick" : "full") mode, \(benchmarks.rounds) alternating rounds per measurement…\n".utf8))
    var results: [BenchmarkResult] = []
    func run(_ group: String, _ steps: [() throws -> [BenchmarkResult]]) throws {
        guard only == nil || only == group else { return }
        for step in steps {
            results += try step()
            FileHandle.standardError.write(Data("  \(results.last?.name ?? group): done\n".utf8))
        }
    }
    try run(
        "text",
        [
            benchmarks.cold, { [try benchmarks.warm()] }, { [try benchmarks.warm(family: "Noto Sans")] },
            { [try benchmarks.paragraphWidths()] }, { [try benchmarks.lengthScaling()] },
        ])
    try run("layout", [{ [try benchmarks.galleryLayouts()] }, { [try benchmarks.audit()] }, benchmarks.largeMatrix])
    try run("catalog", [benchmarks.catalogAudit, benchmarks.catalogAuditRandomLetters])
    if let catalogWordsFile {
        let words = try CatalogWords.read(catalogWordsFile)
        let name = URL(fileURLWithPath: catalogWordsFile).lastPathComponent
        try run("catalog", [{ try benchmarks.catalogAuditCatalogWords(words, file: name) }])
    }
    try run("jsonl", [benchmarks.measureJSONLines])
    try run("memory", [{ [try benchmarks.specMemory()] }])
    try run("swift", [benchmarks.swiftSourceAudit])
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
