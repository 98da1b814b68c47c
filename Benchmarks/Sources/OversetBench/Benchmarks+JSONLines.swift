import Foundation
import OversetStyle

extension Benchmarks {
    /// `overset measure --jsonl` as users run it, process and JSON I/O included, against
    /// `pango-jsonl` (Pango doing the same work in C) on the same request file: distinct strings
    /// with a broad vocabulary, and the audit pattern of 1,000 strings × 12 sizes × 3 widths. Each
    /// file's floor (its distinct (text, size) shaped once with raw HarfBuzz) is timed in the same
    /// rounds.
    func measureJSONLines() throws -> [BenchmarkResult] {
        let overset = repository.appendingPathComponent(".build/release/overset").path
        let pangoTool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("pango-jsonl").path
        for tool in [overset, pangoTool] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw BenchmarkError("\(tool) is missing; Benchmarks/run.sh builds it (swift build -c release)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-bench-jsonl-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var corpus = BroadCorpus(seed: 29)
        let distinct = corpus.strings(quick ? 5_000 : 20_000).map { (text: $0, size: 17.0, width: 343.0) }
        let base = corpus.strings(quick ? 250 : 1_000)
        let sizes = DynamicTypeSize.allCases.map { TextStyle.body.pointSize(at: $0) }
        var repeated: [(text: String, size: Double, width: Double)] = []
        for size in sizes { for width in [288.0, 343, 398] { for text in base { repeated.append((text, size, width)) } } }

        var results: [BenchmarkResult] = []
        for (name, requests, target) in [
            ("distinct broad-vocabulary strings", distinct, 2.0), ("the audit pattern (strings × 12 sizes × 3 widths)", repeated, 4.0),
        ] {
            let input = directory.appendingPathComponent("requests.jsonl")
            let lines = requests.map { Self.request($0.text, size: $0.size, width: $0.width) }
            try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: false, encoding: .utf8)
            let floor = try requestsFloor(requests.map { ($0.text, $0.size) })
            let fonts = repository.appendingPathComponent("Fonts").path
            let times = try Timing.rounds(
                rounds,
                [
                    { try Self.runProcess(overset, ["measure", "--jsonl", "--no-system-fonts"], input: input, lines: requests.count) },
                    { try Self.runProcess(pangoTool, [fonts], input: input, lines: requests.count) },
                    { floor.shapeAll() },
                ])
            let (oversetTime, pangoTime, floorTime) = (times.median(0), times.median(1), times.median(2))
            // Ratios within each round (`Timing.Rounds.ratio`); the ratio of the medians too in the JSON.
            let (ratio, overFloor) = (times.ratio(1, over: 0), times.ratio(0, over: 2))
            results.append(floor.result("measure --jsonl, \(name) (\(requests.count) requests)", seconds: floorTime))
            results.append(
                BenchmarkResult(
                    name: "overset measure --jsonl, \(requests.count) requests: \(name)",
                    overset: String(format: "%.1f µs per line", oversetTime / Double(requests.count) * 1e6),
                    baseline: String(format: "%.1f µs per line (Pango)", pangoTime / Double(requests.count) * 1e6),
                    ratio: String(format: "%.2f× Pango's throughput, ", ratio) + ShapingFloor.ratio(overFloor),
                    target: String(format: "≥ %.0f×", target), met: ratio >= target,
                    values: [
                        "oversetSeconds": oversetTime, "pangoSeconds": pangoTime, "ratio": ratio, "requests": Double(requests.count),
                        "floorSeconds": floorTime, "overFloor": overFloor, "overFloorOfMedians": oversetTime / floorTime,
                    ]))
        }
        return results
    }

    /// One JSON line; the broad corpus is ASCII without quotes or backslashes.
    static func request(_ text: String, size: Double, width: Double) -> String {
        #"{"text": "\#(text)", "family": "Inter", "size": \#(size), "width": \#(width)}"#
    }

    /// Runs `tool` on `input` and checks it answered every line.
    static func runProcess(_ tool: String, _ arguments: [String], input: URL, lines: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var newlines = 0
        let reader = output.fileHandleForReading
        while let chunk = try reader.read(upToCount: 1 << 16), !chunk.isEmpty { newlines += chunk.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        process.waitUntilExit()
        guard process.terminationStatus == 0, newlines == lines else {
            throw BenchmarkError("\(tool) answered \(newlines) of \(lines) lines (status \(process.terminationStatus))")
        }
    }
}
