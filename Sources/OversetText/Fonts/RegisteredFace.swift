/// One face of a font file the registry knows, with what FreeType reported of it.
final class RegisteredFace: Sendable {
    let path: String
    let index: Int
    let familyName: String
    let styleName: String
    let isItalic: Bool
    let weightClass: Int
    let usesTypoMetrics: Bool
    let axes: [VariationAxis]
    let harfBuzzFace: HarfBuzzFace

    init(data: FontData, info: FreeTypeFaceInfo) throws(OversetTextError) {
        self.path = data.path
        self.index = info.index
        self.familyName = info.familyName
        self.styleName = info.styleName
        self.isItalic = info.isItalic
        self.weightClass = info.weightClass
        self.usesTypoMetrics = info.usesTypoMetrics
        self.axes = info.axes
        self.harfBuzzFace = try HarfBuzzFace(data: data, index: info.index)
    }

    /// Loads every face of the font file at `path`.
    static func load(path: String) throws(OversetTextError) -> [RegisteredFace] {
        let data = try FontData(path: path)
        var faces: [RegisteredFace] = []
        for info in try FreeType.inspect(data) {
            faces.append(try RegisteredFace(data: data, info: info))
        }
        return faces
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

    /// Variation settings that draw this face at `weight`, italic or not, at `size` points.
    func variations(weight: FontWeight, italic: Bool, size: Double) -> [(tag: String, value: Double)] {
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
        return settings
    }
}
