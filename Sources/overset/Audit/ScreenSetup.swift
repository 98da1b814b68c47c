import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle

/// The screens of spec files with their themes, and the String Catalog: what `overset layout`
/// and `overset audit` both read, the same way, so that a layout reproduces an audit's finding.
struct ScreenSetup {
    var screens: [AuditScreen] = []
    /// Each spec file with its matrix, for the audit.
    var specMatrices: [(file: String, matrix: LayoutSpec.Matrix?)] = []
    var catalog: StringCatalog?

    /// The bundled example gallery: `$OVERSET_EXAMPLES_DIR/gallery.json`, else beside the
    /// binary as installed or copied, else in the checkout (docs/install.md).
    static var galleryPath: String {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
        let directory = ResourceLocation.directory(named: "Examples", variable: "OVERSET_EXAMPLES_DIR", checkout: checkout)
        return URL(fileURLWithPath: directory).appendingPathComponent("gallery.json").path
    }

    /// Reads the specs (the gallery when there are none), their themes and the catalog.
    ///
    /// - Parameter names: the screens to keep, in spec order (nil: all).
    /// - Throws: `UsageError` for two screens of one name or a name no spec has; the readers'
    ///   errors for bad files.
    init(specPaths: [String], names: [String]? = nil, theme: String, catalogPath: String?, device: StringCatalog.Device) throws {
        var themes = ThemeArgument.Cache()
        var allNames: [String] = []
        var shownWarnings: Set<String> = []
        for path in specPaths.isEmpty ? [Self.galleryPath] : specPaths {
            let spec = try LayoutSpec(contentsOf: path)
            specMatrices.append((path, spec.matrix))
            for screen in spec.screens {
                guard !allNames.contains(screen.name) else {
                    throw UsageError("two specs have a screen named '\(screen.name)'; screen names must be unique in an audit")
                }
                allNames.append(screen.name)
                guard names?.contains(screen.name) ?? true else { continue }
                let screenTheme = try themes.load(screen.theme ?? theme, relativeTo: path)
                Warnings.report(screenTheme.warnings, shown: &shownWarnings)
                screens.append(
                    AuditScreen(
                        name: screen.name, body: screen.body, theme: screenTheme, preset: screen.preset, width: screen.width,
                        source: specPaths.isEmpty ? nil : path))
            }
        }
        if let names, let unknown = names.first(where: { name in !screens.contains { $0.name == name } }) {
            let files = specPaths.isEmpty ? "the gallery" : specPaths.joined(separator: ", ")
            throw UsageError("no screen named '\(unknown)' in \(files); the screens are \(allNames.joined(separator: ", "))")
        }
        catalog = try catalogPath.map { path throws(AuditError) in try StringCatalog(contentsOf: path, device: device) }
    }

    /// The options `overset layout` needs to read screens as this setup did, for the command
    /// that reproduces a finding.
    static func layoutOptions(theme: String, catalogPath: String?, device: StringCatalog.Device, fonts: FontOptions) -> [String] {
        var options: [String] = []
        if theme != ThemeArgument.defaultName { options += [LayoutCommand.theme.name, theme] }
        if let catalogPath { options += [LayoutCommand.strings.name, catalogPath] }
        if device != .iphone { options += [LayoutCommand.device.name, device.rawValue] }
        return options + fonts.arguments
    }
}
