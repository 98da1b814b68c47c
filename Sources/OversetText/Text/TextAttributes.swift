/// How one run of text is drawn: font, size and spacing, as SwiftUI's `Font` and text modifiers
/// set them.
public struct TextAttributes: Hashable, Sendable {
    /// Where a run's font comes from.
    public enum FontSource: Hashable, Sendable {
        /// A family name known to the registry ("Inter", "system", "monospaced", …).
        case family(String)
        /// A font file.
        case file(String)
    }

    /// The font family or file.
    public var font: FontSource
    /// The weight to draw at.
    public var weight: FontWeight
    /// Whether to draw italic.
    public var isItalic: Bool
    /// The point size; must be finite and positive.
    public var size: Double
    /// Points added after every grapheme cluster (SwiftUI `tracking`); the last cluster's
    /// tracking on a line is trailing white space. Non-zero tracking turns optional ligatures off.
    public var tracking: Double
    /// Points that shift every cluster, the trailing edge included (SwiftUI `kerning`).
    public var kerning: Double
    /// OpenType features to turn on or off beyond the defaults (kern and liga on).
    public var features: [FontFeature]
    /// A BCP 47 language tag for language-specific shaping, or nil.
    public var language: String?
    /// The width to draw at, in percent of the normal width as the OpenType `wdth` axis counts it
    /// (SwiftUI `Font.width(_:)`): fonts with a `wdth` axis draw it, others their one width.
    public var fontWidth: Double = 100

    /// Attributes of a run; defaults are SwiftUI's body text in the system font.
    public init(
        font: FontSource = .family("system"), weight: FontWeight = .regular, isItalic: Bool = false,
        size: Double = 17, tracking: Double = 0, kerning: Double = 0,
        features: [FontFeature] = [], language: String? = nil
    ) {
        self.font = font
        self.weight = weight
        self.isItalic = isItalic
        self.size = size
        self.tracking = tracking
        self.kerning = kerning
        self.features = features
        self.language = language
    }

    /// The largest font size, in points: past any display (SwiftUI's largest text style at AX5 is
    /// 58 pt), small enough that no measurement overflows to infinity.
    public static let maximumSize = 10_000.0
    /// The largest tracking or kerning, either way, in points.
    public static let maximumTracking = 1_000.0
    /// The widths a run may ask for, in percent of the normal width (the `wdth` axis' registered range).
    public static let fontWidths = 25.0...200.0

    /// Checks that every number is usable and within its documented range (docs/reliability.md).
    ///
    /// - Throws: `OversetTextError.invalidArgument` naming the bad value.
    public func validate() throws(OversetTextError) {
        guard size.isFinite, size > 0, size <= Self.maximumSize else {
            throw .invalidArgument(name: "size", value: "\(size)", expected: "a finite number of points above 0, at most 10000")
        }
        guard tracking.isFinite, abs(tracking) <= Self.maximumTracking else {
            throw .invalidArgument(name: "tracking", value: "\(tracking)", expected: "a finite number of points from -1000 to 1000")
        }
        guard kerning.isFinite, abs(kerning) <= Self.maximumTracking else {
            throw .invalidArgument(name: "kerning", value: "\(kerning)", expected: "a finite number of points from -1000 to 1000")
        }
        guard fontWidth.isFinite, Self.fontWidths.contains(fontWidth) else {
            throw .invalidArgument(name: "font width", value: "\(fontWidth)", expected: "a finite percent of the normal width from 25 to 200")
        }
        for feature in features where !(0...FontFeature.maximumValue).contains(feature.value) {
            throw .invalidArgument(
                name: "feature '\(feature.tag)'", value: "\(feature.value)", expected: "a whole number from 0 to \(FontFeature.maximumValue)")
        }
    }
}

/// An OpenType feature setting, such as `tnum` for monospaced digits.
public struct FontFeature: Hashable, Sendable {
    /// The four-letter feature tag.
    public var tag: String
    /// 1 turns the feature on, 0 off; alternates take larger values, up to `maximumValue`.
    public var value: Int

    /// The largest value: HarfBuzz takes 32 bits (`hb_feature_t.value`).
    public static let maximumValue = Int(UInt32.max)

    /// A feature setting.
    public init(_ tag: String, _ value: Int = 1) {
        self.tag = tag
        self.value = value
    }

    /// Digits of equal width (SwiftUI `monospacedDigit()`).
    public static let monospacedDigits = FontFeature("tnum")

    /// A feature from its text form: `tnum` (on), `-liga` (off), `ss01=2` or `salt=0`; nil for
    /// anything else (a value past `maximumValue` too).
    public init?(parsing text: String) {
        guard let feature = try? Self.parsed(text) else { return nil }
        self = feature
    }

    /// A feature from its text form, as `init?(parsing:)`.
    ///
    /// - Throws: `OversetTextError.invalidRequest` naming the feature and what is wrong with it.
    static func parsed(_ text: String) throws(OversetTextError) -> FontFeature {
        var tag = Substring(text)
        var value = 1
        if tag.hasPrefix("-") {
            tag = tag.dropFirst()
            value = 0
        } else if let equals = tag.firstIndex(of: "=") {
            // Int() is nil past Int.max; the range check catches what would trap HarfBuzz's UInt32.
            guard let parsed = Int(tag[tag.index(after: equals)...]), (0...maximumValue).contains(parsed) else {
                throw .invalidRequest("feature '\(text)': the value must be a whole number from 0 to \(maximumValue)")
            }
            value = parsed
            tag = tag[..<equals]
        }
        let tagCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")
        guard (1...4).contains(tag.count), tag.allSatisfy(tagCharacters.contains) else {
            throw .invalidRequest("feature '\(text)' is not a tag such as tnum, -liga or ss01=2")
        }
        return FontFeature(String(tag), value)
    }
}
