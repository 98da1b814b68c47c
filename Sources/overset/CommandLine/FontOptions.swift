import OversetText

/// Where fonts come from: the options every command that measures or draws text shares.
struct FontOptions {
    static let fontPath = CommandSpec.Option(name: "--font-path", valueName: "path", help: "Also load this font file or directory.")
    static let noSystemFonts = CommandSpec.Option(
        name: "--no-system-fonts", valueName: nil, help: "Use only bundled fonts (and --font-path), never fontconfig's.")
    static let options = [fontPath, noSystemFonts]

    /// Extra font files or directories, loaded after the bundled fonts.
    var fontPaths: [String]
    /// Whether fontconfig's fonts may be used for what the bundled fonts lack.
    var usesSystemFonts: Bool

    init(_ parsed: ParsedArguments) {
        fontPaths = parsed[Self.fontPath].map { [$0] } ?? []
        usesSystemFonts = !parsed.isSet(Self.noSystemFonts)
    }

    /// These options as command-line words, for a command that must see the same fonts.
    var arguments: [String] {
        fontPaths.flatMap { [Self.fontPath.name, $0] } + (usesSystemFonts ? [] : [Self.noSystemFonts.name])
    }

    /// The font registry these options describe.
    ///
    /// - Throws: `OversetTextError` for a font path that cannot be loaded.
    func registry() throws(OversetTextError) -> FontRegistry {
        try FontRegistry(options: .init(additionalFontPaths: fontPaths, usesSystemFonts: usesSystemFonts))
    }

    /// A text engine over `registry()`.
    ///
    /// - Throws: `OversetTextError` for a font path that cannot be loaded.
    func engine() throws(OversetTextError) -> TextEngine {
        try TextEngine(registry: registry())
    }
}
