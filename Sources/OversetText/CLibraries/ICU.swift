internal import CICU
internal import OversetPlumbing

/// Line-break opportunities and bidi levels from ICU, through the `CICU` shim.
enum ICU {
    /// The kind of a line-break opportunity after a position.
    enum BreakKind: UInt8 {
        case none = 0
        case soft = 1
        case hard = 2
    }

    /// UAX #14 line-break opportunities of `units`: for each UTF-16 offset `i` in 1...count, the
    /// kind of break allowed between `units[i - 1]` and `units[i]`, at index `i - 1`.
    static func lineBreaks(_ units: [UInt16]) throws(OversetTextError) -> [BreakKind] {
        var kinds = [BreakKind](repeated: .none, count: units.count)
        guard !units.isEmpty else { return kinds }
        let capacity = units.count
        var offsets = [Int32](repeated: 0, count: capacity)
        var rawKinds = [UInt8](repeated: 0, count: capacity)
        var errorCode: Int32 = 0
        let count = units.withUnsafeBufferPointer { text in
            CICU_lineBreaks(text.baseAddress, Int32(units.count), &offsets, &rawKinds, Int32(capacity), &errorCode)
        }
        try check(count, errorCode, function: "ubrk (line break)")
        for index in 0..<min(Int(count), capacity) {
            let offset = Int(offsets[index])
            guard offset > 0, offset <= units.count else { continue }
            kinds[offset - 1] = BreakKind(rawValue: rawKinds[index]) ?? .soft
        }
        return kinds
    }

    /// The resolved bidi level of every UTF-16 unit, and whether the paragraph is right-to-left.
    ///
    /// - Parameter baseIsRightToLeft: `nil` detects the direction from the first strong character.
    static func bidiLevels(_ units: [UInt16], baseIsRightToLeft: Bool?) throws(OversetTextError) -> (levels: [UInt8], isRightToLeft: Bool) {
        guard !units.isEmpty else { return ([], baseIsRightToLeft ?? false) }
        // No unit below U+0590 is right-to-left or a bidi control: such text is all level 0.
        if baseIsRightToLeft != true, !units.contains(where: { $0 >= 0x0590 }) {
            return ([UInt8](repeated: 0, count: units.count), false)
        }
        var levels = [UInt8](repeated: 0, count: units.count)
        var errorCode: Int32 = 0
        let base: Int32 = baseIsRightToLeft.map { $0 ? 1 : 0 } ?? -1
        let paragraphLevel = units.withUnsafeBufferPointer { text in
            CICU_bidiLevels(text.baseAddress, Int32(units.count), base, &levels, &errorCode)
        }
        try check(paragraphLevel, errorCode, function: "ubidi")
        return (levels, paragraphLevel == 1)
    }

    /// The one place where an ICU failure becomes an error.
    private static func check(_ result: Int32, _ errorCode: Int32, function: String) throws(OversetTextError) {
        guard result < 0 || errorCode > 0 else { return }
        throw .icuFailure(function: function, code: String(cString: CICU_errorName(errorCode)))
    }
}
