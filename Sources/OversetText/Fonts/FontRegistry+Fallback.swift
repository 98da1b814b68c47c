extension FontRegistry {
    /// The font that draws the grapheme cluster `scalars`: `primary` when it can, else the first
    /// bundled fallback that can (the emoji font first for emoji), then the families of the font
    /// paths named in the options, else a system font from
    /// fontconfig when the registry may use them; nil when no font has every glyph.
    ///
    /// - Throws: `OversetTextError` when a fallback file registered from the bundle or a font
    ///   path can no longer be read as it was (removed, changed): skipping it would measure the
    ///   text in another font, or as missing glyphs, without a word.
    /// - Complexity: one cmap lookup per scalar and candidate font; system look-ups are cached.
    func font(for scalars: some Collection<Unicode.Scalar>, primary: Font, size: Double) throws(OversetTextError) -> Font? {
        let emoji = Self.prefersEmojiPresentation(scalars)
        if !emoji, Self.covers(primary, scalars) { return primary }
        for candidate in try fallbackChain(weight: primary.weight, italic: primary.isItalic, size: size, emojiFirst: emoji)
        where Self.covers(candidate, scalars) {
            return candidate
        }
        if Self.covers(primary, scalars) { return primary }
        guard options.usesSystemFonts else { return nil }
        for scalar in scalars where !Self.isIgnorable(scalar) && !primary.hasGlyph(for: scalar) {
            // The machine's fonts are asked for only with `usesSystemFonts`; one fontconfig
            // lists but FreeType cannot read is no fallback, as fontconfig's own users skip it.
            guard let path = systemFallbackPath(for: scalar, weight: primary.weight, italic: primary.isItalic),
                let candidate = try? font(file: path, weight: primary.weight, italic: primary.isItalic, size: size),
                Self.covers(candidate, scalars)
            else { return nil }
            return candidate
        }
        return nil
    }

    /// The fonts of the fallback families that the registry has, in order of preference: the
    /// bundled families, then those of `options.additionalFontPaths`.
    ///
    /// Kept per weight, slant, size and emoji preference until a font file is registered: every
    /// paragraph with a foreign script or an emoji searches the chain, and asking each family
    /// for its font (a lowercased name, two locks, an instance key) cost more than the search.
    ///
    /// - Throws: `OversetTextError` naming a fallback file that can no longer be read as it was.
    func fallbackChain(weight: FontWeight, italic: Bool, size: Double, emojiFirst: Bool) throws(OversetTextError) -> [Font] {
        let key = FallbackChainKey(weight: weight, italic: italic, size: size, emojiFirst: emojiFirst)
        let (kept, registered) = state.withLock { ($0.fallbackChains[key], $0.faces.count) }
        if let kept { return kept }
        let bundled =
            emojiFirst
            ? [BundledFonts.emojiFamily] + BundledFonts.fallbackFamilies.filter { $0 != BundledFonts.emojiFamily }
            : BundledFonts.fallbackFamilies
        // Only families the registry has: a missing one is no fallback, and must not be drawn
        // with the system font in its place (`substitutesSystemFontForMissingFamilies`).
        let families = state.withLock { state in
            (bundled + state.namedFallbackFamilies).filter { state.facesByFamily[Self.familyKey($0)] != nil }
        }
        var chain: [Font] = []
        for family in families { chain.append(try font(family: family, weight: weight, italic: italic, size: size)) }
        state.withLock { state in
            // A file registered meanwhile may add a family: that chain is made again next time.
            guard state.faces.count == registered else { return }
            if state.fallbackChains.count >= Self.keptFallbackChains { state.fallbackChains.removeAll() }
            state.fallbackChains[key] = chain
        }
        return chain
    }

    /// How many fallback chains a registry keeps (sizes are free-form, so they are bounded).
    static var keptFallbackChains: Int { 256 }

    private func systemFallbackPath(for scalar: Unicode.Scalar, weight: FontWeight, italic: Bool) -> String? {
        if let cached = state.withLock({ $0.systemFallbackPaths[scalar.value] }) { return cached }
        let path = Fontconfig.file(covering: scalar, weight: weight, italic: italic)
        state.withLock { $0.systemFallbackPaths[scalar.value] = path }
        return path
    }

    /// Whether `font` has a glyph for every scalar of the cluster that needs one.
    static func covers(_ font: Font, _ scalars: some Collection<Unicode.Scalar>) -> Bool {
        // The glyph first: a cmap look-up is cheaper than a scalar's Unicode properties.
        scalars.allSatisfy { font.hasGlyph(for: $0) || isIgnorable($0) }
    }

    /// Scalars that draw nothing (joiners, variation selectors, bidi controls, control characters)
    /// and so never decide which font draws a cluster.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Whether a cluster should be drawn as a colour emoji: it asks for emoji presentation
    /// (U+FE0F), or its first scalar defaults to it.
    static func prefersEmojiPresentation(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains("\u{FE0F}")
    }
}
