import Testing

@testable import OversetText

/// `PrehashedTable`, a cache generation: every key stored is found with its latest value, keys
/// never stored are not, whatever the hashes share (all of them, their low bits) and however
/// far the table grew.
@Suite struct PrehashedTableTests {
    /// A key whose hash keeps only `value % buckets` (1: every key collides), so that probing,
    /// not the hash, tells keys apart.
    struct CollidingKey: Hashable, Sendable {
        let value: Int
        let buckets: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(value % buckets)
        }
    }

    @Test(arguments: [(count: 1, buckets: 1), (40, 1), (1_000, 7), (5_000, 5_000), (5_000, 1_000_000)])
    func findsEveryKeyStoredAndNoOther(count: Int, buckets: Int) {
        var table = PrehashedTable<CollidingKey, Int>()
        for value in 0..<count { table.set(value * 3, for: Prehashed(CollidingKey(value: value, buckets: buckets))) }
        #expect(table.count == count)
        #expect((0..<count).allSatisfy { table[Prehashed(CollidingKey(value: $0, buckets: buckets))] == $0 * 3 })
        #expect((count..<(count + 50)).allSatisfy { table[Prehashed(CollidingKey(value: $0, buckets: buckets))] == nil })
        #expect(table.keys.map(\.key.value) == Array(0..<count))
    }

    /// Storing a key again replaces its value and adds no entry.
    @Test(arguments: [0, 16])
    func storingAgainReplaces(minimumCapacity: Int) {
        var table = PrehashedTable<Int, String>(minimumCapacity: minimumCapacity)
        for key in 0..<100 { table.set("first \(key)", for: Prehashed(key)) }
        for key in stride(from: 0, to: 100, by: 3) { table.set("second \(key)", for: Prehashed(key)) }
        #expect(table.count == 100)
        for key in 0..<100 { #expect(table[Prehashed(key)] == (key % 3 == 0 ? "second \(key)" : "first \(key)")) }
    }

    /// The keys of one `BoundedCache` shard share the low four bits of their hashes; their first
    /// probes still spread over the table. 1,000 random slots of 1,024 are about 640 distinct
    /// (1,024 × (1 − e^−1000/1024)); slots from the low bits alone would be at most 64.
    @Test func hashesSharingLowBitsSpreadOverTheTable() {
        let keys = (0..<40_000).map { Prehashed($0) }.filter { $0.hash & 15 == 5 }.prefix(1_000)
        #expect(keys.count == 1_000)
        let homes = Set(keys.map { PrehashedTable<Int, Int>.home(of: $0.hash, mask: 1_023) })
        #expect(homes.count > 500)
        var table = PrehashedTable<Int, Int>()
        for (index, key) in keys.enumerated() { table.set(index, for: key) }
        #expect(keys.enumerated().allSatisfy { table[$1] == $0 })
    }

    /// A slot keeps bits 8 to 31 of its key's hash above the position (not the low four, which
    /// every key of a cache shard shares).
    @Test(
        arguments: [
            (0xFF, 0), (0x100, 1 << 40), (0xFFFF_FF00, 0xFF_FFFF << 40), (1 << 32, 0), (-1, 0xFF_FFFF << 40), (0x1234_5678, 0x12_3456 << 40),
        ] as [(Int, UInt64)])
    func aTagIsBits8To31OfTheHash(_ hash: Int, _ tag: UInt64) {
        #expect(PrehashedTable<Int, Int>.tag(of: hash) == tag)
    }

    /// 20,000 keys stored through a dozen growths (each rebuilding the slots with their tags) are
    /// each found with its value, and 500 others are not; keys whose tags agree, whole hashes
    /// and all (`findsEveryKeyStoredAndNoOther` with one bucket), are told apart by their keys.
    @Test func keysAreFoundThroughTheirTags() {
        let keys = (0..<20_000).map { Prehashed($0) }
        var table = PrehashedTable<Int, Int>()
        for key in keys { table.set(key.key * 2, for: key) }
        #expect(keys.allSatisfy { table[$0] == $0.key * 2 })
        #expect((20_000..<20_500).allSatisfy { table[Prehashed($0)] == nil })
    }

    @Test func anEmptyTableFindsNothing() {
        let table = PrehashedTable<Int, Int>()
        #expect(table.count == 0 && table[Prehashed(0)] == nil && table.keys.map(\.key).isEmpty)
    }
}
