import Foundation
import OversetLayout
internal import OversetPlumbing
import OversetStyle
import OversetSwiftSource

/// The screens of spec files with their themes, what each spec's matrix chooses, and the String
/// Catalog: what `overset layout` and `overset audit` both read, the same way, so that a layout
/// reproduces an audit's finding.
public struct ScreenSetup: Sendable {
    /// The screens to lay out, in spec order.
    public var screens: [AuditScreen] = []
    /// Each spec file with what its matrix chooses, for `AuditMatrix(specs:commandLine:screens:)`.
    public var specChoices: [(file: String, choices: AuditMatrix.Choices?)] = []
    public var catalog: StringCatalog?
    /// The specs' severity rules, in spec order (`severity`; an audit puts the command line's first).
    public var severityPolicy = SeverityPolicy()
    /// The specs' and themes' warnings (a key or token read one way where it could mean
    /// another), each once, in the order met.
    public var warnings: [String] = []
    /// How many Swift files were skipped because the toolchain failed on them (each has a warning).
    public var unreadSwiftFiles = 0
    /// The SwiftUI source read, for the audit's coverage of it; nil when no Swift file was given.
    public var swiftUI: SwiftUIScreens?

    /// What reading SwiftUI source takes: the `#if` configuration, and view types to audit with
    /// sample values besides the previews (`--view`).
    public struct SwiftOptions: Sendable {
        public var conditions: CompilationConditions
        public var viewTypes: [String]

        public init(conditions: CompilationConditions = .iOSDebug, viewTypes: [String] = []) {
            self.conditions = conditions
            self.viewTypes = viewTypes
        }
    }

    /// Whether a path names Swift source (a `.swift` file, or a directory searched for them)
    /// rather than a JSON spec (a directory named `*.json` is a spec path given by mistake, and
    /// is refused as one).
    public static func isSwiftSource(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if path.hasSuffix(".swift") { return true }
        return !path.hasSuffix(".json") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

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
    public init(
        specPaths: [String], names: [String]? = nil, theme: String, themeIsGiven: Bool = true, catalogPath: String?, device: StringCatalog.Device,
        swift: SwiftOptions = SwiftOptions()
    ) throws {
        var themes = ThemeArgument.Cache()
        var allNames: [String] = []
        let swiftPaths = specPaths.filter(Self.isSwiftSource)
        if !swiftPaths.isEmpty {
            try readSwiftUI(swiftPaths, options: swift, theme: themeIsGiven ? theme : nil, themes: &themes, names: &allNames)
        } else if !swift.viewTypes.isEmpty {
            throw AuditError.screenSelection("--view builds a view type of SwiftUI source; give the Swift files or directories it is in")
        }
        // The command line's theme is read before any screen, and relative to the working
        // directory: when every screen names its own, an unknown `--theme` was once ignored
        // (issue 34), and a relative one was looked for beside each spec.
        let givenTheme = themeIsGiven ? try themes.load(theme) : nil
        let specs = specPaths.isEmpty ? [Self.galleryPath] : specPaths.filter { !Self.isSwiftSource($0) }
        for path in specs {
            let spec = try LayoutSpec(contentsOf: path)
            warnings += spec.warnings
            specChoices.append((path, try AuditMatrix.Choices(spec: spec)))
            severityPolicy.rules += try SeverityPolicy(spec: spec).rules
            for screen in spec.screens {
                guard !allNames.contains(screen.name) else {
                    throw AuditError.screenSelection("two specs have a screen named '\(screen.name)'; screen names must be unique in an audit")
                }
                allNames.append(screen.name)
                guard names?.contains(screen.name) ?? true else { continue }
                let screenTheme: Theme
                if let own = screen.theme {
                    screenTheme = try themes.load(own, relativeTo: path)
                } else {
                    screenTheme = try givenTheme ?? themes.load(theme, relativeTo: path)
                }
                warnings += screenTheme.warnings.filter { !warnings.contains($0) }
                screens.append(
                    AuditScreen(
                        name: screen.name, body: screen.body, theme: screenTheme, preset: screen.preset, width: screen.width, devices: screen.devices,
                        source: specPaths.isEmpty ? nil : path))
            }
        }
        if let names {
            // Only the screens named (previews are all read before the names are known).
            screens = screens.filter { names.contains($0.name) }
        }
        if let names, let unknown = names.first(where: { name in !screens.contains { $0.name == name } }) {
            let files = specPaths.isEmpty ? "the gallery" : specPaths.joined(separator: ", ")
            throw AuditError.screenSelection("no screen named '\(unknown)' in \(files); the screens are \(allNames.joined(separator: ", "))")
        }
        if !swiftPaths.isEmpty, screens.isEmpty {
            // An audit of nothing would pass; a source tree without previews is a mistake to say.
            throw AuditError.screenSelection(
                "no screens: \(Self.list(swiftPaths)) declare no #Preview or PreviewProvider preview; "
                    + "add one, or name a view type to build with sample values (--view TypeName)")
        }
        catalog = try catalogPath.map { path throws(AuditError) in try StringCatalog(contentsOf: path, device: device) }
    }

    /// The previews (and `--view` types) of Swift files and directories, as screens: a file that
    /// imports DesignFoundation in DesignFoundation's theme, others in Apple's, unless a theme is given.
    private mutating func readSwiftUI(
        _ paths: [String], options: SwiftOptions, theme: String?, themes: inout ThemeArgument.Cache, names: inout [String]
    ) throws {
        let parser = try SwiftSourceParser(conditions: options.conditions)
        let outcome = try parser.parse(files: try SwiftSourceParser.swiftFiles(in: paths))
        let parsed = try outcome.filesOrFirstFailure()
        unreadSwiftFiles = outcome.failures.count
        warnings += outcome.failures.prefix(20).map { "skipped \($0)" }
        if outcome.failures.count > 20 { warnings.append("skipped \(outcome.failures.count - 20) more Swift files that could not be read") }
        let screens = SwiftUIScreens(files: parsed)
        swiftUI = screens
        var selected = screens.previews
        for name in options.viewTypes {
            guard let viewType = screens.viewType(named: name) else {
                throw AuditError.screenSelection(
                    "no view type named '\(name)' in \(paths.joined(separator: ", ")); "
                        + (screens.viewTypeNames.isEmpty ? "the files declare none" : "the view types are \(Self.list(screens.viewTypeNames))"))
            }
            var screen = viewType
            // A preview may carry its view's name; the view built with samples is then told apart.
            if selected.contains(where: { $0.name == screen.name }) { screen.name += " (view)" }
            selected.append(screen)
        }
        let designSystemFiles = Set(parsed.filter { $0.imports("DesignFoundation") }.map(\.source.path))
        for screen in selected {
            guard !names.contains(screen.name) else {
                throw AuditError.screenSelection("two screens are named '\(screen.name)'; screen names must be unique in an audit")
            }
            names.append(screen.name)
            let themeName = theme ?? (designSystemFiles.contains(screen.location.file) ? "designFoundation" : "apple")
            let screenTheme = try themes.load(themeName)
            warnings += screenTheme.warnings.filter { !warnings.contains($0) }
            self.screens.append(AuditScreen(preview: screen, of: screens, theme: screenTheme, source: screen.location.file))
        }
    }

    /// Names for a message: all of a few, the first twenty of many.
    static func list(_ names: [String]) -> String {
        names.count <= 20 ? names.joined(separator: ", ") : names.prefix(20).joined(separator: ", ") + " and \(names.count - 20) more"
    }
}
