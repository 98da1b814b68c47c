import Foundation

/// A Dynamic Type content size category, named as SwiftUI's `DynamicTypeSize` names it.
///
/// Cases are ordered from smallest to largest; `large` is the system default.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's name, such as `xxLarge` or `accessibility3`.
    public var name: String { Self.names[rawValue] }

    /// The short form used on the command line and in tables: XS, S, M, L, XL, XXL, XXXL, AX1…AX5.
    public var shortName: String { Self.shortNames[rawValue] }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public var description: String { name }

    /// A size from its SwiftUI name or short form, ignoring case (`accessibility3`, `AX3`, `xl`);
    /// UIKit's names (`extraLarge`, `accessibilityExtraLarge`, …) are accepted too.
    public init?(parsing text: String) {
        let key = text.lowercased()
        let index =
            Self.names.firstIndex { $0.lowercased() == key }
            ?? Self.shortNames.firstIndex { $0.lowercased() == key }
            ?? Self.uiKitNames.firstIndex { $0.lowercased() == key }
        guard let index else { return nil }
        self.init(rawValue: index)!
    }

    /// A list of sizes from comma-separated names, ranges (`L...AX5` or `L-AX5`) and `all`, in
    /// ascending order without repeats.
    ///
    /// - Throws: `OversetStyleError.unknownCategory` naming the first part that is not a size
    ///   (an empty part too).
    public static func list(parsing text: String) throws(OversetStyleError) -> [DynamicTypeSize] {
        var chosen = Set<DynamicTypeSize>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingWhitespace }) {
            // An empty part ("L,,XL", a trailing comma) is a size left out, not skipped.
            guard !part.isEmpty else { throw .unknownCategory(part) }
            if part.lowercased() == "all" {
                chosen.formUnion(allCases)
                continue
            }
            let bounds =
                part.components(separatedBy: "...").count == 2
                ? part.components(separatedBy: "...")
                : part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let first = DynamicTypeSize(parsing: bounds[0]) else { throw .unknownCategory(bounds[0]) }
            guard let last = bounds.count == 2 ? DynamicTypeSize(parsing: bounds[1]) : first else {
                throw .unknownCategory(bounds[1])
            }
            chosen.formUnion(allCases.filter { $0 >= min(first, last) && $0 <= max(first, last) })
        }
        guard !chosen.isEmpty else { throw .unknownCategory(text) }
        return chosen.sorted()
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let names = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
    private static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    private static let uiKitNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
