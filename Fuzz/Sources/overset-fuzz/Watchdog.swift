import Foundation

/// Catches an input that hangs: a thread looks every second at how long the current input has
/// run, and past `limit` seconds saves it where a failure would go and ends the process with
/// status 1. A time check after the input returns (`FuzzLimits`) cannot see a hang, and a run
/// bounded by executions rather than seconds has no outer timeout to see it either.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var input: [UInt8] = []
    private var started: Date?
    private let limit: TimeInterval
    private let onHang: @Sendable ([UInt8], TimeInterval) -> Void

    /// A watchdog that calls `onHang` with the input and its time once one runs past `limit`.
    init(limit: TimeInterval, onHang: @escaping @Sendable ([UInt8], TimeInterval) -> Void) {
        self.limit = limit
        self.onHang = onHang
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                lock.lock()
                let running = started.map { (input, Date().timeIntervalSince($0)) }
                lock.unlock()
                if let (input, elapsed) = running, elapsed > limit { onHang(input, elapsed) }
            }
        }
    }

    /// `input` starts running now.
    func starting(_ input: [UInt8]) {
        lock.lock()
        self.input = input
        started = Date()
        lock.unlock()
    }

    /// The current input is done.
    func finished() {
        lock.lock()
        started = nil
        lock.unlock()
    }
}
