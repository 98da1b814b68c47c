extension ShapedParagraph {
    /// What lets the line breaker step over a whole word instead of looking at each of its
    /// graphemes, when that provably finds the same lines.
    ///
    /// The breaker (`breakLines`) ends a line at the first grapheme whose drawn width overflows.
    /// When no advance, tracking or kerning is negative, the drawn width never shrinks as a line
    /// grows, so if the end of the next word fits with room to spare (`margin`, more than any
    /// rounding in the running sums), every grapheme before it fits too, and none of them is a
    /// break opportunity: the breaker may go straight to the word's end. A word that ends near or
    /// past the limit is still looked at grapheme by grapheme. `LineBreakingTests` compares both.
    struct WordSkips: Sendable {
        /// Per grapheme: the first grapheme at or after it where a line may end under the
        /// standard strategy (or the last grapheme). 32 bits, as paragraphs are cached by the
        /// thousand; longer paragraphs get no skips.
        let nextBreak: [Int32]
        /// Per grapheme: the end of the last drawn grapheme (not white space, not a line
        /// separator) up to it, or 0 when there is none.
        let visibleEndThrough: [Int32]
        /// How far under the limit a word's end must be for the graphemes before it to fit too.
        let margin: Double

        /// Nil when some advance, tracking or kerning is negative (a line may then shrink as it grows).
        init?(_ paragraph: ShapedParagraph) {
            guard paragraph.count > 0, paragraph.count < Int(Int32.max), paragraph.glyphAdvance.allSatisfy({ $0 >= 0 }),
                paragraph.tracking.allSatisfy({ $0 >= 0 }),
                paragraph.kerning.allSatisfy({ $0 >= 0 })
            else { return nil }
            let count = paragraph.count
            var nextBreak = [Int32](repeating: Int32(count - 1), count: count)
            var following = Int32(count - 1)
            for grapheme in stride(from: count - 1, through: 0, by: -1) {
                if paragraph.canBreak(after: grapheme, strategy: .standard) { following = Int32(grapheme) }
                nextBreak[grapheme] = following
            }
            var visibleEndThrough = [Int32](repeating: 0, count: count)
            var visibleEnd: Int32 = 0
            for grapheme in 0..<count {
                if !paragraph.isWhitespace[grapheme], !paragraph.isLineSeparator[grapheme] { visibleEnd = Int32(grapheme + 1) }
                visibleEndThrough[grapheme] = visibleEnd
            }
            self.nextBreak = nextBreak
            self.visibleEndThrough = visibleEndThrough
            // Each running sum may be off by an ulp of the largest sum per step; a few times that
            // bound, and an absolute billionth of a point, covers every width a line can draw.
            let largest = (paragraph.fullScaleSums.last ?? 0) + (paragraph.tracking.max() ?? 0)
            margin = 1e-9 + Double(count + 8) * 8 * largest * .ulpOfOne
        }
    }
}
