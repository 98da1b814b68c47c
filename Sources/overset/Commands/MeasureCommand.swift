import Foundation
import OversetPlumbing
import OversetText

/// `overset measure`: one measurement from options, or many from JSON lines on stdin.
enum MeasureCommand {
    static let font = CommandSpec.Option(
        name: "--font", valueName: "family-or-file", help: "Family name (default: system, Inter calibrated to iOS) or a font file path.")
    static let weight = CommandSpec.Option(
        name: "--weight", valueName: "weight", help: "100…900 or a name: regular, medium, semibold, bold… (default regular).")
    static let italic = CommandSpec.Option(name: "--italic", valueName: nil, help: "Draw italic.")
    static let size = CommandSpec.Option(name: "--size", valueName: "points", help: "Font size (default 17).")
    static let width = CommandSpec.Option(name: "--width", valueName: "points", help: "Proposed width; 0 or absent = unbounded (one line per paragraph).")
    static let height = CommandSpec.Option(name: "--height", valueName: "points", help: "Proposed height; lines that do not fit are dropped.")
    static let lineLimit = CommandSpec.Option(name: "--line-limit", valueName: "n", help: "Maximum number of lines; 0 or absent = no limit.")
    static let truncation = CommandSpec.Option(name: "--truncation", valueName: "mode", help: "head, middle or tail (default tail).")
    static let tracking = CommandSpec.Option(name: "--tracking", valueName: "points", help: "Space added after every character cluster.")
    static let kerning = CommandSpec.Option(name: "--kerning", valueName: "points", help: "Shift applied to every character cluster.")
    static let lineSpacing = CommandSpec.Option(name: "--line-spacing", valueName: "points", help: "Space added between lines.")
    static let leading = CommandSpec.Option(
        name: "--leading", valueName: "points", help: "Minimum baseline distance of lines after the first (a text style's leading).")
    static let minimumScale = CommandSpec.Option(name: "--min-scale", valueName: "factor", help: "minimumScaleFactor, 0 < factor <= 1 (default 1).")
    static let scale = CommandSpec.Option(name: "--scale", valueName: "factor", help: "Display scale for pixel rounding; 0 = none (default 3).")
    static let alignment = CommandSpec.Option(name: "--alignment", valueName: "alignment", help: "leading, center or trailing.")
    static let features = CommandSpec.Option(name: "--features", valueName: "list", help: "OpenType features, comma-separated: tnum, -liga, ss01=2.")
    static let markdown = CommandSpec.Option(name: "--markdown", valueName: nil, help: "Parse inline Markdown (**bold**, *italic*, `code`, [links](url)).")
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the result as JSON.")
    static let jsonl = CommandSpec.Option(name: "--jsonl", valueName: nil, help: "Read one JSON request per line on stdin; write one JSON result per line.")

    static let spec = CommandSpec(
        name: "measure",
        abstract: "Measure text with real fonts: size, lines, truncation.",
        usage: [
            "<text> [--font <family-or-file>] [--size <points>] [--width <points>] [options]",
            "--jsonl < requests.jsonl",
        ],
        options: [
            font, weight, italic, size, width, height, lineLimit, truncation, tracking, kerning, lineSpacing, leading,
            minimumScale, scale, alignment, features, markdown, json, jsonl,
        ] + FontOptions.options,
        discussion: """
            JSON lines: each input line is an object with "text" and optionally "family" or "font" (a file),
            "weight", "italic", "size", "width", "height", "lineLimit", "truncation", "tracking", "kerning",
            "lineSpacing", "leading", "minimumScaleFactor", "scale", "alignment", "markdown", "features" (an array
            of strings such as "tnum"). Other keys are
            ignored. Each output line holds lineCount, width, height, truncated, neededLines, scaleApplied,
            missingGlyphs, lines [{text, width}] and hidden [[start, end]] (UTF-8 byte offsets); a bad line
            gets {"error": "..."} and the run goes on.
            """)

    /// The command's arguments, parsed and checked.
    enum Arguments {
        /// One text to measure, as the options describe it.
        case one(TextMeasurementRequest, printsJSON: Bool, fonts: FontOptions)
        /// JSON requests on stdin, one per line.
        case jsonLines(fonts: FontOptions)

        /// - Throws: `UsageError` for a missing text or a bad value.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            let fonts = FontOptions(parsed)
            if parsed.isSet(MeasureCommand.jsonl) {
                guard parsed.positionals.isEmpty else { throw UsageError("--jsonl reads requests from stdin; give no text argument") }
                self = .jsonLines(fonts: fonts)
                return
            }
            guard parsed.positionals.count == 1 else {
                throw UsageError(
                    parsed.positionals.isEmpty
                        ? "missing the text to measure (see 'overset measure --help')"
                        : "expected one text argument, got \(parsed.positionals.count); quote the text")
            }
            self = .one(
                try MeasureCommand.request(from: parsed, text: parsed.positionals[0]),
                printsJSON: parsed.isSet(MeasureCommand.json), fonts: fonts)
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0.
    static func run(_ arguments: Arguments) throws -> Int32 {
        switch arguments {
        case .jsonLines(let fonts):
            try runJSONLines(engine: try fonts.engine())
        case .one(let request, let printsJSON, let fonts):
            let engine = try fonts.engine()
            let (text, options) = try request.resolved()
            let measurement = try engine.measure(text, options: options)
            if printsJSON {
                try StandardOutput.write(measurement.jsonText + "\n")
            } else {
                try StandardOutput.write(describe(measurement, source: text.string))
            }
        }
        return 0
    }

    private static func request(from parsed: ParsedArguments, text: String) throws(UsageError) -> TextMeasurementRequest {
        var request = TextMeasurementRequest(text: text)
        if let font = parsed[Self.font] {
            let isFile = font.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains { font.lowercased().hasSuffix($0) }
            if isFile { request.font = font } else { request.family = font }
        }
        if let weight = parsed[Self.weight] {
            guard let value = FontWeight(parsing: weight) else {
                throw UsageError("--weight expects 1…1000 or a name such as semibold, got '\(weight)'")
            }
            request.weight = value
        }
        request.italic = parsed.isSet(Self.italic)
        request.size = try parsed.double(Self.size)
        request.width = try parsed.double(Self.width)
        request.height = try parsed.double(Self.height)
        request.lineLimit = try parsed.integer(Self.lineLimit)
        if let limit = request.lineLimit, limit < 0 { throw UsageError("--line-limit expects 0 (no limit) or more, got \(limit)") }
        request.truncation = parsed[Self.truncation]
        request.tracking = try parsed.double(Self.tracking)
        request.kerning = try parsed.double(Self.kerning)
        request.lineSpacing = try parsed.double(Self.lineSpacing)
        request.leading = try parsed.double(Self.leading)
        request.minimumScaleFactor = try parsed.double(Self.minimumScale)
        request.scale = try parsed.double(Self.scale)
        request.alignment = parsed[Self.alignment]
        request.markdown = parsed.isSet(Self.markdown)
        // An empty item (`liga,,kern`, a trailing comma) is refused as a feature, not skipped.
        request.features = parsed[Self.features].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return request
    }

    /// The human-readable report of one measurement.
    static func describe(_ measurement: TextMeasurement, source: String) -> String {
        func points(_ value: Double) -> String { NumberText.fixed(value, places: 3) }
        var text = "size: \(points(measurement.width)) x \(points(measurement.height)) pt"
        text += " (exact \(points(measurement.exactWidth)) x \(points(measurement.exactHeight)))\n"
        text += "lines: \(measurement.lineCount) shown, \(measurement.neededLineCount) needed"
        if measurement.isTruncated { text += ", truncated" }
        if measurement.scaleApplied < 1 { text += ", scaled to \(NumberText.fixed(measurement.scaleApplied, places: 3))" }
        text += "\n"
        for (number, line) in measurement.lines.enumerated() {
            text += "  \(number + 1). \(JSONValue.string(line.text).text)  width \(points(line.width))"
            if let slack = line.slack { text += "  slack \(points(slack))" }
            text += "\n"
        }
        let utf8 = Array(source.utf8)
        for range in measurement.hiddenRanges {
            let hidden = String(decoding: utf8[range], as: UTF8.self)
            text += "hidden: \(JSONValue.string(hidden).text)\n"
        }
        if measurement.missingGlyphCount > 0 {
            let characters = measurement.missingCharacters.map { String($0.scalar) + ($0.script.map { " (\($0))" } ?? "") }
            text += "missing glyphs: \(measurement.missingGlyphCount): \(characters.joined(separator: ", ")) — no font has them; add one with --font-path\n"
        }
        if measurement.isTruncationModeHazard {
            text += "hazard: head/middle truncation on more than one line truncates the last line only\n"
        }
        return text
    }

    /// Whether a line (valid UTF-8) is only white space, which `--jsonl` skips: decided from its
    /// first byte when that is an ASCII character other than white space (the line's first
    /// character starts with it, so is not white space), else from its characters. In ASCII,
    /// `isWhitespaceOrNewline` and Unicode's White_Space agree: U+0009…U+000D and the space.
    private static func isBlank(_ line: Data) -> Bool {
        if let first = line.first, first < 0x80, !Unicode.Scalar(first).isWhitespaceOrNewline { return false }
        return String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
    }

    /// Reads JSON requests from stdin, one per line, and writes one JSON result per line, in order.
    ///
    /// - Throws: `UsageError` when standard input cannot be read or standard output cannot take
    ///   the results.
    static func runJSONLines(engine: TextEngine) throws(UsageError) {
        var lineNumber = 0
        let flushSize = 1 << 16
        var output: [UInt8] = []
        output.reserveCapacity(flushSize * 2)
        var lines = StandardInputLines()
        while let next = lines.next() {
            lineNumber += 1
            do {
                let line = try next.bytes()
                if Self.isBlank(line) { continue }
                let request = try TextMeasurementRequest(jsonLine: line)
                let (text, options) = try request.resolved()
                try engine.measure(text, options: options).writeJSON(to: &output)
            } catch {
                JSONValue.object([("error", .string("line \(lineNumber): \(error)"))]).write(to: &output)
            }
            output.append(UInt8(ascii: "\n"))
            if output.count > flushSize {
                try StandardOutput.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        try StandardOutput.write(output)
        // The lines read are answered; then the failed read fails the run.
        if let error = lines.readError {
            throw UsageError("cannot read standard input: \(String(cString: strerror(error))) (after \(lineNumber) lines)")
        }
    }
}
