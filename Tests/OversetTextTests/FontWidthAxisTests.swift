import Testing

@testable import OversetText

/// `TextAttributes.fontWidth` reaches a font's `wdth` axis, clamped to it; faces without the
/// axis (every bundled one) draw their one width.
@Suite struct FontWidthAxisTests {
    @Test func facesWithoutAWidthAxisIgnoreIt() throws {
        let standard = try TestFonts.registry.font(family: "system", size: 17)
        let condensed = try TestFonts.registry.font(family: "system", size: 17, width: 75)
        #expect(standard == condensed)
        #expect(condensed.variations["wdth"] == nil)
    }
}

extension FontWidthAxisTests {
    /// A face with a `wdth` axis (as the variable SF Pro has) is asked for the width, clamped to
    /// the axis: an axis of 30…150 takes 75 as is and 200 as 150; with no such axis, nothing.
    @Test(arguments: [(75.0, 75.0), (62.5, 62.5), (200, 150), (25, 30)])
    func theWidthAxisTakesTheWidth(_ asked: Double, _ drawn: Double) {
        let axes = [
            VariationAxis(tag: "wght", minimum: 1, defaultValue: 400, maximum: 1000),
            VariationAxis(tag: "wdth", minimum: 30, defaultValue: 100, maximum: 150),
        ]
        let settings = RegisteredFace.variations(axes: axes, isItalic: false, weight: .regular, italic: false, size: 17, width: asked)
        #expect(settings.first { $0.tag == "wdth" }?.value == drawn)
        let plain = RegisteredFace.variations(axes: [axes[0]], isItalic: false, weight: .regular, italic: false, size: 17, width: asked)
        #expect(plain.allSatisfy { $0.tag != "wdth" })
    }
}
