extension ShapedParagraph.FontSlot {
    init(font: Font, size: Double) {
        let scale = font.metrics.pointsPerUnit(atSize: size)
        self.init(
            font: font, size: size, ascent: font.metrics.ascender * scale,
            descent: -font.metrics.descender * scale, lineGap: font.metrics.lineGap * scale)
    }

    /// Points per HarfBuzz subunit (font units times `HarfBuzzFont.subunits`) at the slot's size.
    var pointsPerSubunit: Double { size / (font.metrics.unitsPerEm * Double(HarfBuzzFont.subunits)) }
}

/// Remembers the last fallback font of a paragraph so that runs of one foreign script do not
/// search the fallback chain for every cluster.
struct FallbackMemo {
    private var last: [Bool: Font] = [:]

    /// The font that draws `character` in a run whose own font is `primary`, at `size`: the
    /// primary font when it covers the character, else a fallback (counting what no font has).
    ///
    /// - Throws: `OversetTextError` when a fallback file can no longer be read as registered.
    mutating func font(
        for character: Character, primary: Font, size: Double, registry: FontRegistry,
        missing: inout Int, missingScalars: inout [Unicode.Scalar]
    ) throws(OversetTextError) -> Font {
        let scalars = character.unicodeScalars
        // Printable ASCII is never emoji or ignorable: one cmap look-up decides.
        if let scalar = scalars.first, scalar.value >= 0x20, scalar.value < 0x7F, scalars.count == 1,
            primary.hasGlyph(for: scalar)
        {
            return primary
        }
        let emoji = FontRegistry.prefersEmojiPresentation(scalars)
        if !emoji, FontRegistry.covers(primary, scalars) { return primary }
        if let memo = last[emoji], memo.weight == primary.weight, FontRegistry.covers(memo, scalars) { return memo }
        if let found = try registry.font(for: scalars, primary: primary, size: size) {
            if found != primary { last[emoji] = found }
            return found
        }
        let lacking = scalars.filter { !FontRegistry.isIgnorable($0) && !primary.hasGlyph(for: $0) }
        missing += lacking.count
        for scalar in lacking where !missingScalars.contains(scalar) { missingScalars.append(scalar) }
        return primary
    }
}

extension FontRegistry {
    /// The font a run asks for by family or file.
    func primaryFont(for attributes: TextAttributes) throws(OversetTextError) -> Font {
        switch attributes.font {
        case .family(let family):
            return try font(family: family, weight: attributes.weight, italic: attributes.isItalic, size: attributes.size, width: attributes.fontWidth)
        case .file(let path):
            return try font(file: path, weight: attributes.weight, italic: attributes.isItalic, size: attributes.size, width: attributes.fontWidth)
        }
    }
}

extension ShapedParagraph {
    /// The graphemes of `range` that `FallbackMemo.font` must be asked about, in order: all but
    /// line separators and printable ASCII bytes that a font with `coversASCII`
    /// (`Font.coversASCII`) has, which are told from the text's bytes, read in place, without
    /// making a `Character`.
    ///
    /// - Complexity: O(n) in the length of `range`.
    func fallbackCandidates(in range: Range<Int>, coveredBy coversASCII: [Bool]) -> [Int] {
        withOneByteGraphemes { byte in
            var found: [Int] = []
            for index in range where !isLineSeparator[index] {
                if isOneByte(index) {
                    let byte = byte(index)
                    if byte >= 0x20, byte < 0x7F, coversASCII[Int(byte)] { continue }
                }
                found.append(index)
            }
            return found
        }
    }

    /// `Font.advanceAdjustment` of `character` in slot `slot`, from `asciiAdjustments` for a
    /// character the tables hold (a single ASCII scalar, or "…").
    func advanceAdjustment(for character: Character, slot: Int, tabularDigits: Bool) -> Double {
        Font.asciiAdjustmentEntry(of: character).flatMap { tabledAdjustment(entry: $0, slot: slot, tabularDigits: tabularDigits) }
            ?? slots[slot].font.advanceAdjustment(for: character, size: slots[slot].size, tabularDigits: tabularDigits)
    }

    /// `advanceAdjustment(for:slot:tabularDigits:)` of the ASCII character `byte`, read from the
    /// tables without making a `Character` where they are there.
    func asciiAdjustment(of byte: UInt8, slot: Int, tabularDigits: Bool) -> Double {
        tabledAdjustment(entry: Int(byte), slot: slot, tabularDigits: tabularDigits)
            ?? advanceAdjustment(for: Character(Unicode.Scalar(byte)), slot: slot, tabularDigits: tabularDigits)
    }

    /// Entry `entry` (`Font.asciiAdjustmentEntry`) of slot `slot`'s table for `tabularDigits`, or
    /// nil when the paragraph has no such table.
    private func tabledAdjustment(entry: Int, slot: Int, tabularDigits: Bool) -> Double? {
        asciiAdjustmentTable(slot: slot, tabularDigits: tabularDigits)?[entry]
    }

    /// Slot `slot`'s table for `tabularDigits` (by `Font.asciiAdjustmentEntry`), or nil when the
    /// paragraph has no such table: for a caller that reads many entries.
    func asciiAdjustmentTable(slot: Int, tabularDigits: Bool) -> [Double]? {
        guard !asciiAdjustments.isEmpty, !tabularDigits || asciiTablesPerSlot == 2 else { return nil }
        let table = asciiAdjustments[asciiTableIndex(slot: slot, tabularDigits: tabularDigits)]
        return table.isEmpty ? nil : table
    }

    /// Where slot `slot`'s table for `tabularDigits` is in `asciiAdjustments`.
    func asciiTableIndex(slot: Int, tabularDigits: Bool) -> Int {
        slot * asciiTablesPerSlot + (tabularDigits ? 1 : 0)
    }
}
