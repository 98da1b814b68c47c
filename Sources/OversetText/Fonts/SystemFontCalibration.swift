import Foundation
import Synchronization

/// The "system" family: the bundled Inter made metric-compatible with iOS's system font (SF),
/// whose files Overset cannot ship.
///
/// Measured on iOS (`UIFont.systemFont`, iOS 26.1 simulator; Vercantez/openuikit,
/// `golden/font_metrics_ios.json`), SF differs from Inter in three ways this fixes:
/// - **Advances.** Each printable ASCII grapheme gets iOS's advance for its character, weight and
///   size: Inter's own plus `advanceDelta` (fitted by `scripts/fit-system-font.py`; interpolated
///   in weight and size, held flat outside 8–40 pt). SF's optical sizes change smoothly, so the
///   stand-in does too: there is no switch at 20 pt. Other characters take their base letter's
///   difference (`e` for `é`), else the mean of `a`…`z`'s. Inter's kerning is kept.
/// - **Line height.** SF's ascender 1950, descender 494 and line gap 0 per 2048 units:
///   2444/2048 em (20.287 pt at 17 pt).
/// - Glyph shapes are Inter's: drawings show Inter at SF's positions.
///
/// docs/fidelity.md gives the remaining error per size and weight, and what this cannot fix.
enum SystemFontCalibration {
    /// SF's vertical metrics, per em.
    static let ascender = 1950.0 / 2048
    static let descender = -494.0 / 2048
    static let lineGap = 0.0

    /// The points to add to Inter's advance of `character` at `size` points and `weight`.
    ///
    /// - Parameter tabularDigits: whether the run asks for tabular digits (`tnum`): then every
    ///   digit gets the digits' mean correction, so that they stay equally wide.
    /// - Complexity: O(1) for ASCII; one canonical decomposition otherwise.
    static func advanceCorrection(for character: Character, size: Double, weight: Double, tabularDigits: Bool = false) -> Double {
        // Bidi controls, joiners and other default-ignorable characters draw nothing and take no
        // room on iOS; the letters' mean correction once made each of them about −0.45 pt wide at
        // 17 pt, so an ar-XB text (RLM RLO … PDF) measured 1.35 pt narrower than it is.
        if !character.isASCII, character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) { return 0 }
        if tabularDigits, character.isASCII, character.isNumber {
            let digits = "0123456789"
            return digits.reduce(0) { $0 + advanceDeltaEm(for: $1, size: size, weight: weight) } / Double(digits.count) * size
        }
        return advanceDeltaEm(for: character, size: size, weight: weight) * size
    }

    static func advanceDeltaEm(for character: Character, size: Double, weight: Double) -> Double {
        let (w0, w1, wt) = bracket(weights, weight)
        let (s0, s1, st) = bracket(sizes, size)
        func value(_ column: Int) -> Double {
            func at(_ w: Int, _ s: Int) -> Double { table(column: column, weight: w, size: s) }
            let low = at(w0, s0) + (at(w0, s1) - at(w0, s0)) * st
            let high = at(w1, s0) + (at(w1, s1) - at(w1, s0)) * st
            return low + (high - low) * wt
        }
        if let column = column(of: character) { return value(column) }
        // The mean of a…z stands for letters the table does not list.
        return lowercaseColumns.reduce(0) { $0 + value($1) } / Double(lowercaseColumns.count)
    }

    /// The table's column for `character`: its own when it is printable ASCII, else its base
    /// letter's (`e` for `é`), else nil.
    ///
    /// - Complexity: O(1) for a single scalar below U+2500 (Latin, Greek, Cyrillic, punctuation
    ///   such as "…"); one canonical decomposition otherwise.
    private static func column(of character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return nil }
        if scalars.count == 1, scalar.value < tabledScalars {
            let lazy = columnBlocks[Int(scalar.value >> 8)]
            let columns = lazy.block.load() ?? lazy.block.storeIfNil(ColumnBlock(first: scalar.value & ~0xFF))
            let column = columns.columns[Int(scalar.value & 0xFF)]
            return column < 0 ? nil : Int(column)
        }
        return decomposedColumn(of: character)
    }

    private static func decomposedColumn(of character: Character) -> Int? {
        if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first, scalar.isASCII {
            return columnOfASCII[Int(scalar.value)]
        }
        guard let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII,
            base.properties.isAlphabetic
        else { return nil }
        return columnOfASCII[Int(base.value)]
    }

    /// `decomposedColumn` of every scalar below U+2500, worked out once per block of 256 when a
    /// scalar of the block is first asked for: truncation asks for "…" and accented letters in
    /// every candidate line, and Foundation's decomposition costs a microsecond a time (the whole
    /// range took a third of a one-string `overset measure`).
    private static let tabledScalars: UInt32 = 0x2500
    private static let columnBlocks = (0..<Int(tabledScalars >> 8)).map { _ in LazyColumnBlock() }

    private final class LazyColumnBlock: Sendable {
        let block = AtomicLazyReference<ColumnBlock>()
    }

    /// The columns of the 256 scalars from `first` (−1 for none).
    private final class ColumnBlock: Sendable {
        let columns: [Int8]

        init(first: UInt32) {
            columns = (first..<first + 256).map { value in
                guard let scalar = Unicode.Scalar(value), let column = decomposedColumn(of: Character(scalar)) else { return -1 }
                return Int8(column)
            }
        }
    }

    private static func table(column: Int, weight: Int, size: Int) -> Double {
        advanceDelta[(weight * sizes.count + size) * characters.count + column]
    }

    /// The neighbours of `value` in `knots` and how far it is from the first (held flat outside).
    private static func bracket(_ knots: [Double], _ value: Double) -> (Int, Int, Double) {
        guard value > knots[0] else { return (0, 0, 0) }
        guard let upper = knots.firstIndex(where: { $0 >= value }) else { return (knots.count - 1, knots.count - 1, 0) }
        let lower = upper - 1
        return (lower, upper, (value - knots[lower]) / (knots[upper] - knots[lower]))
    }

    private static let columnOfASCII: [Int?] = {
        var result = [Int?](repeating: nil, count: 128)
        for (column, scalar) in characters.enumerated() { result[Int(scalar.value)] = column }
        return result
    }()

    private static let lowercaseColumns: [Int] = (UInt8(ascii: "a")...UInt8(ascii: "z")).compactMap { columnOfASCII[Int($0)] }
}

extension SystemFontCalibration {
    /// How much tighter iOS's UI cut of SF sets each glyph than the SF Pro files Apple publishes,
    /// in points at `size`: T(size) · size / 2048 with T = 50 at 8–10 pt, 37 at 16–17, 25 at 18,
    /// 12 at 19 and 0 from 20 pt (as documented with the measurements in Vercantez/openuikit);
    /// the source leaves 11–15 pt out, so T falls linearly from 50 at 10 pt to 37 at 16 pt there
    /// (an assumption), and sizes below 8 pt take 8's value.
    static func uiCutTightening(size: Double) -> Double {
        let knots: [(size: Double, t: Double)] = [(10, 50), (16, 37), (17, 37), (18, 25), (19, 12), (20, 0)]
        let t: Double
        if size <= knots[0].size {
            t = knots[0].t
        } else if let upper = knots.firstIndex(where: { $0.size >= size }) {
            let low = knots[upper - 1]
            let high = knots[upper]
            t = low.t + (high.t - low.t) * (size - low.size) / (high.size - low.size)
        } else {
            t = 0
        }
        return t * size / 2048
    }
}

/// How far the "system" stand-in's widths may be from iOS's, for verdicts to state their margin.
public enum SystemFontFidelity {
    /// The largest width error of the stand-in at `weight` on the measured reference strings at
    /// 11–40 pt, as a fraction (`scripts/fit-system-font.py report`, docs/fidelity.md): the
    /// kerning-heavy "AVAST Wavy To. LT" sets it at most weights. Interpolated between weights.
    public static func widthErrorBound(weight: Int) -> Double {
        let clamped = Double(min(900, max(100, weight)))
        let index = min(7, Int((clamped - 100) / 100))
        let fraction = (clamped - 100) / 100 - Double(index)
        return measuredErrorBounds[index] + (measuredErrorBounds[index + 1] - measuredErrorBounds[index]) * fraction
    }

    /// Weights 100…900: the worst error over 11–40 pt, rounded up to a tenth of a percent.
    private static let measuredErrorBounds = [0.038, 0.035, 0.028, 0.024, 0.018, 0.013, 0.010, 0.013, 0.017]
}
