import Testing

@testable import OversetText

/// The word cache's admission filter (`Doorkeeper`): a key is stored at its second sighting, a
/// truncation's cut piece at its first, and the filter forgets before it fills with false
/// positives.
@Suite struct DoorkeeperTests {
    typealias Box = BoundedCacheTests.Box

    /// Stored once, a key is not kept; stored again, it is (and `atOnce` keeps it the first time).
    ///
    /// A false positive of the filter keeps a key at its first store, and which keys collide
    /// depends on the hash seed, which Swift draws per process: at a capacity of 1,024 (a 1,024-bit
    /// filter per shard holding about 25 bits for these 200 keys) about 1 run in 20 failed (9 of
    /// 200 runs). At 65,536 each shard's filter has 65,536 bits, and a collision among 200 keys
    /// is about 1 in 100,000 runs.
    @Test(arguments: [(false, [false, true, true]), (true, [true, true, true])])
    func keysAreKeptFromTheirSecondSighting(atOnce: Bool, keptAfter: [Bool]) {
        let cache = BoundedCache<Int, Box>(capacity: 65_536, admitsOnSecondSighting: true)
        for key in 0..<200 {
            for (sighting, kept) in keptAfter.enumerated() {
                cache.store(Box(key * 10 + sighting), for: Prehashed(key), atOnce: atOnce)
                #expect((cache.value(for: Prehashed(key)) != nil) == kept, "key \(key), sighting \(sighting + 1)")
            }
        }
    }

    /// Without the filter every store is kept, as before.
    @Test func aCacheWithoutTheFilterKeepsTheFirstStore() {
        let cache = BoundedCache<Int, Box>(capacity: 1_024)
        cache.store(Box(7), for: Prehashed(7))
        #expect(cache.value(for: Prehashed(7))?.value == 7)
    }

    /// Keys sighted once are rarely taken for seen (two probes at 8 bits per sighting: about 5%
    /// when full, so well under 15% on average), and the filter forgets: after `capacity` more
    /// new keys, those sighted before are new again.
    @Test(arguments: [64, 1_000, 8_192])
    func falsePositivesStayRareAndTheFilterForgets(capacity: Int) {
        var doorkeeper = Doorkeeper(capacity: capacity)
        var falsePositives = 0
        for key in 0..<capacity where doorkeeper.sight(Prehashed(key).hash) { falsePositives += 1 }
        #expect(Double(falsePositives) < 0.15 * Double(capacity))
        let lastIsSeen = doorkeeper.sight(Prehashed(capacity - 1).hash)
        #expect(lastIsSeen)
        for key in capacity..<(2 * capacity + 1) { _ = doorkeeper.sight(Prehashed(key).hash) }
        var remembered = 0
        for key in 0..<capacity where doorkeeper.sight(Prehashed(key).hash) { remembered += 1 }
        #expect(Double(remembered) < 0.15 * Double(capacity))
    }

    /// A text's words shaped once are not kept, and its second size does not shape them again
    /// (its analysis keeps the first size's advances); the same words in another text are kept.
    /// Every measurement equals a fresh engine's.
    @Test func wordsAreKeptWhenAnotherTextShapesThem() throws {
        let engine = TextEngine(registry: TestFonts.registry)
        let fresh = TextEngine(registry: TestFonts.registry)
        func measure(_ text: String, size: Double) throws -> TextMeasurement {
            let options = TextLayoutOptions(width: 1_000)
            let measured = try engine.measure(text, attributes: TextAttributes(size: size), options: options)
            #expect(measured == (try fresh.measure(text, attributes: TextAttributes(size: size), options: options)))
            return measured
        }
        _ = try measure("Continue to your account settings", size: 13)
        #expect(engine.wordCache.count == 0)
        _ = try measure("Continue to your account settings", size: 28)
        #expect(engine.wordCache.count == 0)
        // Words are shaped with the white space after them: "your ", "account ", "settings".
        _ = try measure("Open your account settings", size: 13)
        #expect(engine.wordCache.count == 3)
    }
}
