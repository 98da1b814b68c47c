import Foundation

/// The time and memory every fuzz input must keep, whatever the target (docs/reliability.md):
/// each input finishes or is refused within `seconds` of CPU time, and the process stays under
/// `memory`. CPU time rather than the clock's, because the machines that fuzz are shared: a
/// megabyte of text that measured in 0.8 s of CPU once took 11 s by the clock beside a build. A
/// hang is caught by the harness's watchdog instead, which cannot wait for `body` to return.
public enum FuzzLimits {
    /// CPU seconds one input may take, from reading its bytes to the last invariant checked.
    public static let seconds = 5.0
    /// Peak resident memory of the whole process, in bytes.
    public static let memory = 2 << 30

    /// The process's resource usage so far.
    private static var usage: rusage {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }

    /// The process's peak resident memory in bytes (Linux counts `ru_maxrss` in KB, macOS in bytes).
    public static var peakMemory: Int {
        #if os(Linux)
            return usage.ru_maxrss * 1024
        #else
            return usage.ru_maxrss
        #endif
    }

    /// The CPU time the process has used, user and system, in seconds.
    public static var cpuSeconds: Double {
        let usage = usage
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs `body`, then fails when it took `seconds` of CPU time or more, or the process's peak
    /// memory has reached `memory`. `name` says what the input was, for the failure's message.
    static func enforce(
        _ target: String, _ name: @autoclosure () -> String, _ bytes: [UInt8], _ body: () throws(FuzzFailure) -> Void
    ) throws(FuzzFailure) {
        let start = cpuSeconds
        try body()
        let elapsed = cpuSeconds - start
        guard elapsed < seconds else {
            throw FuzzFailure(target: target, invariant: "\(name()) took \(String(format: "%.1f", elapsed)) s of CPU time", input: bytes)
        }
        let peak = peakMemory
        guard peak < memory else {
            throw FuzzFailure(target: target, invariant: "\(name()): peak memory \(peak >> 20) MB", input: bytes)
        }
    }
}
