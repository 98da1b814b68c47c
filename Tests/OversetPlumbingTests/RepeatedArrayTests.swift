import Testing

@testable import OversetPlumbing

/// `Array(repeated:count:)`, the text engine's allocation path for per-grapheme arrays, makes
/// what `Array(repeating:count:)` makes, for the element types the engine uses.
@Suite struct RepeatedArrayTests {
    @Test(arguments: [0, 1, 2, 15, 16, 17, 1_000])
    func makesWhatRepeatingMakes(count: Int) {
        #expect([Double](repeated: .pi, count: count) == [Double](repeating: .pi, count: count))
        #expect([Bool](repeated: true, count: count) == [Bool](repeating: true, count: count))
        #expect([Int32](repeated: -7, count: count) == [Int32](repeating: -7, count: count))
        #expect([UInt8](repeated: 255, count: count) == [UInt8](repeating: 255, count: count))
        #expect([[Double]?](repeated: nil, count: count) == [[Double]?](repeating: nil, count: count))
        #expect([String](repeated: "é", count: count) == [String](repeating: "é", count: count))
        let made = [Int](repeated: 3, count: count)
        #expect(made.count == count && made.capacity >= count)
    }
}
