internal import OversetPlumbing

extension Diagnostic.Cause {
    /// The one sentence a report shows for the cause: the only place diagnostics become prose.
    ///
    /// - Parameter hiddenText: the text a truncation hides, quoted in its message.
    public func message(hiddenText: String?) -> String {
        switch self {
        case .truncated(let shown, let needed, let limit, let shortfall):
            let lines = "shows \(shown) of \(needed) line\(needed == 1 ? "" : "s") (\(limit.phrase)); hidden: \"\(hiddenText ?? "")\""
            return lines + (shortfall.map { "; needs \($0.phrase)" } ?? "")
        case .overflow(let size, let container, let excess):
            return "is \(size) in a frame of \(container), reaching \(excess.phrase)"
        case .screenOverflow(let device, let height, let available):
            return "is \(Rect.format(height)) pt tall on \(device), \(Rect.format(height - available)) pt taller than its safe area of "
                + "\(Rect.format(available)) pt, and does not scroll (put it in a ScrollView or List, or make it shorter)"
        case .clipped(let clipper, let size, let excess):
            return "is cut by \(clipper.phrase), which hides what lies \(excess.phrase) of its \(size)"
        case .brokenWord(let word, let pieces, let otherWords):
            let more = otherWords == 0 ? "" : " (and \(otherWords) more word\(otherWords == 1 ? "" : "s"))"
            return "breaks the word \"\(word)\" into \"\(pieces.joined(separator: " / "))\": it is wider than its line\(more)"
        case .missingGlyphs(let characters, let scripts):
            let names = scripts.map(Self.scriptName)
            let fix =
                names.isEmpty
                ? "a font that has them"
                : names.map { "\("AEIOU".contains($0.first ?? "x") ? "an" : "a") \($0) font (such as Noto Sans \($0))" }.joined(separator: " and ")
            return "has characters no font can draw: \"\(characters)\"\(names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")"); "
                + "they measure as empty boxes — install \(fix) or add it with --font-path"
        case .scaled(let factor, let fontSize):
            return "shrinks to \(Rect.format(factor * 100))% (\(Rect.format(fontSize * factor)) pt of \(Rect.format(fontSize)) pt) to fit"
        case .atRisk(let margin, let offered, let errorBound):
            return "fits by \(Rect.format(margin)) pt (\(NumberText.rounded(margin / offered * 100, places: 1))%) of \(Rect.format(offered)) pt, "
                + "within the system font stand-in's error (\(NumberText.rounded(errorBound * 100, places: 1))%): it may truncate on a device"
        case .multilineTruncation(let mode, let lines):
            return "\(mode.rawValue) truncation on \(lines) lines: SwiftUI truncates the last line only"
        }
    }
}

extension Diagnostic.Cause {
    /// English names of the scripts whose fonts Overset does not bundle, by ISO 15924 code.
    static func scriptName(_ code: String) -> String {
        let names = [
            "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Beng": "Bengali", "Guru": "Gurmukhi",
            "Gujr": "Gujarati", "Orya": "Odia", "Sinh": "Sinhala", "Ethi": "Ethiopic", "Khmr": "Khmer", "Laoo": "Lao",
            "Mymr": "Myanmar", "Tibt": "Tibetan", "Geor": "Georgian", "Armn": "Armenian", "Cher": "Cherokee",
            "Mong": "Mongolian", "Thaa": "Thaana", "Syrc": "Syriac",
        ]
        return names[code] ?? code
    }
}

extension Diagnostic.TruncationLimit {
    var phrase: String {
        switch self {
        case .lineLimit(let lines): return "lineLimit \(lines)"
        case .height(let height): return "a height of \(Rect.format(height)) pt"
        case .width(let width): return "a width of \(Rect.format(width)) pt"
        }
    }
}

extension Diagnostic.Shortfall {
    /// "12.5 pt more width (+4.4%)".
    var phrase: String {
        "\(Rect.format(points)) pt more \(dimension.rawValue) (+\(NumberText.rounded(fraction * 100, places: 1))%)"
            + (withinFontError.map { ", within the system stand-in's \(NumberText.rounded($0 * 100, places: 1))% width error: iOS's font may fit" } ?? "")
    }
}

extension Diagnostic.Clipper {
    var phrase: String {
        switch self {
        case .screenEdge: return "the screen edge"
        case .clipped(let path): return "clipped() of \(path)"
        case .scrollView(let path): return "the ScrollView \(path)"
        }
    }
}

extension Diagnostic.EdgeExcess {
    /// "12 pt past the bottom edge and 3 pt past the trailing edge".
    var phrase: String {
        [(top, "top"), (leading, "leading"), (bottom, "bottom"), (trailing, "trailing")]
            .filter { $0.0 > 0 }
            .map { "\(Rect.format($0.0)) pt past the \($0.1) edge" }
            .joined(separator: " and ")
    }
}
