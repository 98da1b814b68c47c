import Foundation

/// The tracking a font gets before a style adds its own, as the system font "dynamically adjusts
/// tracking at every point size" (HIG).
public enum DefaultTracking: String, Hashable, Sendable, CaseIterable {
    /// No default tracking for any font.
    case none
    /// SF Pro's published tracking table when the family is SF Pro; nothing for other fonts.
    case automatic
    /// As `automatic`, and Inter's dynamic-metrics formula for Inter and Inter Display (not for
    /// the "system" stand-in, which already has iOS's spacing).
    case interDynamicMetrics

    /// The default tracking in points of `family` at `size` points.
    ///
    /// - Complexity: O(log n) in the size of the SF Pro table.
    public func tracking(family: String, size: Double) -> Double {
        switch self {
        case .none:
            return 0
        case .automatic:
            return Self.isSFPro(family) ? Self.sfProTracking(size: size) : 0
        case .interDynamicMetrics:
            if Self.isSFPro(family) { return Self.sfProTracking(size: size) }
            return Self.isInter(family) ? Self.interTracking(size: size) : 0
        }
    }

    /// SF Pro's tracking from the HIG table, in points: the table's 1/1000 em value of the size,
    /// or of the nearest smaller listed size, times the size (as Figma's SF plugin computes it).
    /// Sizes below 6 pt take the 6 pt value; 80 pt and above track 0.
    ///
    /// The HIG's points column is this product rounded, except where it was rounded unevenly
    /// (17 pt: −0.43 listed, −0.442 computed) or swapped (52/53 pt on iOS).
    public static func sfProTracking(size: Double) -> Double {
        var low = 0
        var high = sfProTable.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sfProTable[middle].size <= size { low = middle } else { high = middle - 1 }
        }
        return size * Double(sfProTable[low].em1000) / 1000
    }

    /// Inter's dynamic-metrics tracking in points: (−0.0223 + 0.185·e^(−0.1745·size)) em
    /// (rsms.me/inter/dynmetrics, 2019).
    public static func interTracking(size: Double) -> Double {
        size * (-0.0223 + 0.185 * exp(-0.1745 * size))
    }

    private static func isSFPro(_ family: String) -> Bool {
        // Every style resolution asks: an ASCII name (all of them, in practice) is read without
        // Foundation, its first five letters lowercased with spaces left out.
        if family.utf8.allSatisfy({ $0 < 0x80 }) {
            // Packed into an integer, first letter lowest: no array to allocate.
            var key: UInt64 = 0
            var length = 0
            for byte in family.utf8 where byte != UInt8(ascii: " ") {
                key |= UInt64(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) << (8 * length)
                length += 1
                if length == 5 { break }
            }
            let prefixes = packedPrefixes
            return (length == 5 && (key == prefixes.sfPro || key == prefixes.dotSFUI)) || (length >= 4 && key & 0xFFFF_FFFF == prefixes.sfUI)
        }
        let key = family.lowercased().replacingOccurrences(of: " ", with: "")
        return key.hasPrefix("sfpro") || key.hasPrefix(".sfui") || key.hasPrefix("sfui")
    }

    /// The prefixes `isSFPro` looks for, packed as it packs a name, once rather than per call.
    private static let packedPrefixes = {
        func packed(_ prefix: String) -> UInt64 { prefix.utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
        return (sfPro: packed("sfpro"), dotSFUI: packed(".sfui"), sfUI: packed("sfui"))
    }()

    private static func isInter(_ family: String) -> Bool {
        let key = family.lowercased()
        return key == "inter" || key == "inter display"
    }

    /// HIG, Typography, SF Pro tracking (iOS): size in points, tracking in 1/1000 em.
    private static let sfProTable: [(size: Double, em1000: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]
}
