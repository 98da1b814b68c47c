import Foundation
internal import OversetPlumbing

/// The fonts shipped in Overset's `Fonts/` directory and the fixed fallback chain over them.
///
/// Bundled fonts make measurements the same on every machine: they are searched before anything
/// fontconfig knows.
public enum BundledFonts {
    /// The environment variable that points at the fonts directory when the binary has moved.
    public static let directoryVariable = "OVERSET_FONTS_DIR"

    /// The family the "system" stand-in is made from (`SystemFontCalibration`).
    public static let systemFamily = "Inter"
    /// The family for `monospaced` text and inline code.
    public static let monospacedFamily = "DejaVu Sans Mono"
    /// The colour emoji font, tried first for emoji clusters.
    public static let emojiFamily = "Noto Color Emoji"
    /// UI symbols Noto Sans lacks (bullets, arrows, math, check marks, currency signs, shapes),
    /// cut from DejaVu Sans: iOS draws them all, so no audit may need the machine's fonts for them.
    public static let symbolsFamily = "DejaVu Sans Symbols"
    /// Families tried in order for a grapheme cluster the requested font cannot draw. The Indic
    /// scripts of iOS's system languages (Bangla, Gujarati, Punjabi, Kannada, Malayalam, Odia,
    /// Tamil, Telugu) come after Han and Hangul, so that those common clusters find their font first.
    public static let fallbackFamilies = [
        "Noto Sans", symbolsFamily, "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
        "Noto Sans Thai", "Droid Sans Fallback", "NanumSquare", "Noto Sans Bengali", "Noto Sans Gujarati",
        "Noto Sans Gurmukhi", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Oriya", "Noto Sans Tamil",
        "Noto Sans Telugu", emojiFamily,
    ]

    /// The bundled fonts directory: `$OVERSET_FONTS_DIR`; else `share/overset/Fonts` beside an
    /// installed binary's `bin/`, or `Fonts/` beside a copied binary; else `Fonts/` of the
    /// checkout this module was built from (docs/install.md).
    public static var directory: String {
        ResourceLocation.directory(named: "Fonts", variable: directoryVariable, checkout: checkoutDirectory)
    }

    /// `Fonts/` of the checkout this module was built from.
    static var checkoutDirectory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Fonts
            .deletingLastPathComponent()  // OversetText
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Fonts").path
    }

    /// Every place the fonts were looked for, for the message when none has them.
    public static var searchedDirectories: [String] {
        ResourceLocation.searched(named: "Fonts", variable: directoryVariable, checkout: checkoutDirectory)
    }

    /// Font files below `directory`, sorted so that registration order is the same everywhere.
    static func fontFiles(in directory: String) -> [String] {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if extensions.contains(ext) {
                files.append((directory as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }
}
