import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetPlumbing

/// The screens, matrix and catalog of an audit, from its arguments and spec files.
struct AuditSetup {
    var screens: [AuditScreen] = []
    var matrix = AuditMatrix()
    var catalog: StringCatalog?

    /// The bundled example gallery, found beside the sources (or via OVERSET_EXAMPLES_DIR).
    static var galleryPath: String {
        if let directory = ProcessInfo.processInfo.environment["OVERSET_EXAMPLES_DIR"] {
            return URL(fileURLWithPath: directory).appendingPathComponent("gallery.json").path
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/gallery.json").path
    }

    init(_ parsed: ParsedArguments) throws {
        let specPaths = parsed.positionals.isEmpty ? [Self.galleryPath] : parsed.positionals
        var specMatrix: JSONTree?
        var matrixFile = ""
        for path in specPaths {
            let spec = try LayoutSpec(contentsOf: path)
            if specMatrix == nil, spec.matrix != nil { (specMatrix, matrixFile) = (spec.matrix, path) }
            for screen in spec.screens {
                guard !screens.contains(where: { $0.name == screen.name }) else {
                    throw UsageError("two specs have a screen named '\(screen.name)'; screen names must be unique in an audit")
                }
                let theme = try ThemeArgument.load(screen.theme ?? parsed.values["--theme"] ?? "designFoundation", relativeTo: path)
                screens.append(AuditScreen(name: screen.name, body: screen.body, theme: theme, preset: screen.preset, width: screen.width))
            }
        }
        matrix = try AuditMatrix(spec: specMatrix, file: matrixFile)
        if let categories = parsed.values["--categories"] { matrix.categories = try DynamicTypeSize.list(parsing: categories) }
        if let presets = parsed.values["--presets"] { matrix.presets = Self.list(presets) }
        if let locales = parsed.values["--locales"] { matrix.locales = Self.list(locales) }
        if let widths = parsed.values["--widths"] {
            matrix.widths = try Self.list(widths).map { text throws(UsageError) in
                guard let width = Double(text), width > 0, width <= 10_000 else {
                    throw UsageError("--widths expects numbers of points above 0, got '\(text)'")
                }
                return width
            }
        }
        if let scale = try parsed.double("--scale") { matrix.displayScale = scale }
        try matrix.validate()
        // Every preset must exist in every screen's theme, or the audit would stop half way.
        for screen in screens where screen.preset == nil {
            for preset in matrix.presets where !screen.theme.presetNames.contains(preset) {
                throw UsageError("screen '\(screen.name)': " + OversetStyleError.unknownPreset(preset, theme: screen.theme.name, known: screen.theme.presetNames).description)
            }
        }
        let catalogs = parsed.occurrences.filter { $0.name == "--strings" }.map(\.value)
        if catalogs.count > 1 { throw UsageError("--strings takes one catalog per audit for now; merge catalogs in Xcode") }
        if let path = catalogs.first { catalog = try StringCatalog(contentsOf: path) }
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
