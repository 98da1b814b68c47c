import Foundation
import OversetLayout
import OversetStyle
import OversetText

/// The bundled fonts (never the machine's), one engine, and a helper to lay views out.
enum Layouts {
    static let fontsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path

    static let engine: TextEngine = {
        do {
            return TextEngine(registry: try FontRegistry(options: .init(bundledFontsDirectory: fontsDirectory, usesSystemFonts: false)))
        } catch {
            fatalError("bundled fonts must load in tests: \(error)")
        }
    }()

    static let solver = LayoutSolver(engine: engine)

    static func layout(
        _ view: some View, width: Double = 375, category: DynamicTypeSize = .large,
        preset: String? = nil, theme: Theme = .designFoundation, displayScale: Double = 3
    ) throws(OversetLayoutError) -> LayoutResult {
        try solver.layout(
            view.node, name: "Test", theme: theme,
            environment: LayoutEnvironment(category: category, preset: preset, width: width, displayScale: displayScale))
    }

    /// A text's length as the solver reports it at @3x: rounded up to the pixel grid
    /// (docs/layout.md, "Sizes round up to the pixel grid of the display scale").
    static func pixels(_ length: Double) -> Double { (length * 3).rounded(.up) / 3 }

    /// Equal on the pixel grid: frames add thirds of a point in floating point.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// The engine's own measurement of `string` in Apple's body at Large (17 pt system font).
    static func body(_ string: String, width: Double? = nil, lineLimit: Int? = nil) throws -> TextMeasurement {
        try engine.measure(
            string, attributes: TextAttributes(font: .family("system"), size: 17),
            options: TextLayoutOptions(width: width, lineLimit: lineLimit, leading: 22))
    }

    /// The error reading a version 2 spec whose one screen's body is `body` gives, or nil when
    /// it reads without one.
    static func specError(body: String) -> String? {
        do {
            _ = try LayoutSpec(data: Data(#"{"version": 2, "screens": [{"name": "S", "body": \#(body)}]}"#.utf8), file: "spec.json")
            return nil
        } catch {
            return error.description
        }
    }
}
