internal import CFreeType
internal import CHarfBuzz
internal import OversetPlumbing

/// One design axis of a variable font (`wght`, `opsz`, `slnt`, …).
public struct VariationAxis: Hashable, Sendable {
    /// The four-letter OpenType axis tag.
    public var tag: String
    /// The smallest value the axis accepts.
    public var minimum: Double
    /// The value of the default instance.
    public var defaultValue: Double
    /// The largest value the axis accepts.
    public var maximum: Double
}

/// What FreeType reports of one face of a font file.
struct FreeTypeFaceInfo: Sendable {
    var index: Int
    var familyName: String
    var styleName: String
    var isItalic: Bool
    /// OS/2 usWeightClass, 400 when the face has no OS/2 table.
    var weightClass: Int
    var usesTypoMetrics: Bool
    var axes: [VariationAxis]
}

/// FreeType, used to validate font files and read their names, styles and axes.
///
/// An `FT_Library` is not thread-safe, so every call goes through one lock.
enum FreeType {
    private static let library = Locked<OpaquePointer?>(nil)

    /// Describes every face of `file`, checking that HarfBuzz finds glyphs in each (reading the
    /// face's tables through FreeType, as it would read them from the whole file).
    ///
    /// - Throws: `OversetTextError.fontFileCorrupt` when FreeType cannot open a face or
    ///   HarfBuzz finds no glyphs in it.
    static func inspect(_ file: FontFile) throws(OversetTextError) -> [FreeTypeFaceInfo] {
        try library.withLock { (library: inout OpaquePointer?) throws(OversetTextError) -> [FreeTypeFaceInfo] in
            if library == nil {
                var created: FT_Library?
                try check(FT_Init_FreeType(&created), "FT_Init_FreeType", path: file.path)
                library = created
            }
            guard let library else { throw .fontFileCorrupt(path: file.path, reason: "FreeType did not start") }
            var faces: [FreeTypeFaceInfo] = []
            var faceCount = 1
            var index = 0
            while index < faceCount {
                let face = try FreeTypeFace(library: library, file: file, index: index)
                faceCount = max(1, face.faceCount)
                guard face.harfBuzzGlyphCount > 0 else { throw .fontFileCorrupt(path: file.path, reason: "face \(index) has no glyphs") }
                faces.append(face.info(index: index))
                index += 1
            }
            return faces
        }
    }

    /// The one place where a FreeType error code becomes an error.
    static func check(_ error: FT_Error, _ function: String, path: String) throws(OversetTextError) {
        guard error != 0 else { return }
        let name =
            FT_Error_String(error).map { String(cString: $0) } ?? commonErrors[Int(error)].map { "\($0) (error \(error))" }
            ?? "error \(error)"
        throw .fontFileCorrupt(path: path, reason: "FreeType \(function): \(name)")
    }

    /// FreeType's messages for the errors a bad file gives (Debian builds FreeType without
    /// error strings; the codes are from fterrdef.h).
    private static let commonErrors: [Int: String] = [
        0x01: "cannot open resource", 0x02: "unknown file format", 0x03: "broken file", 0x08: "broken table",
        0x09: "broken offset within table", 0x40: "out of memory", 0x51: "cannot open stream", 0x52: "invalid stream seek",
        0x54: "invalid stream read (the file may be cut short)", 0x55: "invalid stream operation (the file may be cut short)",
        0x56: "invalid frame operation (the file may be cut short)", 0x8E: "SFNT font table missing",
        0x8F: "horizontal header (hhea) table missing", 0x90: "locations (loca) table missing (the file may be cut short)",
    ]
}

/// An open `FT_Face`, closed when this object goes away. Used only under `FreeType`'s lock.
private final class FreeTypeFace {
    private let library: OpaquePointer
    private let face: FT_Face

    /// Keeps the stream the face reads through open until the face is done.
    private let file: FontFile

    init(library: OpaquePointer, file: FontFile, index: Int) throws(OversetTextError) {
        try file.refuseWebFont()
        var opened: FT_Face?
        try FreeType.check(file.openFace(library: library, index: index, &opened), "FT_Open_Face", path: file.path)
        guard let opened else { throw .fontFileCorrupt(path: file.path, reason: "FreeType returned no face") }
        guard CFreeType_isSFNT(opened) != 0 else {
            FT_Done_Face(opened)
            throw .fontFileCorrupt(path: file.path, reason: "not an OpenType or TrueType font")
        }
        do throws(OversetTextError) {
            try file.checkHorizontalMetrics(of: opened)
        } catch {
            FT_Done_Face(opened)
            throw error
        }
        self.library = library
        self.face = opened
        self.file = file
    }

    /// The glyph count HarfBuzz reads from the face's `maxp` (0 when it finds none).
    var harfBuzzGlyphCount: Int {
        Int(CHarfBuzz_glyphCountThroughFreeType(UnsafeMutableRawPointer(face)))
    }

    deinit {
        FT_Done_Face(face)
    }

    var faceCount: Int { Int(face.pointee.num_faces) }

    func info(index: Int) -> FreeTypeFaceInfo {
        let os2 = CFreeType_os2Table(face)
        return FreeTypeFaceInfo(
            index: index,
            familyName: face.pointee.family_name.map { String(cString: $0) } ?? "",
            styleName: face.pointee.style_name.map { String(cString: $0) } ?? "",
            isItalic: face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
            weightClass: os2.map { Int($0.pointee.usWeightClass) } ?? 400,
            usesTypoMetrics: os2.map { $0.pointee.fsSelection & (1 << 7) != 0 } ?? false,
            axes: axes())
    }

    private func axes() -> [VariationAxis] {
        guard CFreeType_hasMultipleMasters(face) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        let fixedOne = 65536.0
        return (0..<Int(master.pointee.num_axis)).map { index in
            let axis = master.pointee.axis[index]
            return VariationAxis(
                tag: tagString(UInt32(axis.tag)),
                minimum: Double(axis.minimum) / fixedOne,
                defaultValue: Double(axis.def) / fixedOne,
                maximum: Double(axis.maximum) / fixedOne)
        }
    }
}

/// The four characters of an OpenType tag.
func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8((tag >> UInt32($0)) & 0xFF) }
    return String(decoding: bytes, as: UTF8.self)
}
