extension Double {
    /// A number as people write points, sizes and scales in an option: `Double(_:)`, except that
    /// hexadecimal is refused. `Double(_:)` reads "0x10" as 16 and "0x1p4" as 16, which in an
    /// option's value is a typo (`--widths 0x10` once laid screens out 16 points wide). "inf" and
    /// "nan" still parse, for the range checks after them to name the range.
    ///
    /// - Complexity: O(n) in the length of `text`.
    package init?(decimal text: some StringProtocol) {
        guard !text.utf8.contains(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }), let value = Double(text) else {
            return nil
        }
        self = value
    }
}
