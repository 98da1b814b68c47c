internal import OversetPlumbing

/// An insert-only hash table of prehashed keys: one generation of a `BoundedCache` shard.
///
/// `Dictionary` hashes a key again with its own seed on every look-up and insertion, even a
/// `Prehashed` one (SipHash over the stored hash: a few per word shaped). This table probes with
/// the hash the key was made with, which is already a seeded SipHash, so a look-up hashes
/// nothing. Entries are never removed (a generation is dropped whole), so they sit densely in
/// insertion order, as in CPython's compact dictionaries, and the open-addressing index holds
/// only their positions: growing rehashes by the stored hashes.
struct PrehashedTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        let key: Prehashed<Key>
        var value: Value
    }

    private var entries: [Entry] = []
    /// Open addressing with linear probing: each slot holds an entry's position plus one in its
    /// low 40 bits and 24 bits of the entry's hash above them (`tag(of:)`), or 0. A power of two
    /// at most three quarters full, or empty before the first insertion.
    ///
    /// With the tag, a probe reads an entry only when 24 bits of its hash match: a word not in
    /// the table (most words of distinct requests) used to read an entry, somewhere in memory,
    /// at every slot of its probe run.
    private var slots: [UInt64] = []
    /// Room for 2⁴⁰ entries, where a shard's generation holds a few thousand.
    private static var positionBits: UInt64 { (1 << 40) - 1 }

    /// A table that holds `minimumCapacity` entries before it grows.
    init(minimumCapacity: Int = 0) {
        guard minimumCapacity > 0 else { return }
        entries.reserveCapacity(minimumCapacity)
        slots = [UInt64](repeated: 0, count: Self.slotCount(for: minimumCapacity))
    }

    /// The number of entries.
    var count: Int { entries.count }

    /// The keys, in the order they were first inserted.
    var keys: some Sequence<Prehashed<Key>> { entries.lazy.map(\.key) }

    /// The value stored for `key`, if any.
    ///
    /// - Complexity: O(1) on average: no hashing, a few probes.
    subscript(key: Prehashed<Key>) -> Value? {
        guard let position = position(of: key) else { return nil }
        return entries[position].value
    }

    /// Stores `value` for `key`, replacing the value stored for an equal key.
    ///
    /// - Complexity: O(1) amortized.
    mutating func set(_ value: Value, for key: Prehashed<Key>) {
        if let position = position(of: key) {
            entries[position].value = value
            return
        }
        if (entries.count + 1) * 4 > slots.count * 3 { rebuild(slotCount: max(8, slots.count * 2)) }
        entries.append(Entry(key: key, value: value))
        slots[emptySlot(for: key.hash)] = Self.tag(of: key.hash) | UInt64(entries.count)
    }

    private func position(of key: Prehashed<Key>) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        let tag = Self.tag(of: key.hash)
        var slot = Self.home(of: key.hash, mask: mask)
        while slots[slot] != 0 {
            if slots[slot] & ~Self.positionBits == tag {
                let position = Int(slots[slot] & Self.positionBits) - 1
                if entries[position].key == key { return position }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func emptySlot(for hash: Int) -> Int {
        let mask = slots.count - 1
        var slot = Self.home(of: hash, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func rebuild(slotCount: Int) {
        slots = [UInt64](repeated: 0, count: slotCount)
        for position in entries.indices {
            let hash = entries[position].key.hash
            slots[emptySlot(for: hash)] = Self.tag(of: hash) | UInt64(position + 1)
        }
    }

    /// Bits 8 to 31 of `hash`, moved above the position bits: not the low four, which pick a
    /// cache shard and so are the same for every key of a table, nor the high ones that
    /// `home(of:mask:)` mostly draws on.
    static func tag(of hash: Int) -> UInt64 {
        (UInt64(UInt(bitPattern: hash)) >> 8 & 0xFF_FFFF) << 40
    }

    /// The first slot to probe for `hash`: its high bits (Fibonacci hashing), because a cache
    /// shard is chosen by the low ones, which every key of a table shares.
    static func home(of hash: Int, mask: Int) -> Int {
        let mixed = UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt(UInt.bitWidth - (mask + 1).trailingZeroBitCount)) & mask
    }

    /// The smallest power of two of at least 8 slots that holds `capacity` entries at most three
    /// quarters full.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 8
        while capacity * 4 > count * 3 { count *= 2 }
        return count
    }
}
