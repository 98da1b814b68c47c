internal import CHarfBuzz
import Foundation
internal import OversetPlumbing

/// Glyph outlines through HarfBuzz's draw API (variations applied), as SVG path data.
final class GlyphOutliner: @unchecked Sendable {
    /// Immutable once made, so one set of draw functions serves every thread.
    static let shared = GlyphOutliner()

    private let funcs: OpaquePointer

    private init() {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(
            funcs,
            { _, data, _, x, y, _ in
                SVGPathBuilder.from(data).add("M", x, y)
            }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            funcs,
            { _, data, _, x, y, _ in
                SVGPathBuilder.from(data).add("L", x, y)
            }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            funcs,
            { _, data, _, controlX, controlY, x, y, _ in
                SVGPathBuilder.from(data).add("Q", controlX, controlY, x, y)
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            funcs,
            { _, data, _, x1, y1, x2, y2, x, y, _ in
                SVGPathBuilder.from(data).add("C", x1, y1, x2, y2, x, y)
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(
            funcs,
            { _, data, _, _ in
                SVGPathBuilder.from(data).close()
            }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        self.funcs = funcs
    }

    deinit {
        hb_draw_funcs_destroy(funcs)
    }

    /// Appends the outline of `glyph` of `font` to `path`, placed by the builder's transform.
    ///
    /// - Returns: whether the glyph has an outline (colour bitmap glyphs have none).
    func append(glyph: UInt32, of font: Font, to path: SVGPathBuilder) -> Bool {
        let before = path.commandCount
        withExtendedLifetime(path) {
            CHarfBuzz_drawGlyph(font.harfBuzzFont.pointer, glyph, funcs, Unmanaged.passUnretained(path).toOpaque())
        }
        return path.commandCount > before
    }
}

/// Collects SVG path commands, mapping font coordinates (y up) to points (y down).
final class SVGPathBuilder {
    private(set) var data = ""
    private(set) var commandCount = 0
    /// Where font coordinate (0, 0) lands, in points.
    var originX = 0.0
    var originY = 0.0
    /// Points per font coordinate.
    var scale = 1.0

    static func from(_ pointer: UnsafeMutableRawPointer?) -> SVGPathBuilder {
        Unmanaged<SVGPathBuilder>.fromOpaque(pointer!).takeUnretainedValue()
    }

    func add(_ command: String, _ coordinates: Float...) {
        data += data.isEmpty ? command : " " + command
        for pair in stride(from: 0, to: coordinates.count, by: 2) {
            data += " " + Self.format(originX + Double(coordinates[pair]) * scale)
            data += " " + Self.format(originY - Double(coordinates[pair + 1]) * scale)
        }
        commandCount += 1
    }

    func close() {
        data += " Z"
        commandCount += 1
    }

    /// Two decimals (a hundredth of a point), without trailing zeros.
    static func format(_ value: Double) -> String {
        NumberText.trimmed(value, places: 2)
    }
}
