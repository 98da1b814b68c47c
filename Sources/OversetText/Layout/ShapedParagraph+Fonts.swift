struct SlotKey: Hashable {
    var fontID: Int
    var size: Double
}

extension ShapedParagraph.FontSlot {
    init(font: Font, size: Double) {
        let scale = font.metrics.pointsPerUnit(atSize: size)
        self.init(
            font: font, size: size, ascent: font.metrics.ascender * scale,
            descent: -font.metrics.descender * scale, lineGap: font.metrics.lineGap * scale)
    }
}

/// Remembers the last fallback font of a paragraph so that runs of one foreign script do not
/// search the fallback chain for every cluster.
struct FallbackMemo {
    private var last: [Bool: Font] = [:]

    mutating func font(
        for character: Character, run: ShapedParagraph.ResolvedRun, registry: FontRegistry,
        missing: inout Int, missingScalars: inout [Unicode.Scalar]
    ) -> Font {
        let scalars = character.unicodeScalars
        // Printable ASCII is never emoji or ignorable: one cmap look-up decides.
        if let scalar = scalars.first, scalar.value >= 0x20, scalar.value < 0x7F, scalars.count == 1,
            run.font.hasGlyph(for: scalar)
        {
            return run.font
        }
        let emoji = FontRegistry.prefersEmojiPresentation(scalars)
        if !emoji, FontRegistry.covers(run.font, scalars) { return run.font }
        if let memo = last[emoji], memo.weight == run.font.weight, FontRegistry.covers(memo, scalars) { return memo }
        if let found = registry.font(for: scalars, primary: run.font, size: run.attributes.size) {
            if found != run.font { last[emoji] = found }
            return found
        }
        let lacking = scalars.filter { !FontRegistry.isIgnorable($0) && !run.font.hasGlyph(for: $0) }
        missing += lacking.count
        for scalar in lacking where !missingScalars.contains(scalar) { missingScalars.append(scalar) }
        return run.font
    }
}

extension FontRegistry {
    /// The font a run asks for by family or file.
    func primaryFont(for attributes: TextAttributes) throws(OversetTextError) -> Font {
        switch attributes.font {
        case .family(let family):
            return try font(family: family, weight: attributes.weight, italic: attributes.isItalic, size: attributes.size)
        case .file(let path):
            return try font(file: path, weight: attributes.weight, italic: attributes.isItalic, size: attributes.size)
        }
    }
}
