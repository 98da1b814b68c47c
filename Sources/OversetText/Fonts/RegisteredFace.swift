internal import OversetPlumbing

/// One face of a font file the registry knows, with what FreeType reported of it.
///
/// The file is checked and described from the few tables that needs (`FontFile`), and read
/// whole only when the face is first measured with (`harfBuzzFace()`), so that a directory of
/// thousands of fonts costs what is used, not what is there (10,000 files once took 3.3 GB at
/// start, issue 34; the bundled fonts' 22 MB were read at every start, issue 35).
final class RegisteredFace: Sendable {
    let path: String
    let index: Int
    let familyName: String
    let styleName: String
    let isItalic: Bool
    let weightClass: Int
    let usesTypoMetrics: Bool
    let axes: [VariationAxis]
    /// The file the face was described from, read again (once for all its faces) at first use.
    private let file: LazyFontFile
    private let loaded = Locked<HarfBuzzFace?>(nil)

    /// Describes face `info` (checked by `FreeType.inspect`) of the file at `path`.
    init(path: String, info: FreeTypeFaceInfo, file: LazyFontFile) {
        self.path = path
        self.index = info.index
        self.familyName = info.familyName
        self.styleName = info.styleName
        self.isItalic = info.isItalic
        self.weightClass = info.weightClass
        self.usesTypoMetrics = info.usesTypoMetrics
        self.axes = info.axes
        self.file = file
    }

    /// Loads every face of the font file at `path`, reading only what describing and checking
    /// them needs (`FontFile`).
    static func load(path: String) throws(OversetTextError) -> [RegisteredFace] {
        let opened = try FontFile(path: path)
        let file = LazyFontFile(path: path, identity: opened.identity)
        return try FreeType.inspect(opened).map { RegisteredFace(path: path, info: $0, file: file) }
    }

    /// The face's HarfBuzz face, its file read on first use and kept.
    ///
    /// - Throws: a font-file error naming the path when the file is gone or unreadable, or
    ///   `OversetTextError.fontFileUnreadable` when it changed after it was registered (its
    ///   faces were described from other bytes).
    func harfBuzzFace() throws(OversetTextError) -> HarfBuzzFace {
        try loaded.withLock { (kept: inout HarfBuzzFace?) throws(OversetTextError) -> HarfBuzzFace in
            if let kept { return kept }
            let face = try HarfBuzzFace(data: try file.data(), index: index)
            kept = face
            return face
        }
    }

    func axis(_ tag: String) -> VariationAxis? { axes.first { $0.tag == tag } }

    /// Whether this face can draw italic: an italic face, or a variable one with a slant axis.
    var canBeItalic: Bool { isItalic || axis("slnt") != nil || axis("ital") != nil }

    /// The range of weights the face draws: one value for a static face.
    var weightRange: ClosedRange<Int> {
        guard let wght = axis("wght") else { return weightClass...weightClass }
        return Int(wght.minimum.rounded())...Int(wght.maximum.rounded())
    }

    /// How far this face is from the requested weight and slant; smaller is better.
    func distance(to weight: FontWeight, italic: Bool) -> Int {
        let slantPenalty = (italic ? canBeItalic : !isItalic) ? 0 : 10_000
        let range = weightRange
        let weightDistance: Int
        if range.contains(weight.value) {
            weightDistance = 0
        } else {
            let nearest = weight.value < range.lowerBound ? range.lowerBound : range.upperBound
            // As in CSS font matching, prefer heavier faces for bold requests and lighter ones below.
            let wrongSide = (weight.value >= 400) != (nearest > weight.value)
            weightDistance = abs(nearest - weight.value) * 2 + (wrongSide ? 1 : 0)
        }
        return slantPenalty + weightDistance
    }

    /// Variation settings that draw this face at `weight`, italic or not, at `size` points and
    /// `width` percent of its normal width.
    func variations(weight: FontWeight, italic: Bool, size: Double, width: Double = 100) -> [(tag: String, value: Double)] {
        Self.variations(axes: axes, isItalic: isItalic, weight: weight, italic: italic, size: size, width: width)
    }

    /// The settings of `variations(weight:italic:size:width:)` for a face with `axes`, each value
    /// clamped to its axis; an axis the face lacks is left alone.
    static func variations(
        axes: [VariationAxis], isItalic: Bool, weight: FontWeight, italic: Bool, size: Double, width: Double
    ) -> [(tag: String, value: Double)] {
        func axis(_ tag: String) -> VariationAxis? { axes.first { $0.tag == tag } }
        var settings: [(tag: String, value: Double)] = []
        if let wght = axis("wght") {
            settings.append(("wght", min(wght.maximum, max(wght.minimum, Double(weight.value)))))
        }
        if italic, !isItalic {
            if let ital = axis("ital") {
                settings.append(("ital", ital.maximum))
            } else if let slnt = axis("slnt") {
                settings.append(("slnt", slnt.minimum))
            }
        }
        if let opsz = axis("opsz") {
            settings.append(("opsz", min(opsz.maximum, max(opsz.minimum, size))))
        }
        if let wdth = axis("wdth") {
            settings.append(("wdth", min(wdth.maximum, max(wdth.minimum, width))))
        }
        return settings
    }
}

/// A registered font file's bytes, read again when one of its faces is first measured with and
/// then shared by all of them (a collection's faces keep one copy, not one each).
final class LazyFontFile: Sendable {
    let path: String
    /// The file the faces were described from; the bytes read later must come from it.
    private let identity: FileIdentity
    private let loaded = Locked<FontData?>(nil)

    init(path: String, identity: FileIdentity) {
        self.path = path
        self.identity = identity
    }

    /// The file's bytes, read on first use and kept.
    ///
    /// - Throws: a font-file error naming the path when the file is gone or unreadable, or
    ///   `OversetTextError.fontFileUnreadable` when it changed after it was registered.
    func data() throws(OversetTextError) -> FontData {
        try loaded.withLock { (kept: inout FontData?) throws(OversetTextError) -> FontData in
            if let kept { return kept }
            let data = try FontData(path: path)
            guard data.identity == identity else {
                throw .fontFileUnreadable(path: path, reason: "the file changed after it was registered; run again to read it anew")
            }
            kept = data
            return data
        }
    }
}
