internal import OversetPlumbing
import OversetText

extension Overset {
    /// Where the helpers' fonts come from, as `overset audit`'s font options say it.
    public struct Fonts: Hashable, Sendable {
        /// Font files or directories loaded after the bundled fonts (`--font-path`): SF Pro's
        /// files, for example, make `"system"` Apple's own font.
        public var paths: [String]
        /// Whether the machine's fonts (fontconfig) may draw what the others lack
        /// (`--system-fonts`); off, so that a test gives the same verdict on every machine.
        public var usesSystemFonts: Bool

        /// Fonts from the bundled directory, then `paths`, then (when asked) the machine's.
        public init(paths: [String] = [], usesSystemFonts: Bool = false) {
            self.paths = paths
            self.usesSystemFonts = usesSystemFonts
        }
    }

    /// The fonts every helper measures with: the bundled fonts alone until
    /// `useFonts(paths:systemFonts:)` is called.
    public static var fonts: Fonts { fontState.withLock { $0.fonts } }

    /// The engine every helper measures with, over `fonts`.
    public static var engine: TextEngine { fontState.withLock { $0.engine } }

    /// Measures every helper's layouts with these fonts from now on, as `overset audit
    /// --font-path … [--system-fonts]` does: call it once, before your tests run, to test with
    /// the same fonts as your audit (SF Pro, when your team has its files).
    ///
    /// - Parameters:
    ///   - paths: font files or directories of font files, loaded after the bundled fonts.
    ///   - systemFonts: whether the machine's fonts may draw what the others lack.
    /// - Throws: `OversetTextError` naming a path that is missing or not a font; the fonts in use
    ///   are then left as they were.
    public static func useFonts(paths: [String] = [], systemFonts: Bool = false) throws(OversetTextError) {
        let fonts = Fonts(paths: paths, usesSystemFonts: systemFonts)
        let engine = try engine(for: fonts)
        fontState.withLock { $0 = FontState(fonts: fonts, engine: engine) }
    }

    private struct FontState: Sendable {
        var fonts: Fonts
        var engine: TextEngine
    }

    private static let fontState: Locked<FontState> = {
        do {
            return Locked(FontState(fonts: Fonts(), engine: try engine(for: Fonts())))
        } catch {
            preconditionFailure("Overset's bundled fonts must load: \(error)")
        }
    }()

    private static func engine(for fonts: Fonts) throws(OversetTextError) -> TextEngine {
        TextEngine(registry: try FontRegistry(options: .init(additionalFontPaths: fonts.paths, usesSystemFonts: fonts.usesSystemFonts)))
    }
}
