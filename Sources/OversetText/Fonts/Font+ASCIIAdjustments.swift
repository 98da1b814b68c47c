/// `Font.advanceAdjustment` of every ASCII character (and of "…") at one size, worked out once
/// per font and size and shared by every paragraph in them: a Dynamic Type sweep lays thousands
/// of texts out at a dozen sizes, and each paragraph would otherwise ask the calibration tables
/// again for every letter it has, and every truncation's candidate line for its ellipsis.
extension Font {
    /// What an ASCII table depends on besides the font.
    struct ASCIIAdjustmentKey: Hashable {
        var size: Double
        var tabularDigits: Bool
    }

    /// Tables a font keeps; when more sizes are asked for, it starts over (sizes come from
    /// users, and a sweep uses a dozen).
    static let asciiAdjustmentTableLimit = 64

    /// The entry of `character` in a table: its code for a single ASCII scalar, 128 for "…", else nil.
    static func asciiAdjustmentEntry(of character: Character) -> Int? {
        // The scalar read directly: counting the scalars and comparing characters cost several
        // hundred instructions for every truncation's ellipsis.
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return scalar.isASCII ? Int(scalar.value) : (scalar == "\u{2026}" ? 128 : nil)
    }

    /// `advanceAdjustment(for:size:tabularDigits:)` at `size` of each ASCII code, then of "…"
    /// (129 entries, as `asciiAdjustmentEntry` numbers them).
    ///
    /// - Complexity: O(1) once the table for `size` is made; 129 adjustments to make it.
    func asciiAdvanceAdjustments(size: Double, tabularDigits: Bool) -> [Double] {
        let key = ASCIIAdjustmentKey(size: size, tabularDigits: tabularDigits)
        if let known = asciiAdjustmentTables.withLock({ $0[key] }) { return known }
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["\u{2026}"]
        let table = characters.map { advanceAdjustment(for: $0, size: size, tabularDigits: tabularDigits) }
        asciiAdjustmentTables.withLock { tables in
            if tables.count >= Self.asciiAdjustmentTableLimit { tables.removeAll() }
            tables[key] = table
        }
        return table
    }

    /// The number of tables the font keeps, for tests.
    var asciiAdjustmentTableCount: Int { asciiAdjustmentTables.withLock { $0.count } }
}
