import Foundation
import OversetLayout

extension FormatString {
    /// The name a `%@` or `%s` argument shows by default (`TextContent.sampleString`).
    static let sampleString = TextContent.sampleString
    /// The count an integer argument shows by default: seven digits, a popular post's favourites
    /// or a storage figure in bytes — realistically long, as `String(format:)` prints it (no
    /// grouping unless the specifier has the `'` flag: "1,234,567").
    static let sampleInteger: Int64 = 1_234_567
    /// The value a floating-point argument shows by default, at the specifier's precision
    /// ("%.1f" → "1234.6"; "%f" → "1234.567800").
    static let sampleDouble = 1234.5678

    /// The default sample for one specifier. Precision is capped at 20 digits.
    static func sample(for specifier: Specifier) -> String {
        let precision = specifier.precision.map { min($0, 20) }
        switch specifier.conversion {
        case "@", "s", "S": return sampleString
        case "c", "C": return "W"
        case "d", "i", "u":
            let digits = String(sampleInteger)
            return specifier.flags.contains("'") ? grouped(digits) : digits
        case "o": return String(sampleInteger, radix: 8)
        case "x", "p": return (specifier.conversion == "p" ? "0x" : "") + String(sampleInteger, radix: 16)
        case "X": return String(sampleInteger, radix: 16, uppercase: true)
        default:
            // f F e E g G a A: C's own formatting of the sample at the specifier's precision.
            let format = "%" + (precision.map { ".\($0)" } ?? "") + String(specifier.conversion)
            return String(format: format, sampleDouble)
        }
    }

    /// "1,234,567": digits grouped by threes.
    private static func grouped(_ digits: String) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
