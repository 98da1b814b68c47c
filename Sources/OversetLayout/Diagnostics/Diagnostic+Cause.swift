import OversetText

extension Diagnostic {
    /// Why a diagnostic was raised, as facts the solver found; `message` is rendered from it in
    /// one place (`Cause.message(hiddenText:)`), so reports and tests can ask about the facts
    /// instead of searching prose.
    public enum Cause: Hashable, Sendable {
        /// A text shows `shownLines` of the `neededLines` it needs, held back by `limit`; it would
        /// show everything with `shortfall` more room (nil when no room would do, such as more
        /// paragraphs than the line limit).
        case truncated(shownLines: Int, neededLines: Int, limit: TruncationLimit, shortfall: Shortfall?)
        /// A view of `size` reaches past its parent's frame of `container` by `excess`.
        case overflow(size: Size, container: Size, excess: EdgeExcess)
        /// A screen laid out on `device` (its name) is `height` points tall where the device's
        /// safe area has `available`, and does not scroll: it reaches past the screen.
        case screenOverflow(device: String, height: Double, available: Double)
        /// Content of `size` is cut by `clipper`, which hides `excess` of it.
        case clipped(by: Clipper, size: Size, excess: EdgeExcess)
        /// A text breaks `word` into `pieces` (one per line) because it is wider than its line;
        /// `otherWords` more words of the text are broken too.
        case brokenWord(word: String, pieces: [String], otherWords: Int)
        /// A text has `characters` no font can draw, of the scripts named by ISO 15924 `scripts`.
        case missingGlyphs(characters: String, scripts: [String])
        /// `minimumScaleFactor` shrank a text of `fontSize` points to `factor` of it.
        case scaled(factor: Double, fontSize: Double)
        /// A text in the "system" stand-in fits `offered` points with `margin` to spare, but would
        /// truncate if it were `errorBound` (a fraction) wider: the stand-in's documented error.
        case atRisk(margin: Double, offered: Double, errorBound: Double)
        /// Head or middle truncation on `lines` lines, where SwiftUI truncates the last line only.
        case multilineTruncation(mode: TruncationMode, lines: Int)

        /// The kind of diagnostic the cause raises.
        public var kind: Kind {
            switch self {
            case .truncated: return .truncated
            case .overflow, .screenOverflow: return .overflow
            case .clipped: return .clipped
            case .brokenWord: return .brokenWord
            case .missingGlyphs: return .missingGlyphs
            case .scaled: return .scaled
            case .atRisk: return .atRisk
            case .multilineTruncation: return .hazard
            }
        }
    }

    /// What held a truncated text back.
    public enum TruncationLimit: Hashable, Sendable {
        /// `lineLimit(n)`.
        case lineLimit(Int)
        /// A proposed height, in points.
        case height(Double)
        /// A proposed width, in points.
        case width(Double)
    }

    /// How much more room a text needs to show everything: `points` more along `dimension`,
    /// `fraction` of what it was offered.
    public struct Shortfall: Hashable, Sendable {
        public enum Dimension: String, Hashable, Sendable {
            case width, height
        }

        public var dimension: Dimension
        public var points: Double
        public var fraction: Double
        /// The "system" stand-in's width error bound when a width shortfall is within it
        /// (`SystemFontFidelity`): iOS's own font, narrower by up to that much, may fit.
        public var withinFontError: Double?

        public init(dimension: Dimension, points: Double, fraction: Double, withinFontError: Double? = nil) {
            self.dimension = dimension
            self.points = points
            self.fraction = fraction
            self.withinFontError = withinFontError
        }
    }

    /// What clips content.
    public enum Clipper: Hashable, Sendable {
        /// The screen's sides.
        case screenEdge
        /// `clipped()` (or a clip shape) on the view at `path`.
        case clipped(path: String)
        /// A scroll view at `path`, across its scrolling axis.
        case scrollView(path: String)
    }

    /// How far something reaches past each edge, in points (0 where it does not).
    public struct EdgeExcess: Hashable, Sendable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double

        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// Whether it reaches past any edge.
        public var isEmpty: Bool { top + leading + bottom + trailing <= 0 }
    }
}
