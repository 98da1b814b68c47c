extension Sequence where Element: Hashable {
    /// The first element that appears a second time, or nil when all are distinct.
    ///
    /// - Complexity: O(*n*).
    package func firstRepeated() -> Element? {
        var seen: Set<Element> = []
        for element in self where !seen.insert(element).inserted { return element }
        return nil
    }
}
