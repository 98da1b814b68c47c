import Synchronization

/// A bounded, thread-safe cache of shaped words: per-grapheme advances in font units, which do
/// not depend on the size, so every size and width reuses one shaping.
///
/// Keys hash into shards, each with its own lock, so threads rarely wait for each other. Each
/// shard keeps two generations: when the young one is full it becomes the old one and the old one
/// is dropped, and a hit in the old generation moves the word back to the young one. That bounds
/// memory to twice the capacity with no per-entry bookkeeping.
final class WordCache: Sendable {
    private struct Shard {
        var young: [ShapingKey: [Double]] = [:]
        var old: [ShapingKey: [Double]] = [:]
    }

    /// A shard's lock in a class of its own, since a `Mutex` cannot be stored in an array.
    private final class LockedShard: Sendable {
        let mutex = Mutex(Shard())
    }

    private static let shardCount = 16
    private let shards: [LockedShard]
    private let generationCapacity: Int

    /// A cache holding at least `capacity` words (and at most twice as many).
    init(capacity: Int = 65_536) {
        generationCapacity = max(1, capacity / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in LockedShard() }
    }

    /// The cached advances of `key`, or the result of `shape`, stored for next time.
    ///
    /// - Complexity: O(length of the word) for hashing; `shape` runs only on a miss.
    func advances(for key: ShapingKey, shape: () -> [Double]) -> [Double] {
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        if let hit = shard.mutex.withLock({ shard -> [Double]? in
            if let young = shard.young[key] { return young }
            guard let old = shard.old[key] else { return nil }
            insert(key, old, into: &shard)
            return old
        }) {
            return hit
        }
        let shaped = shape()
        shard.mutex.withLock { insert(key, shaped, into: &$0) }
        return shaped
    }

    private func insert(_ key: ShapingKey, _ value: [Double], into shard: inout Shard) {
        if shard.young.count >= generationCapacity {
            shard.old = shard.young
            shard.young = [:]
        }
        shard.young[key] = value
    }

    /// The number of cached words, for tests and benchmarks.
    var count: Int { shards.reduce(0) { total, shard in total + shard.mutex.withLock { $0.young.count + $0.old.count } } }
}
