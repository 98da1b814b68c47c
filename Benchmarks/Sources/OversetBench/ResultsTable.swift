import Foundation

/// The results as a terminal table (Markdown-compatible, for the README) and as JSON.
enum ResultsTable {
    static func text(_ results: [BenchmarkResult], machine: String, seconds: Double) -> String {
        let header = ["Benchmark", "Overset", "Baseline", "Figure", "Target", "Met"]
        let rows = results.map { [$0.name, $0.overset, $0.baseline, $0.ratio, $0.target, $0.met.map { $0 ? "yes" : "NO" } ?? ""] }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
            + "\n\nMachine: \(machine). Ratios are medians of alternating rounds in one run. Run time \(Int(seconds.rounded())) s."
    }

    /// The figures as JSON text, keys sorted (Overset's ordered JSON writer is package plumbing,
    /// not API, so this nested package uses Foundation's).
    static func json(_ results: [BenchmarkResult], machine: String, quick: Bool) throws -> String {
        let object: [String: Any] = [
            "machine": machine,
            "mode": quick ? "quick" : "full",
            "results": results.map { result -> [String: Any] in
                [
                    "name": result.name, "overset": result.overset, "baseline": result.baseline, "figure": result.ratio,
                    "target": result.target, "met": result.met.map { $0 as Any } ?? NSNull(), "values": result.values,
                ]
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
