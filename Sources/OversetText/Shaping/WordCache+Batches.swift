internal import OversetPlumbing

extension BoundedCache where Key == ShapingKey, Value == [Double] {
    /// `advances(of:graphemeCount:make:)` of each of `words` shaped alone, in order, with the
    /// same look-ups and stores: the words the cache lacks are first shaped together, each run of
    /// them that `Shaper.canShapeTogether` in one HarfBuzz call (`Shaper.advances(ofWords:)`), and
    /// a word the batch does not give exactly is shaped alone.
    ///
    /// - Complexity: looking each key up twice (keys come hashed, `PrehashedTable`); plus
    ///   HarfBuzz's shaping of the words not cached.
    func advances(ofWords words: [ShapingWord]) -> [[Double]] {
        // Room for every word at once: filtering grew the list 1, 2, 4, 8, 16 for a paragraph of new words.
        var missing: [Int] = []
        missing.reserveCapacity(words.count)
        for index in words.indices where !contains(words[index].key) { missing.append(index) }
        var shaped = [[Double]?](repeated: nil, count: words.count)
        var start = 0
        while start < missing.count {
            var end = start + 1
            while end < missing.count, Shaper.canShapeTogether(words[missing[start]].key.key, words[missing[end]].key.key) { end += 1 }
            if end - start > 1 {
                let batch = missing[start..<end]
                for (index, advances) in zip(batch, Shaper.advances(ofWords: words, at: batch)) { shaped[index] = advances }
            }
            start = end
        }
        // Each word read in place: a copy of one would retain its key's strings and arrays.
        return words.indices.map { index in
            advances(of: words[index].key, graphemeCount: words[index].graphemeStarts.count) {
                shaped[index] ?? Shaper.advances(of: words[index].key.key, font: words[index].font, graphemeStarts: words[index].graphemeStarts)
            }
        }
    }
}
