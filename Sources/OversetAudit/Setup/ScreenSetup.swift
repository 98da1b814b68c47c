import Foundation
import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// The screens of spec files with their themes, what each spec's matrix chooses, and the String
/// Catalog: what `overset layout` and `overset audit` both read, the same way, so that a layout
/// reproduces an audit's finding.
public struct ScreenSetup: Sendable {
    /// The screens to lay out, in spec order.
    public var screens: [AuditScreen] = []
    /// Each spec file with what its matrix chooses, for `AuditMatrix(specs:commandLine:screens:)`.
    public var specChoices: [(file: String, choices: AuditMatrix.Choices?)] = []
    public var catalog: StringCatalog?
    /// The specs' and themes' warnings (a key or token read one way where it could mean
    /// another), each once, in the order met.
    public var warnings: [String] = []

    /// The bundled example gallery: `$OVERSET_EXAMPLES_DIR/gallery.json`, else beside the
    /// binary as installed or copied, else in the checkout (docs/install.md).
    public static var galleryPath: String {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
        let directory = ResourceLocation.directory(named: "Examples", variable: "OVERSET_EXAMPLES_DIR", checkout: checkout)
        return URL(fileURLWithPath: directory).appendingPathComponent("gallery.json").path
    }

    /// Reads the specs (the gallery when there are none), their themes and matrices, and the catalog.
    ///
    /// - Parameters:
    ///   - names: the screens to keep, in spec order (nil: all).
    ///   - theme: the theme of screens that name none.
    ///   - device: whose device variations the catalog gives.
    /// - Throws: `AuditError.screenSelection` for two screens of one name or a name no spec has;
    ///   the readers' errors (`OversetSpecError`, `OversetStyleError`, `AuditError`) for bad files.
    public init(specPaths: [String], names: [String]? = nil, theme: String, catalogPath: String?, device: StringCatalog.Device) throws {
        var themes = ThemeArgument.Cache()
        var allNames: [String] = []
        for path in specPaths.isEmpty ? [Self.galleryPath] : specPaths {
            let spec = try LayoutSpec(contentsOf: path)
            warnings += spec.warnings
            specChoices.append((path, try AuditMatrix.Choices(spec: spec)))
            for screen in spec.screens {
                guard !allNames.contains(screen.name) else {
                    throw AuditError.screenSelection("two specs have a screen named '\(screen.name)'; screen names must be unique in an audit")
                }
                allNames.append(screen.name)
                guard names?.contains(screen.name) ?? true else { continue }
                let screenTheme = try themes.load(screen.theme ?? theme, relativeTo: path)
                warnings += screenTheme.warnings.filter { !warnings.contains($0) }
                screens.append(
                    AuditScreen(
                        name: screen.name, body: screen.body, theme: screenTheme, preset: screen.preset, width: screen.width,
                        source: specPaths.isEmpty ? nil : path))
            }
        }
        if let names, let unknown = names.first(where: { name in !screens.contains { $0.name == name } }) {
            let files = specPaths.isEmpty ? "the gallery" : specPaths.joined(separator: ", ")
            throw AuditError.screenSelection("no screen named '\(unknown)' in \(files); the screens are \(allNames.joined(separator: ", "))")
        }
        catalog = try catalogPath.map { path throws(AuditError) in try StringCatalog(contentsOf: path, device: device) }
    }
}
