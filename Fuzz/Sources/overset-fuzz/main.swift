import Foundation
import FuzzChecks

/// `overset-fuzz TARGET [--seconds N] [--execs N] [--seed S] [--replay FILE...]`
///
/// A deterministic random-input harness for machines without libFuzzer: mutates the target's
/// seed input (and, for text, generates hostile Unicode) from a seeded generator, checks the
/// invariants, and on a failure saves the input under Fuzz/Regressions/TARGET and exits 1.
/// It stops after `--seconds` (10 when neither bound is given) or `--execs` executions,
/// whichever comes first. The input of each run is written to .build/fuzz-last-TARGET first,
/// so a crash leaves it behind; an input that hangs (`Watchdog`) is saved as a failure.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: overset-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) [--seconds N] [--execs N] [--seed S] [--replay FILE...]"
func refuse(_ message: String) -> Never {
    FileHandle.standardError.write(Data("overset-fuzz: \(message)\n\(usage)\n".utf8))
    exit(2)
}
/// The number after `name`, when given: a whole number from `minimum` to `maximum`.
func number(_ name: String, from minimum: UInt64 = 1, to maximum: UInt64) -> UInt64? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard arguments.indices.contains(index + 1), let number = UInt64(arguments[index + 1]), number >= minimum, number <= maximum else {
        refuse("\(name) takes a whole number from \(minimum) to \(maximum)")
    }
    return number
}
guard let targetName = arguments.first, let target = FuzzTarget(rawValue: targetName) else { refuse("name a target") }
// Options come in pairs up to --replay, whose files are the rest: a misspelt option is refused
// rather than ignored, so that a run is never shorter or longer than asked.
for (offset, option) in arguments.dropFirst().prefix(while: { $0 != "--replay" }).enumerated() where offset % 2 == 0 {
    guard ["--seconds", "--execs", "--seed"].contains(option) else { refuse("unknown option \(option)") }
}
let fuzzDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
/// An input using this much CPU time is a hang: well past `FuzzLimits.seconds`, so that a slow
/// input is reported as slow, with its time, rather than as a hang; and so is one still running
/// after `hangClockSeconds` by the clock, which on a busy machine is ten times the CPU time.
let hangCPUSeconds = 60.0
let hangClockSeconds = 600.0

/// Saves `input` under Regressions/TARGET and says why; the caller exits 1.
@Sendable func saveFailure(_ input: [UInt8], _ message: String, target: FuzzTarget, in fuzzDirectory: URL) {
    let regressions = fuzzDirectory.appendingPathComponent("Regressions/\(target.rawValue)")
    try? FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
    let file = regressions.appendingPathComponent("failure-\(String(UInt(bitPattern: input.hashValue), radix: 16))")
    _ = FileManager.default.createFile(atPath: file.path, contents: Data(input))
    print("overset-fuzz \(target.rawValue): FAILED: \(message)\n  input saved to \(file.path)")
}

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

// A trillion executions, ten years: bounds far past any run that still fit the arithmetic.
let maximumExecutions = number("--execs", to: 1_000_000_000_000).map { Int($0) } ?? Int.max
let seconds = number("--seconds", to: 315_360_000).map { Double($0) } ?? (maximumExecutions == Int.max ? 10 : .infinity)
var mutator = Mutator(seed: number("--seed", from: 0, to: UInt64.max) ?? 1, target: target)
let lastInput = fuzzDirectory.appendingPathComponent(".build/fuzz-last-\(target.rawValue)")
try? FileManager.default.createDirectory(at: lastInput.deletingLastPathComponent(), withIntermediateDirectories: true)
// Rewritten in place rather than atomically: an atomic write syncs the disk each time, which
// took most of a run's time; the kernel keeps what was written when the process crashes.
let lastInputFile = open(lastInput.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
let watchdog = Watchdog(cpuLimit: hangCPUSeconds, clockLimit: hangClockSeconds) { [target, fuzzDirectory] input, time in
    saveFailure(input, "an input still running after \(time) (a hang)", target: target, in: fuzzDirectory)
    exit(1)
}
let progressInterval = 100_000
let start = Date()
var runs = 0
var largest = 0
while runs < maximumExecutions, Date().timeIntervalSince(start) < seconds {
    let input = mutator.next()
    largest = max(largest, input.count)
    if lastInputFile >= 0 {
        _ = ftruncate(lastInputFile, 0)
        _ = input.withUnsafeBytes { pwrite(lastInputFile, $0.baseAddress, $0.count, 0) }
    }
    watchdog.starting(input)
    do {
        try target.check(input)
    } catch {
        saveFailure(input, "\(error) (after \(runs) executions)", target: target, in: fuzzDirectory)
        exit(1)
    }
    watchdog.finished()
    runs += 1
    // A long run says how far it got, so that one stopped early still counts for something.
    if runs % progressInterval == 0 {
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("overset-fuzz \(target.rawValue): \(runs) executions in \(seconds) s so far\n".utf8))
    }
}
let elapsed = Date().timeIntervalSince(start)
print(
    "overset-fuzz \(target.rawValue): \(runs) executions in \(String(format: "%.1f", elapsed)) s "
        + "(\(Int(Double(runs) / max(elapsed, 0.001))) per second), largest input \(largest) bytes, no invariant broken")
