import OversetText

/// Where fonts come from: the options every command that measures or draws text shares.
struct FontOptions {
    static let fontPath = CommandSpec.Option(name: "--font-path", valueName: "path", help: "Also load this font file or directory.")
    static let systemFonts = CommandSpec.Option(
        name: "--system-fonts", valueName: nil,
        help: "Also draw what the bundled fonts (and --font-path) lack from the machine's fonts (fontconfig); off by default.")
    static let noSystemFonts = CommandSpec.Option(
        name: "--no-system-fonts", valueName: nil, help: "Use only bundled fonts (and --font-path), never fontconfig's (the default).")
    static let options = [fontPath, systemFonts, noSystemFonts]

    /// Extra font files or directories, loaded after the bundled fonts.
    var fontPaths: [String]
    /// Whether fontconfig's fonts may be used for what the bundled fonts lack: only when asked
    /// (`--system-fonts`), so that a run gives the same verdicts on every machine.
    var usesSystemFonts: Bool

    init(_ parsed: ParsedArguments) {
        fontPaths = parsed[Self.fontPath].map { [$0] } ?? []
        usesSystemFonts = parsed.isSet(Self.systemFonts) && !parsed.isSet(Self.noSystemFonts)
    }

    /// These options as command-line words, for a command that must see the same fonts.
    var arguments: [String] {
        fontPaths.flatMap { [Self.fontPath.name, $0] } + (usesSystemFonts ? [Self.systemFonts.name] : [])
    }

    /// The font registry these options describe.
    ///
    /// - Parameter substitutesMissingFamilies: draw a family that is not found with the system
    ///   font instead of stopping (audits and layouts of screens, which warn of it; `measure`
    ///   asks for one font and stops).
    /// - Throws: `OversetTextError` for a font path that cannot be loaded.
    func registry(substitutesMissingFamilies: Bool = false) throws(OversetTextError) -> FontRegistry {
        try FontRegistry(
            options: .init(
                additionalFontPaths: fontPaths, usesSystemFonts: usesSystemFonts,
                substitutesSystemFontForMissingFamilies: substitutesMissingFamilies))
    }

    /// A text engine over `registry(substitutesMissingFamilies:)`.
    ///
    /// - Throws: `OversetTextError` for a font path that cannot be loaded.
    func engine(substitutesMissingFamilies: Bool = false) throws(OversetTextError) -> TextEngine {
        try TextEngine(registry: registry(substitutesMissingFamilies: substitutesMissingFamilies))
    }

    /// The warning for the families drawn with the system font because they were not found.
    static func substitutionWarnings(_ registry: FontRegistry) -> [String] {
        registry.substitutedFamilies.map {
            "font family '\($0)' not found: its texts were measured with the system font; give its file with --font-path"
        }
    }
}
