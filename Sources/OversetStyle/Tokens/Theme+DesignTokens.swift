import Foundation
internal import OversetPlumbing

extension Theme {
    /// Loads a theme from a W3C Design Tokens (DTCG) file, as Figma token exporters write it.
    ///
    /// Every token of type `typography` becomes a text style named by its path without the
    /// top-level group (`typography.body` → `body`). `spacing.xs`…`xxl`, `radius.sm`…`xl` and
    /// `components.card.padding` (and the other `ComponentTokens` names) set the tokens; other
    /// tokens are ignored. A typography token's `$extensions.overset` may give `textStyle` (the
    /// Dynamic Type style it scales with), `dynamicType: false` (a fixed size), `lineSpacing` and
    /// `maximumPointSize`. The root's `$extensions.overset` may give `name`, `defaultTracking`,
    /// `systemFont` (`inter` or `sfPro`), `roundedFamily`, `serifFamily` and `monospacedFamily`
    /// (the families of the system font's designs), `customSizeScaling` (`fontMetrics` or
    /// `textStyleRatio`) and `presets`: preset name → a token tree that overrides tokens by path.
    /// See docs/themes.md.
    ///
    /// - Parameter path: the JSON file.
    /// - Throws: `OversetStyleError.invalidTokenFile` naming the file, the token path and the problem.
    public init(designTokensAt path: String) throws(OversetStyleError) {
        try self.init(designTokens: try TokenFileReader(file: path).readFile(path), file: path)
    }

    /// Loads a theme from the bytes of a DTCG token file.
    ///
    /// - Parameters:
    ///   - data: the file's JSON.
    ///   - file: the file's name, for error messages and as the default theme name.
    /// - Throws: `OversetStyleError.invalidTokenFile` naming the file, the token path and the problem.
    public init(designTokens data: Data, file: String) throws(OversetStyleError) {
        let root = try TokenFileReader(file: file).parse(data)
        guard var members = root.members else {
            throw .invalidTokenFile(file: file, tokenPath: "", problem: "expected an object of token groups, got \(root.summary)")
        }
        // A Tokens Studio export: its sets merged, its themes as presets (docs/themes.md).
        var dialect = DesignTokenTree.Dialect.dtcg
        var origins: [String: String] = [:]
        var exportedPresets: [(name: String, location: String, tree: [String: JSONTree])] = []
        if TokensStudioExport.isExport(members) {
            let export = try TokensStudioExport(root: members, file: file)
            members = export.base
            exportedPresets = export.presets.map { (name: $0.0, location: "$themes.\($0.0).", tree: $0.1) }
            dialect = .tokensStudio
            origins = export.origins
        }
        let settings = try TokenFileSettings(root: members, file: file)
        let warnings = DesignTokenTree.Warnings()
        let base = try DesignTokenTree(root: members, file: file, dialect: dialect, warnings: warnings, origins: origins)
        let defaultParts = try ThemeParts(tree: base)
        var presets: [ThemePreset] = []
        let ownPresets = settings.presets.map { (name: $0.0, location: "$extensions.overset.presets.\($0.0).", tree: $0.1) }
        for (name, location, overrides) in ownPresets + exportedPresets {
            let overrideTree = try DesignTokenTree(
                root: overrides, file: file, locationPrefix: location, inheritedTypes: base.types, dialect: dialect, warnings: warnings)
            let parts = try ThemeParts(tree: base.merging(overrideTree))
            presets.append(
                ThemePreset(
                    name, styles: parts.styles, spacing: parts.spacing, radius: parts.radius,
                    components: parts.components))
        }
        guard !defaultParts.styles.isEmpty else {
            throw .invalidTokenFile(file: file, tokenPath: "", problem: "no token has $type \"typography\", so the theme has no text styles")
        }
        do {
            try self.init(
                name: settings.name ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
                styles: defaultParts.styles, spacing: defaultParts.spacing, radius: defaultParts.radius,
                components: defaultParts.components, presets: presets,
                defaultTracking: settings.defaultTracking, systemFont: settings.systemFontWithDesigns)
            customSizeScaling = settings.customSizeScaling
            self.warnings = warnings.messages
        } catch {
            throw .invalidTokenFile(file: file, tokenPath: "", problem: error.description)
        }
    }

}

/// The root `$extensions.overset` object of a token file.
private struct TokenFileSettings {
    var name: String?
    var defaultTracking = DefaultTracking.automatic
    var systemFont = SystemFont.inter
    var customSizeScaling = CustomSizeScaling.fontMetrics
    var presets: [(String, [String: JSONTree])] = []
    /// `roundedFamily`, `serifFamily`, `monospacedFamily`: the families of the system font's designs.
    var designFamilies: [String: String] = [:]

    /// `systemFont` with the design families set.
    var systemFontWithDesigns: SystemFont {
        var font = systemFont
        font.roundedFamily = designFamilies["roundedFamily"] ?? font.roundedFamily
        font.serifFamily = designFamilies["serifFamily"] ?? font.serifFamily
        font.monospacedFamily = designFamilies["monospacedFamily"] ?? font.monospacedFamily
        return font
    }

    init(root: [String: JSONTree], file: String) throws(OversetStyleError) {
        guard let extensions = root["$extensions"]?.members?["overset"] else { return }
        let location = "$extensions.overset"
        func fail(_ key: String, _ problem: String) -> OversetStyleError {
            .invalidTokenFile(file: file, tokenPath: "\(location).\(key)", problem: problem)
        }
        guard let settings = extensions.members else {
            throw .invalidTokenFile(file: file, tokenPath: location, problem: "expected an object, got \(extensions.summary)")
        }
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("name", .string(let name)):
                self.name = name
            case ("defaultTracking", .string(let text)):
                guard let tracking = DefaultTracking(rawValue: text) else {
                    throw fail(key, "expected one of \(DefaultTracking.allCases.map(\.rawValue).joined(separator: ", ")), got \(value.summary)")
                }
                defaultTracking = tracking
            case ("systemFont", .string(let text)):
                switch text.lowercased() {
                case "inter": systemFont = .inter
                case "sfpro", "sf pro", "sf-pro": systemFont = .sfPro
                default: throw fail(key, "expected \"inter\" or \"sfPro\", got \(value.summary)")
                }
            case ("roundedFamily", .string(let text)), ("serifFamily", .string(let text)), ("monospacedFamily", .string(let text)):
                let name = text.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, name.count <= SystemFont.maximumFamilyNameLength else {
                    throw fail(key, "expected a font family name of 1 to \(SystemFont.maximumFamilyNameLength) characters, got \(value.summary)")
                }
                designFamilies[key] = name
            case ("customSizeScaling", .string(let text)):
                guard let scaling = CustomSizeScaling(rawValue: text) else {
                    throw fail(key, "expected one of \(CustomSizeScaling.allCases.map(\.rawValue).joined(separator: ", ")), got \(value.summary)")
                }
                customSizeScaling = scaling
            case ("presets", .object(let presets)):
                for (name, tree) in presets.sorted(by: { $0.key < $1.key }) {
                    guard let members = tree.members else { throw fail("presets.\(name)", "expected a token tree, got \(tree.summary)") }
                    self.presets.append((name, members))
                }
            case ("name", _), ("defaultTracking", _), ("systemFont", _), ("customSizeScaling", _), ("presets", _), ("roundedFamily", _),
                ("serifFamily", _), ("monospacedFamily", _):
                throw fail(key, "has the wrong type: \(value.summary)")
            default:
                throw fail(
                    key,
                    "unknown setting; expected name, defaultTracking, systemFont, roundedFamily, serifFamily, monospacedFamily, customSizeScaling or presets")
            }
        }
    }
}

/// Reads design token files; every failure is an `OversetStyleError.invalidTokenFile` naming the
/// file and token path.
typealias TokenFileReader = JSONTreeReader<OversetStyleError>

extension JSONTreeReader where Failure == OversetStyleError {
    init(file: String) {
        self.init { path, problem in .invalidTokenFile(file: file, tokenPath: path, problem: problem) }
    }
}
