import Foundation
import OversetPlumbing
import OversetText

/// One measurement asked for on the command line or as a JSON line.
struct MeasureRequest {
    var text: String
    var family: String?
    var font: String?
    var weight: FontWeight?
    var italic: Bool?
    var size: Double?
    var width: Double?
    var height: Double?
    var lineLimit: Int?
    var truncation: String?
    var tracking: Double?
    var kerning: Double?
    var lineSpacing: Double?
    var leading: Double?
    var minimumScaleFactor: Double?
    var scale: Double?
    var alignment: String?
    var markdown: Bool?
    var features: [String]?

    init(text: String) {
        self.text = text
    }

    /// The attributed text and layout options this request describes.
    ///
    /// - Throws: `UsageError` naming a bad truncation mode or alignment.
    func resolved() throws -> (AttributedText, TextLayoutOptions) {
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
            guard let parsed = FontFeature(parsing: feature) else {
                throw UsageError("feature '\(feature)' is not a tag such as tnum, -liga or ss01=2")
            }
            attributes.features.append(parsed)
        }
        var options = TextLayoutOptions()
        options.width = width.flatMap { $0 == 0 ? nil : $0 }
        options.height = height
        // As on the command line (--line-limit): 0 is no limit, below 0 is refused.
        if let lineLimit, lineLimit < 0 { throw UsageError("key 'lineLimit': expected 0 (no limit) or more, got \(lineLimit)") }
        options.lineLimit = lineLimit.flatMap { $0 == 0 ? nil : $0 }
        if let truncation {
            guard let mode = TruncationMode(rawValue: truncation) else {
                throw UsageError("truncation '\(truncation)' is not one of head, middle, tail")
            }
            options.truncationMode = mode
        }
        if let alignment {
            guard let value = TextAlignment(rawValue: alignment) else {
                throw UsageError("alignment '\(alignment)' is not one of leading, center, trailing")
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
    /// The documented JSON form of a measurement (see README, "overset measure").
    var json: JSONValue {
        .object([
            ("lineCount", .integer(lineCount)),
            ("width", .number(width)),
            ("height", .number(height)),
            ("truncated", .bool(isTruncated)),
            ("neededLines", .integer(neededLineCount)),
            ("scaleApplied", .number(scaleApplied)),
            ("missingGlyphs", .integer(missingGlyphCount)),
            (
                "lines",
                .array(
                    lines.map { line in
                        .object([("text", .string(line.text)), ("width", .number(line.width))])
                    })
            ),
            ("hidden", .array(hiddenRanges.map { .array([.integer($0.lowerBound), .integer($0.upperBound)]) })),
        ])
    }
}
