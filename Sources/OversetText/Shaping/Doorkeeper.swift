/// Which keys a cache has been asked to store once already: a small Bloom filter that lets a
/// cache admit an entry only on its second sighting, as TinyLFU's doorkeeper does (Einziger,
/// Friedman and Manes, "TinyLFU: A Highly Efficient Cache Admission Policy", 2017).
///
/// Distinct requests (`overset measure --jsonl` over a catalog's strings) shape most words once
/// and never again; storing each would cost an entry, and later its eviction, for nothing. A word
/// seen a second time is stored as before. A false positive only admits a word early; the filter
/// forgets everything after `capacity` sightings, which bounds how full (and how wrong) it gets.
struct Doorkeeper {
    private var bits: [UInt64]
    private var sightings = 0
    private let capacity: Int

    /// A filter for about `capacity` sightings between resets, with 8 bits per sighting (two
    /// probes: under 5% false positives when full).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        bits = [UInt64](repeating: 0, count: max(1, self.capacity / 8))
    }

    /// Records a sighting of the key hashed to `hash`; returns whether it was (probably) seen
    /// since the last reset.
    ///
    /// - Complexity: O(1), and O(capacity) once every `capacity` sightings.
    mutating func sight(_ hash: Int) -> Bool {
        let mixed = UInt64(bitPattern: Int64(hash))
        let count = UInt64(bits.count * 64)
        let first = Int((mixed >> 8) % count)
        let second = Int((mixed >> 36 | mixed << 28) % count)
        let seen = isSet(first) && isSet(second)
        if seen { return true }
        if sightings >= capacity {
            for index in bits.indices { bits[index] = 0 }
            sightings = 0
        }
        set(first)
        set(second)
        sightings += 1
        return false
    }

    private func isSet(_ bit: Int) -> Bool { bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }

    private mutating func set(_ bit: Int) { bits[bit >> 6] |= 1 << UInt64(bit & 63) }
}
