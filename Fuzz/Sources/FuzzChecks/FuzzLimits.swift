import Foundation

/// The time and memory every fuzz input must keep, whatever the target (docs/reliability.md):
/// each input finishes or is refused within `seconds`, and the process stays under `memory`.
/// A hang past this is caught by the harness's watchdog instead, which cannot wait for `body`.
public enum FuzzLimits {
    /// Seconds one input may take, from reading its bytes to the last invariant checked.
    public static let seconds = 5.0
    /// Peak resident memory of the whole process, in bytes.
    public static let memory = 2 << 30

    /// The process's peak resident memory in bytes (Linux counts `ru_maxrss` in KB, macOS in bytes).
    public static var peakMemory: Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_maxrss * 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss
        #endif
    }

    /// Runs `body`, then fails when it took `seconds` or more, or the process's peak memory has
    /// reached `memory`. `name` says what the input was, for the failure's message.
    static func enforce(
        _ target: String, _ name: @autoclosure () -> String, _ bytes: [UInt8], _ body: () throws(FuzzFailure) -> Void
    ) throws(FuzzFailure) {
        let start = Date()
        try body()
        let elapsed = Date().timeIntervalSince(start)
        guard elapsed < seconds else {
            throw FuzzFailure(target: target, invariant: "\(name()) took \(String(format: "%.1f", elapsed)) s", input: bytes)
        }
        let peak = peakMemory
        guard peak < memory else {
            throw FuzzFailure(target: target, invariant: "\(name()): peak memory \(peak >> 20) MB", input: bytes)
        }
    }
}
