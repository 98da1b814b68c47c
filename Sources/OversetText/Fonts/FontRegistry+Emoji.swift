extension FontRegistry {
    /// The emoji metrics a face of `face`'s family is measured with: `options.emojiMetrics` for the
    /// bundled colour emoji font, nil for every other face.
    func emojiMetrics(for face: RegisteredFace) -> EmojiMetrics? {
        guard let metrics = options.emojiMetrics, face.familyName == BundledFonts.emojiFamily else { return nil }
        return metrics
    }
}
