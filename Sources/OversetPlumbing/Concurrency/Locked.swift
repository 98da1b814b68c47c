import Foundation

/// A value behind a lock, for the package's shared state (caches, registries, the C libraries'
/// global handles).
///
/// `Synchronization.Mutex` would do, but on Linux it locks with raw futexes that ThreadSanitizer
/// does not see, so every access under it is reported as a race (two threads incrementing a
/// dictionary under a `Mutex` are enough). `NSLock` is a pthread mutex, which it understands, so
/// `scripts/sanitize.sh` reports only real races.
package final class Locked<Value>: @unchecked Sendable {
    /// Unchecked: the lock already makes each access exclusive, and a dynamic check on every
    /// `withLock` (a cache look-up's) cost more than the lock itself.
    @exclusivity(unchecked) private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
