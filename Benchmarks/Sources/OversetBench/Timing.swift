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

    /// The median of each contender over `rounds` rounds (`rounds(_:_:)`).
    static func alternate(rounds: Int, _ contenders: [() throws -> Void]) throws -> [Double] {
        let times = try self.rounds(rounds, contenders)
        return contenders.indices.map(times.median)
    }

    /// Each contender's seconds in each of `count` rounds; who goes first rotates every round, so
    /// that none always runs on a warmer (or colder) machine.
    static func rounds(_ count: Int, _ contenders: [() throws -> Void]) throws -> Rounds {
        var times = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<count {
            for offset in contenders.indices {
                let index = (round + offset) % contenders.count
                times[index].append(try seconds(contenders[index]))
            }
        }
        return Rounds(seconds: times)
    }

    /// The contenders' seconds round by round.
    struct Rounds {
        /// Per contender, its seconds in each round.
        let seconds: [[Double]]

        /// Contender `index`'s median round.
        func median(_ index: Int) -> Double {
            Timing.median(seconds[index])
        }

        /// The median over the rounds of contender `index`'s seconds over contender `other`'s in
        /// the same round: a paired ratio. A shared machine's speed drifts from round to round,
        /// which moves a ratio of two medians (each median may come from another round) but not
        /// the ratio within one round.
        func ratio(_ index: Int, over other: Int) -> Double {
            Timing.median(zip(seconds[index], seconds[other]).map { $0 / $1 })
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Core-seconds (user + system) this process has used, all threads, and that its children
    /// used once waited for (with the children's own children they waited for: a compiler run
    /// by an `overset` run by this process counts).
    static var coreSeconds: (own: Double, children: Double) {
        #if os(Linux)
            return (seconds(__rusage_who_t(RUSAGE_SELF.rawValue)), seconds(__rusage_who_t(RUSAGE_CHILDREN.rawValue)))
        #else
            return (seconds(RUSAGE_SELF), seconds(RUSAGE_CHILDREN))
        #endif
    }

    #if os(Linux)
        private typealias Who = __rusage_who_t
    #else
        private typealias Who = Int32
    #endif

    private static func seconds(_ who: Who) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// Core-seconds `body` takes, in this process and its children together.
    static func coreSeconds(_ body: () throws -> Void) rethrows -> Double {
        let before = coreSeconds
        try body()
        let after = coreSeconds
        return (after.own - before.own) + (after.children - before.children)
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
