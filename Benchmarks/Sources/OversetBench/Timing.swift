import Foundation

/// Wall-clock timing with rounds that alternate between the contenders, so that both see the
/// same machine noise; each side's median round is what counts.
enum Timing {
    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median of each side over `rounds` alternating rounds.
    static func alternate(rounds: Int, _ first: () throws -> Void, _ second: () throws -> Void) rethrows -> (Double, Double) {
        var a: [Double] = [], b: [Double] = []
        for round in 0..<rounds {
            // Swap who goes first every round, so neither always runs on a warmer cache.
            if round % 2 == 0 {
                a.append(try seconds(first))
                b.append(try seconds(second))
            } else {
                b.append(try seconds(second))
                a.append(try seconds(first))
            }
        }
        return (median(a), median(b))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Peak resident memory of the process in megabytes.
    static var peakMegabytes: Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(macOS)
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        return Double(usage.ru_maxrss) / 1024
        #endif
    }
}
