extension TextEngine {
    /// How much work an engine has done: what its caches were asked for and how much of it they
    /// had. Counts depend only on what was measured, in what order, and on Swift's hashing (the
    /// word cache admits a word at its second sighting by a hashed filter): with
    /// `SWIFT_DETERMINISTIC_HASHING=1` and one thread they are the same on every run, which is
    /// how the golden tests pin the gallery audit's work, as swift-nio pins allocation counts.
    public struct Statistics: Hashable, Sendable {
        /// Words asked for, and those shaped by HarfBuzz because the cache did not have them.
        public var wordLookups = 0
        public var wordsShaped = 0
        /// Paragraphs asked for (a text at a size), and those built (fonts found, words placed).
        public var paragraphLookups = 0
        public var paragraphsBuilt = 0
        /// Text analyses asked for by the paragraphs built, and those made (graphemes, breaks,
        /// bidi levels and scripts).
        public var analysisLookups = 0
        public var analysesMade = 0

        public init() {}

        /// The work of two engines together (an audit's worker threads).
        public static func + (lhs: Statistics, rhs: Statistics) -> Statistics { lhs.combined(with: rhs, sign: 1) }

        /// The work done between two readings of one engine's statistics.
        public static func - (lhs: Statistics, rhs: Statistics) -> Statistics { lhs.combined(with: rhs, sign: -1) }

        private func combined(with other: Statistics, sign: Int) -> Statistics {
            var result = self
            result.wordLookups += sign * other.wordLookups
            result.wordsShaped += sign * other.wordsShaped
            result.paragraphLookups += sign * other.paragraphLookups
            result.paragraphsBuilt += sign * other.paragraphsBuilt
            result.analysisLookups += sign * other.analysisLookups
            result.analysesMade += sign * other.analysesMade
            return result
        }

        /// "shaped 1204 of 9630 words asked for, built 812 of 3341 paragraphs, made 402 of 812 text analyses".
        public var summary: String {
            "shaped \(wordsShaped) of \(wordLookups) words asked for, built \(paragraphsBuilt) of \(paragraphLookups) paragraphs, "
                + "made \(analysesMade) of \(analysisLookups) text analyses"
        }
    }

    /// The work this engine has done since it was made.
    ///
    /// - Complexity: one lock per cache shard (48).
    public var statistics: Statistics {
        var statistics = Statistics()
        let words = wordCache.statistics
        let paragraphs = paragraphCache.statistics
        let analyses = analysisCache.statistics
        statistics.wordLookups = words.lookups
        statistics.wordsShaped = words.lookups - words.hits
        statistics.paragraphLookups = paragraphs.lookups
        statistics.paragraphsBuilt = paragraphs.lookups - paragraphs.hits
        statistics.analysisLookups = analyses.lookups
        statistics.analysesMade = analyses.lookups - analyses.hits
        return statistics
    }
}
