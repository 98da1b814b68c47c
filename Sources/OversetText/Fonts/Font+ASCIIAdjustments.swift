/// `Font.advanceAdjustment` of every ASCII character at one size, worked out once per font and
/// size and shared by every paragraph in them: a Dynamic Type sweep lays thousands of texts out
/// at a dozen sizes, and each paragraph would otherwise ask the calibration tables again for
/// every letter it has.
extension Font {
    /// What an ASCII table depends on besides the font.
    struct ASCIIAdjustmentKey: Hashable {
        var size: Double
        var tabularDigits: Bool
    }

    /// Tables a font keeps; when more sizes are asked for, it starts over (sizes come from
    /// users, and a sweep uses a dozen).
    static let asciiAdjustmentTableLimit = 64

    /// `advanceAdjustment(for:size:tabularDigits:)` of each ASCII code (128 entries), at `size`.
    ///
    /// - Complexity: O(1) once the table for `size` is made; 128 adjustments to make it.
    func asciiAdvanceAdjustments(size: Double, tabularDigits: Bool) -> [Double] {
        let key = ASCIIAdjustmentKey(size: size, tabularDigits: tabularDigits)
        if let known = asciiAdjustmentTables.withLock({ $0[key] }) { return known }
        let table = (0..<128).map {
            advanceAdjustment(for: Character(Unicode.Scalar(UInt8($0))), size: size, tabularDigits: tabularDigits)
        }
        asciiAdjustmentTables.withLock { tables in
            if tables.count >= Self.asciiAdjustmentTableLimit { tables.removeAll() }
            tables[key] = table
        }
        return table
    }

    /// The number of tables the font keeps, for tests.
    var asciiAdjustmentTableCount: Int { asciiAdjustmentTables.withLock { $0.count } }
}
