/// Apple's iOS Dynamic Type table: size, leading and weights of every text style at every size.
///
/// Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
/// (revisions of June 2023 and December 2025 agree). Leading is the baseline-to-baseline line
/// height; the emphasized weight is what `.bold()` gives the style (HIG, December 2025). Caption 2
/// at AX5 is the HIG's 40 pt (an iOS 13.3 simulator measured 41).
extension TextStyle {
    /// The style's point size at `size`.
    public func pointSize(at size: DynamicTypeSize) -> Double {
        Double(row.sizes[size.rawValue])
    }

    /// The style's leading (baseline-to-baseline line height) in points at `size`.
    public func leading(at size: DynamicTypeSize) -> Double {
        Double(row.leadings[size.rawValue])
    }

    /// The style's weight (semibold for headline, regular for the others).
    public var weight: TextWeight { row.weight }

    /// The weight of the style's bold variant (`.bold()`).
    public var emphasizedWeight: TextWeight { row.emphasizedWeight }

    private struct Row {
        var weight: TextWeight
        var emphasizedWeight: TextWeight
        /// Indexed by `DynamicTypeSize.rawValue`.
        var sizes: [Int]
        var leadings: [Int]
    }

    /// The style's row, by a switch: a dictionary keyed by the style hashed its raw value (a
    /// `String`) for every text laid out.
    private var row: Row {
        switch self {
        case .largeTitle:
            Row(
                weight: .regular, emphasizedWeight: .bold,
                sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
        case .title:
            Row(
                weight: .regular, emphasizedWeight: .bold,
                sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68])
        case .title2:
            Row(
                weight: .regular, emphasizedWeight: .bold,
                sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66])
        case .title3:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65])
        case .headline:
            Row(
                weight: .semibold, emphasizedWeight: .semibold,
                sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        case .body:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        case .callout:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60])
        case .subheadline:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58])
        case .footnote:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52])
        case .caption:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51])
        case .caption2:
            Row(
                weight: .regular, emphasizedWeight: .semibold,
                sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48])
        }
    }
}
