internal import OversetPlumbing
import Synchronization

/// The fonts Overset can measure with: the bundled fonts first, then files and directories the
/// user names, then (optionally) whatever fontconfig finds on the machine.
///
/// A registry is safe to share across threads; it caches font instances, so ask it for the same
/// font as often as you like.
public final class FontRegistry: Sendable {
    /// Where a registry looks for fonts.
    public struct Options: Sendable {
        /// Whether to load the bundled fonts (the default family and the fallback chain).
        public var includesBundledFonts = true
        /// The bundled fonts directory; nil uses `BundledFonts.directory`.
        public var bundledFontsDirectory: String?
        /// Font files or directories of font files to register after the bundled fonts.
        public var additionalFontPaths: [String] = []
        /// Whether fontconfig may supply families and fallback fonts the registry does not have.
        /// Off by default, so that results never depend on the machine's installed fonts.
        public var usesSystemFonts = false
        /// Apple's own system font: when a registered face has one of these families (SF Pro
        /// given with a font path), "system" uses it, with its `trak` tracking, instead of the
        /// bundled stand-in; the text families below 20 pt, the display families from 20 pt.
        public var appleSystemFamilies = AppleSystemFamilies.sfPro
        /// Whether a family the registry cannot find is drawn with the system font (and listed
        /// in `substitutedFamilies`) instead of being an error: an app's own font that was not
        /// given with a font path should not stop an audit of its screens, whose other texts
        /// are measured as they are. Off by default.
        public var substitutesSystemFontForMissingFamilies = false
        /// How the bundled emoji font's clusters measure: Apple Color Emoji's advance and line
        /// height as iOS lays it out (the default), or nil for the bundled font's own metrics.
        public var emojiMetrics: EmojiMetrics? = .appleColorEmoji

        /// Options with the defaults: bundled fonts only, never the system's.
        public init(
            includesBundledFonts: Bool = true, bundledFontsDirectory: String? = nil,
            additionalFontPaths: [String] = [], usesSystemFonts: Bool = false,
            substitutesSystemFontForMissingFamilies: Bool = false, emojiMetrics: EmojiMetrics? = .appleColorEmoji
        ) {
            self.includesBundledFonts = includesBundledFonts
            self.bundledFontsDirectory = bundledFontsDirectory
            self.additionalFontPaths = additionalFontPaths
            self.usesSystemFonts = usesSystemFonts
            self.substitutesSystemFontForMissingFamilies = substitutesSystemFontForMissingFamilies
            self.emojiMetrics = emojiMetrics
        }
    }

    struct InstanceKey: Hashable {
        var path: String
        var faceIndex: Int
        var weight: Int
        var italic: Bool
        /// Only set for faces with an `opsz` axis, whose instance depends on the size.
        var opticalSize: Double?
        /// The "system" stand-in, a calibrated instance of its face.
        var isSystemStandIn = false
        /// Apple's SF standing for "system", with iOS's UI-cut spacing.
        var isAppleSystemFont = false
        /// Only set for faces with a `wdth` axis.
        var width: Double?
    }

    struct State {
        var faces: [RegisteredFace] = []
        var facesByFamily: [String: [RegisteredFace]] = [:]
        var loadedPaths: Set<String> = []
        var instances: [InstanceKey: Font] = [:]
        var systemFallbackPaths: [UInt32: String?] = [:]
        /// The families of `options.additionalFontPaths`, in order, tried after the bundled fallbacks.
        var namedFallbackFamilies: [String] = []
        /// `fallbackChain(weight:italic:size:emojiFirst:)`, forgotten when a face is registered.
        var fallbackChains: [FallbackChainKey: [Font]] = [:]
        /// `font(family:weight:italic:size:)`, forgotten when a face is registered.
        var fontsByRequest: [FontRequest: Font] = [:]
        /// The families drawn with the system font because none of their faces was found.
        var substitutedFamilies: Set<String> = []
    }

    /// What `font(family:weight:italic:size:)` is asked: every paragraph asks it for each run
    /// (every size of a Dynamic Type sweep anew), and answering from scratch lowercases the
    /// family, takes two locks and hashes an instance key with the font's path.
    struct FontRequest: Hashable {
        var family: String
        var weight: FontWeight
        var italic: Bool
        var size: Double
        var width: Double
    }

    /// How many answers of `font(family:weight:italic:size:)` a registry keeps (sizes are free-form).
    static var keptFontRequests: Int { 1024 }

    struct FallbackChainKey: Hashable {
        var weight: FontWeight
        var italic: Bool
        var size: Double
        var emojiFirst: Bool
    }

    let options: Options
    let state = Locked(State())
    private static let nextFontID = Atomic<Int>(1)
    /// How many faces of `options.appleSystemFamilies` are registered, read without the lock:
    /// every "system" run and every text's risk check asks, and off Apple's platforms there are
    /// none, so the answer then costs no lock (two threads took turns on it before).
    private let appleSystemFaceCount = Atomic<Int>(0)

    /// Loads the bundled fonts and the additional paths of `options`.
    ///
    /// - Throws: `OversetTextError.bundledFontsNotFound` when the bundled fonts are missing, a
    ///   font-file error naming the path of a bad additional font, or
    ///   `OversetTextError.invalidArgument` for unusable emoji metrics.
    public init(options: Options = Options()) throws(OversetTextError) {
        try options.emojiMetrics?.validate()
        self.options = options
        if options.includesBundledFonts {
            let directory = options.bundledFontsDirectory ?? BundledFonts.directory
            let files = BundledFonts.fontFiles(in: directory)
            guard !files.isEmpty else {
                throw .bundledFontsNotFound(searched: options.bundledFontsDirectory.map { [$0] } ?? BundledFonts.searchedDirectories)
            }
            for file in files { try register(path: file) }
        }
        let bundledFaces = state.withLock { $0.faces.count }
        for path in options.additionalFontPaths { try register(path: path) }
        // The files named join the fallback chain after the bundled families, so that a script
        // no bundled font has is drawn from them without asking the machine.
        state.withLock { state in
            var named: [String] = []
            for face in state.faces[bundledFaces...] where !named.contains(face.familyName) && !BundledFonts.fallbackFamilies.contains(face.familyName) {
                named.append(face.familyName)
            }
            state.namedFallbackFamilies = named
            state.fallbackChains.removeAll()
        }
    }

    /// Registers a font file, or every font file below a directory.
    ///
    /// Registering the same file twice does nothing.
    /// - Throws: a font-file error naming the path (missing, unreadable, empty or corrupt).
    public func register(path: String) throws(OversetTextError) {
        let files = BundledFonts.fontFiles(in: path)
        if !files.isEmpty {
            for file in files { try register(path: file) }
            return
        }
        if state.withLock({ $0.loadedPaths.contains(path) }) { return }
        let faces = try RegisteredFace.load(path: path)
        state.withLock { state in
            guard state.loadedPaths.insert(path).inserted else { return }
            state.fallbackChains.removeAll()
            state.fontsByRequest.removeAll()
            for face in faces {
                state.faces.append(face)
                state.facesByFamily[Self.familyKey(face.familyName), default: []].append(face)
                if isAppleSystemFamily(face.familyName) { appleSystemFaceCount.add(1, ordering: .relaxed) }
            }
        }
    }

    /// Every family the registry has loaded, sorted by name.
    public var families: [String] {
        state.withLock { state in
            Array(Set(state.faces.map(\.familyName))).sorted()
        }
    }

    /// Every loaded face: family, style, weight range, italic, axes and file.
    public var faceDescriptions: [FontFaceDescription] {
        state.withLock { state in
            state.faces.map { face in
                FontFaceDescription(
                    familyName: face.familyName, styleName: face.styleName, path: face.path,
                    faceIndex: face.index, weights: face.weightRange, isItalic: face.isItalic,
                    axes: face.axes)
            }
        }
    }

    /// The font of `family` closest to `weight` and slant.
    ///
    /// `"system"` is the bundled stand-in for Apple's system font: Inter with iOS's measured
    /// advances and line height (`SystemFontCalibration`); `"monospaced"` is the bundled
    /// monospaced family. Family names ignore case.
    /// - Parameters:
    ///   - family: a family name or alias.
    ///   - weight: the weight to draw at; variable fonts draw it exactly, static families give
    ///     their nearest face.
    ///   - italic: whether to draw italic (the slant axis of a variable font, or an italic face).
    ///   - size: the point size, which picks optical sizes.
    ///   - width: the width in percent of the normal one, drawn by faces with a `wdth` axis.
    /// - Throws: `OversetTextError.unknownFontFamily` listing the known families.
    public func font(
        family: String, weight: FontWeight = .regular, italic: Bool = false,
        size: Double = 17, width: Double = 100
    ) throws(OversetTextError) -> Font {
        let request = FontRequest(family: family, weight: weight, italic: italic, size: size, width: width)
        let (kept, registered) = state.withLock { ($0.fontsByRequest[request], $0.faces.count) }
        if let kept { return kept }
        let font = try resolveFont(family: family, weight: weight, italic: italic, size: size, width: width)
        state.withLock { state in
            // A file registered meanwhile may change the answer: it is found again next time.
            guard state.faces.count == registered else { return }
            if state.fontsByRequest.count >= Self.keptFontRequests { state.fontsByRequest.removeAll() }
            state.fontsByRequest[request] = font
        }
        return font
    }

    /// `font(family:weight:italic:size:)` found from the registered faces.
    private func resolveFont(family: String, weight: FontWeight, italic: Bool, size: Double, width: Double) throws(OversetTextError) -> Font {
        if Self.isSystemFamily(family) {
            if let apple = appleSystemFace(weight: weight, italic: italic, size: size) {
                return try instance(of: apple, weight: weight, italic: italic, size: size, width: width, isAppleSystemFont: true)
            }
            let faces = state.withLock { $0.facesByFamily[Self.familyKey(BundledFonts.systemFamily)] } ?? []
            guard let face = Self.bestFace(faces, weight: weight, italic: italic) else {
                throw .unknownFontFamily(family, available: families)
            }
            return try instance(of: face, weight: weight, italic: italic, size: size, isSystemStandIn: true)
        }
        let resolved = Self.resolveAlias(family)
        var faces = state.withLock { $0.facesByFamily[Self.familyKey(resolved)] } ?? []
        if faces.isEmpty, options.usesSystemFonts,
            let path = Fontconfig.file(family: resolved, weight: weight, italic: italic)
        {
            try register(path: path)
            faces = state.withLock { $0.facesByFamily[Self.familyKey(resolved)] } ?? []
        }
        guard let face = Self.bestFace(faces, weight: weight, italic: italic) else {
            guard options.substitutesSystemFontForMissingFamilies else { throw .unknownFontFamily(family, available: families) }
            state.withLock { _ = $0.substitutedFamilies.insert(family) }
            return try resolveFont(family: "system", weight: weight, italic: italic, size: size, width: width)
        }
        return try instance(of: face, weight: weight, italic: italic, size: size, width: width)
    }

    private func isAppleSystemFamily(_ family: String) -> Bool {
        let key = Self.familyKey(family)
        return (options.appleSystemFamilies.text + options.appleSystemFamilies.display).contains { Self.familyKey($0) == key }
    }

    /// Apple's system font at `size`, when a face of `options.appleSystemFamilies` is registered.
    func appleSystemFace(weight: FontWeight, italic: Bool, size: Double) -> RegisteredFace? {
        guard appleSystemFaceCount.load(ordering: .relaxed) > 0 else { return nil }
        let families = size < 20 ? options.appleSystemFamilies.text : options.appleSystemFamilies.display
        for family in families {
            let faces = state.withLock { $0.facesByFamily[Self.familyKey(family)] } ?? []
            if let face = Self.bestFace(faces, weight: weight, italic: italic) { return face }
        }
        return nil
    }

    /// The font in the file at `path` closest to `weight` and slant, registering the file first.
    ///
    /// - Throws: a font-file error naming the path.
    public func font(
        file path: String, weight: FontWeight = .regular, italic: Bool = false,
        size: Double = 17, width: Double = 100
    ) throws(OversetTextError) -> Font {
        try register(path: path)
        let faces = state.withLock { state in state.faces.filter { $0.path == path } }
        guard let face = Self.bestFace(faces, weight: weight, italic: italic) else {
            throw .fontFileCorrupt(path: path, reason: "no usable face")
        }
        return try instance(of: face, weight: weight, italic: italic, size: size, width: width)
    }

    func instance(
        of face: RegisteredFace, weight: FontWeight, italic: Bool, size: Double, width: Double = 100, isSystemStandIn: Bool = false,
        isAppleSystemFont: Bool = false
    ) throws(OversetTextError) -> Font {
        let drawsItalic = italic && face.canBeItalic
        let drawnWeight = FontWeight(min(face.weightRange.upperBound, max(face.weightRange.lowerBound, weight.value)))
        let emoji = emojiMetrics(for: face)
        // Apple's emoji line height is not proportional to the size: the stand-in is one per size.
        let key = InstanceKey(
            path: face.path, faceIndex: face.index, weight: drawnWeight.value, italic: drawsItalic,
            opticalSize: face.axis("opsz") == nil && emoji == nil ? nil : size, isSystemStandIn: isSystemStandIn,
            isAppleSystemFont: isAppleSystemFont, width: face.axis("wdth") == nil ? nil : width)
        if let cached = state.withLock({ $0.instances[key] }) { return cached }
        let font = try Font(
            id: Self.nextFontID.add(1, ordering: .relaxed).oldValue, face: face, weight: drawnWeight,
            isItalic: drawsItalic || face.isItalic,
            variations: face.variations(weight: drawnWeight, italic: drawsItalic, size: size, width: width), isSystemStandIn: isSystemStandIn,
            isAppleSystemFont: isAppleSystemFont, emoji: emoji.map { ($0, size) })
        return state.withLock { state in
            if let raced = state.instances[key] { return raced }
            state.instances[key] = font
            return font
        }
    }

    static func bestFace(_ faces: [RegisteredFace], weight: FontWeight, italic: Bool) -> RegisteredFace? {
        faces.min { $0.distance(to: weight, italic: italic) < $1.distance(to: weight, italic: italic) }
    }

    static func familyKey(_ family: String) -> String { family.lowercased() }

    /// Whether `family` names the system font ("system", ".SystemFont").
    static func isSystemFamily(_ family: String) -> Bool {
        ["system", ".systemfont"].contains(familyKey(family))
    }

    static func resolveAlias(_ family: String) -> String {
        switch familyKey(family) {
        case "monospaced", "monospace", "system-mono":
            return BundledFonts.monospacedFamily
        default:
            return family
        }
    }
}
