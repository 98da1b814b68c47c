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
        /// `TextAnalysis.wordSteps`, shared by every size of the text.
        let steps: [TextAnalysis.WordStep]
        /// How far under the limit a word's end must be for the graphemes before it to fit too.
        let margin: Double

        /// Nil when some advance, tracking or kerning is negative (a line may then shrink as it grows),
        /// or when the analysis has no steps (`TextAnalysis.wordSteps`).
        init?(_ paragraph: ShapedParagraph, steps: [TextAnalysis.WordStep]?) {
            guard let steps, paragraph.glyphAdvance.allSatisfy({ $0 >= 0 }), paragraph.tracking.allSatisfy({ $0 >= 0 }),
                paragraph.kerning.allSatisfy({ $0 >= 0 })
            else { return nil }
            let count = paragraph.count
            self.steps = steps
            // Each running sum may be off by an ulp of the largest sum per step; a few times that
            // bound, and an absolute billionth of a point, covers every width a line can draw.
            let largest = (paragraph.fullScaleSums.last ?? 0) + (paragraph.tracking.max() ?? 0)
            margin = 1e-9 + Double(count + 8) * 8 * largest * .ulpOfOne
        }
    }
}
