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
    static func alternate(rounds: Int, _ first: () throws -> Void, _ second: () throws -> Void) throws -> (Double, Double) {
        let times = try withoutActuallyEscaping(first) { first in
            try withoutActuallyEscaping(second) { second in try alternate(rounds: rounds, [first, second]) }
        }
        return (times[0], times[1])
    }

    /// The median of each contender over `rounds` rounds; who goes first rotates every round, so
    /// that none always runs on a warmer (or colder) machine.
    static func alternate(rounds: Int, _ contenders: [() throws -> Void]) throws -> [Double] {
        var times = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<rounds {
            for offset in contenders.indices {
                let index = (round + offset) % contenders.count
                times[index].append(try seconds(contenders[index]))
            }
        }
        return times.map(median)
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
