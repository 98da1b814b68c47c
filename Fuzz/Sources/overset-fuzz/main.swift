import Foundation
import FuzzChecks

/// `overset-fuzz TARGET [--seconds N | --runs N] [--seed S] [--replay FILE...]`
///
/// A deterministic random-input harness for machines without libFuzzer: mutates the target's
/// seed input (and, for text, generates hostile Unicode) from a seeded generator, checks the
/// invariants, and on a failure saves the input under Fuzz/Regressions/TARGET and exits 1.
/// The input of each run is written to .build/fuzz-last-TARGET first, so a crash leaves it behind.
let arguments = Array(CommandLine.arguments.dropFirst())
func value(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
guard let targetName = arguments.first, let target = FuzzTarget(rawValue: targetName) else {
    print("usage: overset-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) [--seconds N | --runs N] [--seed S] [--replay FILE...]")
    exit(2)
}
let fuzzDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

if let first = arguments.firstIndex(of: "--replay") {
    var failures = 0
    for path in arguments[(first + 1)...] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path).map { path + "/" + $0 }) ?? [path]
        for file in files.sorted() {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            do {
                try target.check(Array(data))
                print("ok    \(file)")
            } catch {
                print("FAIL  \(file): \(error)")
                failures += 1
            }
        }
    }
    exit(failures == 0 ? 0 : 1)
}

let seconds = Double(value("--seconds") ?? "") ?? 10
let maximumRuns = Int(value("--runs") ?? "") ?? Int.max
var mutator = Mutator(seed: UInt64(value("--seed") ?? "") ?? 1, target: target)
let lastInput = fuzzDirectory.appendingPathComponent(".build/fuzz-last-\(target.rawValue)")
try? FileManager.default.createDirectory(at: lastInput.deletingLastPathComponent(), withIntermediateDirectories: true)
let start = Date()
var runs = 0
var largest = 0
while runs < maximumRuns, Date().timeIntervalSince(start) < seconds {
    let input = mutator.next()
    largest = max(largest, input.count)
    _ = FileManager.default.createFile(atPath: lastInput.path, contents: Data(input))
    do {
        try target.check(input)
    } catch {
        let regressions = fuzzDirectory.appendingPathComponent("Regressions/\(target.rawValue)")
        try? FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
        let file = regressions.appendingPathComponent("failure-\(String(UInt(bitPattern: input.hashValue), radix: 16))")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(input))
        print("overset-fuzz \(target.rawValue): FAILED after \(runs) runs: \(error)\n  input saved to \(file.path)")
        exit(1)
    }
    runs += 1
}
let elapsed = Date().timeIntervalSince(start)
print(
    "overset-fuzz \(target.rawValue): \(runs) runs in \(String(format: "%.1f", elapsed)) s (\(Int(Double(runs) / max(elapsed, 0.001))) per second), "
        + "largest input \(largest) bytes, no invariant broken")
