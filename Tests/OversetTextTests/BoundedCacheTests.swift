import Testing

@testable import OversetText

/// `BoundedCache`: what it keeps, how much, and that what it drops is freed.
@Suite struct BoundedCacheTests {
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test(arguments: [16, 64, 1_000])
    func keepsBetweenItsCapacityAndTwiceIt(capacity: Int) {
        let cache = BoundedCache<Int, Box>(capacity: capacity)
        for key in 0..<(capacity * 5) { cache.store(Box(key), for: Prehashed(key)) }
        #expect(cache.count >= capacity / 2 && cache.count <= capacity * 2)
        // The latest keys are kept, with their own values.
        for key in (capacity * 5 - capacity / 16)..<(capacity * 5) {
            #expect(cache.value(for: Prehashed(key))?.value == key)
        }
    }

    /// Values dropped with an old generation are freed (outside the shard's lock), and a key
    /// stored again counts once.
    @Test func droppedValuesAreFreed() {
        let cache = BoundedCache<Int, Box>(capacity: 16)
        weak var first: Box?
        do {
            let box = Box(-1)
            first = box
            cache.store(box, for: Prehashed(-1))
        }
        #expect(first != nil)
        // With one entry per shard's generation, the second store turns the first box old.
        cache.store(Box(-1), for: Prehashed(-1))
        #expect(first != nil && cache.count == 1)
        for key in 0..<1_000 { cache.store(Box(key), for: Prehashed(key)) }
        #expect(first == nil)
        #expect(cache.value(for: Prehashed(-1)) == nil)
    }
}
