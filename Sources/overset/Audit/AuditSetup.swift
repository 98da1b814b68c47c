import Foundation
import OversetAudit
import OversetLayout
import OversetStyle

/// The screens, matrix and catalog of an audit, read from its spec files.
struct AuditSetup {
    var screens: [AuditScreen] = []
    var matrix: AuditMatrix
    var catalog: StringCatalog?

    /// The bundled example gallery, found beside the sources (or via OVERSET_EXAMPLES_DIR).
    static var galleryPath: String {
        if let directory = ProcessInfo.processInfo.environment["OVERSET_EXAMPLES_DIR"] {
            return URL(fileURLWithPath: directory).appendingPathComponent("gallery.json").path
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/gallery.json").path
    }

    /// Reads the specs (the gallery when there are none), their themes and the catalog, and
    /// resolves the run's matrix: the command line's values over the specs' over the defaults.
    ///
    /// - Throws: `UsageError` for two screens of one name; the readers' errors for bad files;
    ///   `AuditError` for a matrix that cannot be run.
    init(specPaths: [String], theme: String, commandLine: LayoutSpec.Matrix, catalogPath: String?, device: StringCatalog.Device) throws {
        var specMatrices: [(file: String, matrix: LayoutSpec.Matrix?)] = []
        var themes = ThemeArgument.Cache()
        for path in specPaths.isEmpty ? [Self.galleryPath] : specPaths {
            let spec = try LayoutSpec(contentsOf: path)
            specMatrices.append((path, spec.matrix))
            for screen in spec.screens {
                guard !screens.contains(where: { $0.name == screen.name }) else {
                    throw UsageError("two specs have a screen named '\(screen.name)'; screen names must be unique in an audit")
                }
                let screenTheme = try themes.load(screen.theme ?? theme, relativeTo: path)
                screens.append(AuditScreen(name: screen.name, body: screen.body, theme: screenTheme, preset: screen.preset, width: screen.width))
            }
        }
        matrix = try AuditMatrix(specs: specMatrices, commandLine: commandLine, screens: screens)
        catalog = try catalogPath.map { path throws(AuditError) in try StringCatalog(contentsOf: path, device: device) }
    }
}
