internal import OversetPlumbing

/// One measurement as `overset measure` takes it, from its options or as a JSON line
/// (`init(jsonLine:)`): a text and plain values, checked when `resolved()` turns them into an
/// attributed text and layout options. Absent values are the engine's defaults.
public struct TextMeasurementRequest: Sendable {
    /// The text (inline Markdown when `markdown` is true).
    public var text: String
    /// A font family known to the registry ("Inter", "system").
    public var family: String?
    /// A font file, instead of a family.
    public var font: String?
    /// The weight (regular).
    public var weight: FontWeight?
    /// Whether to draw italic.
    public var italic: Bool?
    /// Points (17).
    public var size: Double?
    /// The proposed width in points; 0 or nil is unbounded.
    public var width: Double?
    /// The proposed height in points.
    public var height: Double?
    /// The most lines shown; 0 or nil is no limit.
    public var lineLimit: Int?
    /// `head`, `middle` or `tail` (the default).
    public var truncation: String?
    /// SwiftUI `tracking`, points.
    public var tracking: Double?
    /// SwiftUI `kerning`, points.
    public var kerning: Double?
    /// `lineSpacing`, points between lines.
    public var lineSpacing: Double?
    /// A text style's leading: the least baseline distance of lines 2…n.
    public var leading: Double?
    /// `minimumScaleFactor` (1).
    public var minimumScaleFactor: Double?
    /// Pixels per point for rounding sizes up (3; 0 for none).
    public var scale: Double?
    /// `leading` (the default), `center` or `trailing`.
    public var alignment: String?
    /// Whether `text` is inline Markdown.
    public var markdown: Bool?
    /// OpenType features: `tnum`, `-liga`, `ss01=2`.
    public var features: [String]?

    /// A request for `text` with every other value absent.
    public init(text: String) {
        self.text = text
    }

    /// The attributed text and layout options this request describes.
    ///
    /// - Throws: `OversetTextError.invalidRequest` naming a bad feature, line limit, truncation
    ///   mode or alignment.
    public func resolved() throws(OversetTextError) -> (AttributedText, TextLayoutOptions) {
        var attributes = TextAttributes()
        if let font {
            attributes.font = .file(font)
        } else if let family {
            attributes.font = .family(family)
        }
        attributes.weight = weight ?? .regular
        attributes.isItalic = italic ?? false
        attributes.size = size ?? 17
        attributes.tracking = tracking ?? 0
        attributes.kerning = kerning ?? 0
        for feature in features ?? [] {
            attributes.features.append(try FontFeature.parsed(feature))
        }
        var options = TextLayoutOptions()
        options.width = width.flatMap { $0 == 0 ? nil : $0 }
        options.height = height
        // As on the command line (--line-limit): 0 is no limit, below 0 is refused.
        if let lineLimit, lineLimit < 0 { throw OversetTextError.invalidRequest("key 'lineLimit': expected 0 (no limit) or more, got \(lineLimit)") }
        options.lineLimit = lineLimit.flatMap { $0 == 0 ? nil : $0 }
        if let truncation {
            guard let mode = TruncationMode(rawValue: truncation) else {
                throw OversetTextError.invalidRequest("truncation '\(truncation)' is not one of head, middle, tail")
            }
            options.truncationMode = mode
        }
        if let alignment {
            guard let value = TextAlignment(rawValue: alignment) else {
                throw OversetTextError.invalidRequest("alignment '\(alignment)' is not one of leading, center, trailing")
            }
            options.alignment = value
        }
        options.lineSpacing = lineSpacing ?? 0
        options.leading = leading
        options.minimumScaleFactor = minimumScaleFactor ?? 1
        options.displayScale = scale ?? 3
        let text =
            markdown == true
            ? AttributedText(markdown: self.text, attributes: attributes)
            : AttributedText(self.text, attributes: attributes)
        return (text, options)
    }
}

extension TextMeasurement {
    /// The documented JSON form of a measurement (README, "overset measure"), one line.
    public var jsonText: String {
        var output: [UInt8] = []
        writeJSON(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the documented JSON form of a measurement to `output`, written member by member
    /// (`JSONObjectWriter`) rather than built as a `JSONValue` first: `measure --jsonl` writes
    /// one per line, and building and freeing the tree took as long as writing it.
    ///
    /// - Complexity: O(n) in the length of the lines' text.
    package func writeJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter(opening: &output)
        object.write("lineCount", .integer(lineCount), to: &output)
        object.write("width", .number(width), to: &output)
        object.write("height", .number(height), to: &output)
        object.write("truncated", .bool(isTruncated), to: &output)
        object.write("neededLines", .integer(neededLineCount), to: &output)
        object.write("scaleApplied", .number(scaleApplied), to: &output)
        object.write("missingGlyphs", .integer(missingGlyphCount), to: &output)
        object.writeKey("lines", to: &output)
        output.append(UInt8(ascii: "["))
        for (index, line) in lines.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            var item = JSONObjectWriter(opening: &output)
            item.write("text", .string(line.text), to: &output)
            item.write("width", .number(line.width), to: &output)
            item.close(&output)
        }
        output.append(UInt8(ascii: "]"))
        object.write("hidden", .array(hiddenRanges.map { .array([.integer($0.lowerBound), .integer($0.upperBound)]) }), to: &output)
        object.close(&output)
    }
}
