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

    /// Two spellings of one text (canonically equivalent, so equal as `String`s) are different
    /// keys: marks in another order have the same byte length, and the second text measured
    /// must show its own bytes, not the cached first's. Also "é" composed and decomposed.
    @Test(arguments: [
        ("a\u{301}\u{316} b", "a\u{316}\u{301} b"), ("Caf\u{E9} au lait", "Cafe\u{301} au lait"),
        ("\u{1E0B}\u{323}", "\u{1E0D}\u{307}"),
    ])
    func spellingsOfOneTextAreKeptApart(_ first: String, _ second: String) throws {
        #expect(first == second && !first.utf8.elementsEqual(second.utf8))
        let engine = TextEngine(registry: TestFonts.registry)
        for text in [first, second, first] {
            let measured = try engine.measure(text, options: TextLayoutOptions(width: 300))
            let fresh = try TextEngine(registry: TestFonts.registry).measure(text, options: TextLayoutOptions(width: 300))
            #expect(measured.lines.map { Array($0.text.utf8) } == [Array(text.utf8)])
            #expect(measured == fresh)
        }
        #expect(
            ShapingKey(fontID: 1, features: [], isRightToLeft: false, script: 0, language: nil, text: first)
                != ShapingKey(fontID: 1, features: [], isRightToLeft: false, script: 0, language: nil, text: second))
    }
}
