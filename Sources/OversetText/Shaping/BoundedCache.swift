internal import OversetPlumbing
import Synchronization

/// A bounded, thread-safe cache: shaped words (per-grapheme advances in font units, shared by
/// every size and width) and analysed paragraphs (shared by every width).
///
/// Keys hash into shards, each with its own lock, so threads rarely wait for each other. Each
/// shard keeps two generations: when the young one is full it becomes the old one and the old one
/// is dropped, and a hit in the old generation moves the entry back to the young one. That bounds
/// memory to twice the capacity with no per-entry bookkeeping.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private typealias Generation = PrehashedTable<Key, Value>

    private struct Shard {
        var young = Generation()
        var old = Generation()
        /// Keys asked to be stored once, when the cache admits on a second sighting.
        var doorkeeper: Doorkeeper?
        /// Look-ups and the values they found, counted under the lock already taken
        /// (`statistics`).
        var lookups = 0
        var hits = 0
    }

    private static var shardCount: Int { 16 }
    private let shards: [Locked<Shard>]
    private let generationCapacity: Int
    /// Values made without the cache (`recordUncached`): too large to keep.
    private let uncached = Atomic<Int>(0)

    /// A cache holding at least `capacity` entries (and at most twice as many).
    ///
    /// - Parameter admitsOnSecondSighting: whether `store` keeps a key only when it was asked to
    ///   store it before (`Doorkeeper`), so that keys used once cost no entry.
    init(capacity: Int, admitsOnSecondSighting: Bool = false) {
        let generationCapacity = max(1, capacity / Self.shardCount)
        self.generationCapacity = generationCapacity
        shards = (0..<Self.shardCount).map { _ in
            Locked(Shard(doorkeeper: admitsOnSecondSighting ? Doorkeeper(capacity: 2 * generationCapacity) : nil))
        }
    }

    private func shard(_ key: Prehashed<Key>) -> Locked<Shard> {
        shards[Int(UInt(bitPattern: key.hash) % UInt(Self.shardCount))]
    }

    /// The cached value of `key`, if any.
    ///
    /// - Complexity: O(1) on average; the key is not hashed again (`PrehashedTable`).
    func value(for key: Prehashed<Key>) -> Value? {
        let (value, dropped) = shard(key).withLock { shard -> (Value?, Generation?) in
            shard.lookups += 1
            if let young = shard.young[key] {
                shard.hits += 1
                return (young, nil)
            }
            guard let old = shard.old[key] else { return (nil, nil) }
            shard.hits += 1
            return (old, insert(key, old, into: &shard))
        }
        withExtendedLifetime(dropped) {}
        return value
    }

    /// Whether `key` is cached, without counting a look-up or keeping the entry longer: what a
    /// caller deciding which values to make together asks before it looks them up.
    ///
    /// - Complexity: O(1) on average; the key is not hashed again (`PrehashedTable`).
    func contains(_ key: Prehashed<Key>) -> Bool {
        shard(key).withLock { $0.young[key] != nil || $0.old[key] != nil }
    }

    /// Stores `value` for `key`; with `admitsOnSecondSighting`, only when it was asked to before,
    /// unless `atOnce`.
    func store(_ value: Value, for key: Prehashed<Key>, atOnce: Bool = false) {
        let dropped = shard(key).withLock { shard -> Generation? in
            if !atOnce, shard.doorkeeper?.sight(key.hash) == false { return nil }
            return insert(key, value, into: &shard)
        }
        // A dropped generation is freed here, after the lock: freeing its entries (paragraphs of
        // twenty arrays each) under it would hold up every thread that wants the shard.
        withExtendedLifetime(dropped) {}
    }

    /// The cached value of `key`, or the result of `make`, stored for next time (see
    /// `store(_:for:atOnce:)`).
    func value(for key: Prehashed<Key>, storingAtOnce: Bool = false, make: () -> Value) -> Value {
        if let hit = value(for: key) { return hit }
        let made = make()
        store(made, for: key, atOnce: storingAtOnce)
        return made
    }

    /// Puts `value` in the young generation, turning a full one old; returns the old generation
    /// that makes way, for the caller to free outside the lock.
    private func insert(_ key: Prehashed<Key>, _ value: Value, into shard: inout Shard) -> Generation? {
        var dropped: Generation?
        if shard.young.count >= generationCapacity {
            dropped = shard.old
            shard.old = shard.young
            // It fills to capacity again: reserved at once, it never grows on the way.
            shard.young = Generation(minimumCapacity: generationCapacity)
        }
        shard.young.set(value, for: key)
        return dropped
    }

    /// Counts a value made without the cache, as a look-up that found nothing.
    func recordUncached() {
        uncached.add(1, ordering: .relaxed)
    }

    /// Look-ups so far (values made without the cache included) and how many found their value.
    var statistics: (lookups: Int, hits: Int) {
        let bypassed = uncached.load(ordering: .relaxed)
        return shards.reduce((bypassed, 0)) { total, shard in
            shard.withLock { (total.0 + $0.lookups, total.1 + $0.hits) }
        }
    }

    /// The number of cached keys, for tests and benchmarks (a key stored again while its old
    /// generation still holds it counts once).
    var count: Int {
        shards.reduce(0) { total, shard in
            total + shard.withLock { shard in shard.young.count + shard.old.keys.count { shard.young[$0] == nil } }
        }
    }
}

/// Shaped words: per-grapheme advances in font units times `HarfBuzzFont.subunits`.
typealias WordCache = BoundedCache<ShapingKey, [Double]>

extension BoundedCache where Key == ShapingKey, Value == [Double] {
    /// Words longer than this many graphemes are shaped without the cache: they are rare and
    /// would crowd out the short words an audit repeats.
    static var longestCachedWord: Int { 64 }

    /// The advances of the word `key` of `graphemeCount` graphemes (`make`, on a miss), from the
    /// cache when it was made before (and kept for next time), unless the word is too long to
    /// keep. Every word the engine shapes goes through here: a paragraph's (`advances(ofWords:)`)
    /// and a truncation's cut pieces.
    ///
    /// - Parameters:
    ///   - storingAtOnce: whether a word made here is kept at its first sighting: a truncation's
    ///     cut pieces ("Contin…"), which every other size of the text asks for next.
    ///   - make: `Shaper.advances(of:font:graphemeStarts:)` of the word, or what gives the same.
    /// - Complexity: a look-up of the hashed key; plus `make` on a miss.
    func advances(of key: Prehashed<ShapingKey>, graphemeCount: Int, storingAtOnce: Bool = false, make: () -> [Double]) -> [Double] {
        guard graphemeCount <= Self.longestCachedWord else {
            recordUncached()
            return make()
        }
        return value(for: key, storingAtOnce: storingAtOnce, make: make)
    }
}

/// What identifies an analysed paragraph: its runs (text and attributes, sizes included) and
/// the paragraph direction asked for.
struct ParagraphKey: Hashable, Sendable {
    let text: AttributedText
    let baseIsRightToLeft: Bool?

    /// Hashes the runs' bytes (`hashExactBytes`): a paragraph holds offsets into its spelling.
    /// Runs are read in place, by index: iterating them copied each (its strings and arrays
    /// retained and released on every look-up).
    func hash(into hasher: inout Hasher) {
        let runs = text.runs
        hasher.combine(runs.count)
        for index in runs.indices {
            runs[index].text.hashExactBytes(into: &hasher)
            hasher.combine(runs[index].attributes)
        }
        hasher.combine(baseIsRightToLeft)
    }

    static func == (lhs: ParagraphKey, rhs: ParagraphKey) -> Bool {
        let (left, right) = (lhs.text.runs, rhs.text.runs)
        return lhs.baseIsRightToLeft == rhs.baseIsRightToLeft && left.count == right.count
            && left.indices.allSatisfy { left[$0].text.hasExactBytes(of: right[$0].text) && left[$0].attributes == right[$0].attributes }
    }
}
