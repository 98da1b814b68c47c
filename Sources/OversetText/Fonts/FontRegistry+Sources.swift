extension FontRegistry {
    /// Family names of Apple's system font, by optical size.
    public struct AppleSystemFamilies: Hashable, Sendable {
        /// Below 20 pt, in order of preference.
        public var text: [String]
        /// From 20 pt, in order of preference.
        public var display: [String]

        public init(text: [String], display: [String]) {
            self.text = text
            self.display = display
        }

        /// SF Pro as Apple ships it: SF Pro Text / SF Pro Display, or the variable SF Pro.
        public static let sfPro = AppleSystemFamilies(text: ["SF Pro Text", "SF Pro"], display: ["SF Pro Display", "SF Pro"])
    }

    /// The families asked for that no registered face (nor fontconfig, when allowed) has, drawn
    /// with the system font instead (`Options.substitutesSystemFontForMissingFamilies`), sorted.
    public var substitutedFamilies: [String] {
        state.withLock { $0.substitutedFamilies }.sorted()
    }

    /// What `"system"` is in this registry, in words: Apple's SF (with its file) when a face of
    /// `options.appleSystemFamilies` is registered, else the calibrated stand-in.
    public var systemFontDescription: String {
        if let face = appleSystemFace(weight: .regular, italic: false, size: 17) {
            return "\(face.familyName), Apple's system font (\(face.path))"
        }
        return "the stand-in: \(BundledFonts.systemFamily) with iOS's measured advances and line height (docs/fidelity.md)"
    }

    /// Where this registry's fonts come from, in the order searched: "bundled fonts", each
    /// additional path, then "the machine's fonts (fontconfig)" when it may use them, else "not
    /// the machine's fonts", and last the families drawn with the system font because they were
    /// not found, if any. Reports print it, so that a verdict can be traced to its fonts (the
    /// bundled directory is left out: it differs between machines, the fonts in it do not).
    public var fontSources: [String] {
        var sources: [String] = []
        if options.includesBundledFonts { sources.append("bundled fonts") }
        sources += options.additionalFontPaths
        sources.append(options.usesSystemFonts ? "the machine's fonts (fontconfig)" : "not the machine's fonts")
        let substituted = substitutedFamilies
        if !substituted.isEmpty {
            sources.append("the system font in place of " + substituted.map { "'\($0)'" }.joined(separator: ", ") + " (not found)")
        }
        return sources
    }

    /// Whether Apple's system font is registered, so that `"system"` uses it.
    public var hasAppleSystemFont: Bool {
        appleSystemFace(weight: .regular, italic: false, size: 17) != nil
    }
}

/// A face the registry has loaded, as `overset fonts` lists it.
public struct FontFaceDescription: Hashable, Sendable {
    public var familyName: String
    public var styleName: String
    public var path: String
    public var faceIndex: Int
    /// The weights the face draws: one value for a static face, a range for a `wght` axis.
    public var weights: ClosedRange<Int>
    public var isItalic: Bool
    public var axes: [VariationAxis]
}
