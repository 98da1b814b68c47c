import Foundation
import FuzzChecks

/// Catches an input that hangs: a thread looks every second at how long the current input has
/// run, and once it has used `cpuLimit` seconds of CPU time, or `clockLimit` seconds have passed
/// (a hang that waits, on a FIFO say, uses no CPU), calls `onHang`. A time check after the input
/// returns (`FuzzLimits`) cannot see a hang, and a run bounded by executions rather than seconds
/// has no outer timeout to see it either.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var input: [UInt8] = []
    private var started: (clock: Date, cpu: Double)?

    /// A watchdog that calls `onHang` with the input and a description of its time once one runs
    /// past either limit.
    init(cpuLimit: Double, clockLimit: TimeInterval, onHang: @escaping @Sendable ([UInt8], String) -> Void) {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                lock.lock()
                let running = started.map { (input, FuzzLimits.cpuSeconds - $0.cpu, Date().timeIntervalSince($0.clock)) }
                lock.unlock()
                guard let (input, cpu, clock) = running, cpu > cpuLimit || clock > clockLimit else { continue }
                onHang(input, "\(Int(cpu)) s of CPU time, \(Int(clock)) s by the clock")
            }
        }
    }

    /// `input` starts running now.
    func starting(_ input: [UInt8]) {
        lock.lock()
        self.input = input
        started = (Date(), FuzzLimits.cpuSeconds)
        lock.unlock()
    }

    /// The current input is done.
    func finished() {
        lock.lock()
        started = nil
        lock.unlock()
    }
}
