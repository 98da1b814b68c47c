import OversetAudit

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

    static func json(_ results: [BenchmarkResult], machine: String, quick: Bool) -> JSONValue {
        .object([
            ("machine", .string(machine)),
            ("mode", .string(quick ? "quick" : "full")),
            ("results", .array(results.map { result in
                .object([
                    ("name", .string(result.name)),
                    ("overset", .string(result.overset)),
                    ("baseline", .string(result.baseline)),
                    ("figure", .string(result.ratio)),
                    ("target", .string(result.target)),
                    ("met", result.met.map(JSONValue.bool) ?? .null),
                    ("values", .object(result.values.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
                ])
            })),
        ])
    }
}
