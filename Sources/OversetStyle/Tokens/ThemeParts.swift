internal import OversetPlumbing

/// The styles and tokens one token tree (a theme or one of its presets) defines.
struct ThemeParts {
    var styles: [TextStyleDefinition] = []
    var spacing = SpacingScale()
    var radius = RadiusScale()
    var components = ComponentTokens()

    private static let typographyKeys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "fontStyle"]
    /// Figma exporters write these; they do not change the layout of a single paragraph.
    private static let ignoredKeys: Set = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    init(tree: DesignTokenTree) throws(OversetStyleError) {
        let values = DesignTokenValues(tree: tree)
        var names: [String: String] = [:]
        for (path, token) in tree.tokens.sorted(by: { $0.key < $1.key }) where token.type == "typography" {
            let components = path.split(separator: ".")
            let name = components.count > 1 ? components.dropFirst().joined(separator: ".") : path
            if let other = names.updateValue(path, forKey: name) {
                throw tree.error(at: token.location, "style name '\(name)' is also the name of \(other); rename one")
            }
            styles.append(try Self.style(name: name, token: token, tree: tree, values: values))
        }
        // A ramp reads largest first; equal sizes by name.
        styles.sort { $0.sizeAtLarge != $1.sizeAtLarge ? $0.sizeAtLarge > $1.sizeAtLarge : $0.name < $1.name }
        for (name, keyPath) in SpacingScale.tokens {
            if let value = try Self.dimension("spacing.\(name)", tree: tree, values: values) { spacing[keyPath: keyPath] = value }
        }
        for (name, keyPath) in RadiusScale.tokens {
            if let value = try Self.dimension("radius.\(name)", tree: tree, values: values) { radius[keyPath: keyPath] = value }
        }
        for (name, keyPath) in ComponentTokens.tokens {
            if let value = try Self.dimension("components.\(name)", tree: tree, values: values) { components[keyPath: keyPath] = value }
        }
        for (name, keyPath) in ComponentTokens.optionalTokens {
            if let value = try Self.dimension("components.\(name)", tree: tree, values: values) { components[keyPath: keyPath] = value }
        }
    }

    private static func dimension(_ path: String, tree: DesignTokenTree, values: DesignTokenValues) throws(OversetStyleError) -> Double? {
        guard let token = tree.tokens[path] else { return nil }
        let location = token.location + ".$value"
        let value = try values.dimension(try tree.resolved(token.value, at: location), at: location)
        guard value >= 0 else { throw tree.error(at: location, "expected 0 or more, got \(value)") }
        return value
    }

    private static func style(
        name: String, token: DesignTokenTree.Token, tree: DesignTokenTree,
        values: DesignTokenValues
    ) throws(OversetStyleError) -> TextStyleDefinition {
        let location = token.location + ".$value"
        guard let fields = try tree.resolved(token.value, at: location).members else {
            throw tree.error(at: location, "a typography token's value must be an object with fontFamily, fontSize, …; got \(token.value.summary)")
        }
        for key in fields.keys.sorted() where !typographyKeys.contains(key) && !ignoredKeys.contains(key) {
            throw tree.error(at: "\(location).\(key)", "unknown typography property; expected one of \(typographyKeys.joined(separator: ", "))")
        }
        let options = try StyleExtension(token.extensions["overset"], at: token.location + ".$extensions.overset", tree: tree)
        var style = TextStyleDefinition(name)
        let fontSize = try fields["fontSize"].map { value throws(OversetStyleError) in try values.fontSize(value, at: location + ".fontSize") }
        switch (options.textStyle, fontSize) {
        case (let textStyle?, nil): style.size = .textStyle(textStyle)
        case (let textStyle?, let points?): style.size = options.isDynamic ? .custom(points, relativeTo: textStyle) : .fixed(points)
        case (nil, let points?): style.size = options.isDynamic ? .custom(points, relativeTo: .body) : .fixed(points)
        case (nil, nil): throw tree.error(at: location, "needs a fontSize, or a textStyle in $extensions.overset")
        }
        if let family = fields["fontFamily"] { style.family = try values.fontFamily(family, at: location + ".fontFamily") }
        if let weight = fields["fontWeight"] {
            // Figma style names carry the slant ("Medium Italic"), as Tokens Studio exports them.
            if case .string(let name) = weight, let range = name.range(of: "italic", options: .caseInsensitive) {
                let upright = name.replacingCharacters(in: range, with: "").trimmingWhitespace
                style.weight = .fixed(upright.isEmpty ? .regular : try values.fontWeight(.string(upright), at: location + ".fontWeight"))
                style.isItalic = true
            } else {
                style.weight = .fixed(try values.fontWeight(weight, at: location + ".fontWeight"))
            }
        }
        if let spacing = fields["letterSpacing"] { style.tracking = try values.letterSpacing(spacing, at: location + ".letterSpacing") }
        if let height = fields["lineHeight"] { style.lineHeight = try values.lineHeight(height, at: location + ".lineHeight") }
        if let fontStyle = fields["fontStyle"] {
            guard case .string(let text) = fontStyle, ["italic", "oblique", "normal"].contains(text.lowercased()) else {
                throw tree.error(at: location + ".fontStyle", "expected \"normal\" or \"italic\", got \(fontStyle.summary)")
            }
            style.isItalic = text.lowercased() != "normal"
        }
        style.lineSpacing = options.lineSpacing
        style.maximumPointSize = options.maximumPointSize
        return style
    }
}

/// A typography token's `$extensions.overset` object.
private struct StyleExtension {
    var textStyle: TextStyle?
    var isDynamic = true
    var lineSpacing = 0.0
    var maximumPointSize: Double?

    init(_ json: JSONTree?, at location: String, tree: DesignTokenTree) throws(OversetStyleError) {
        guard let json else { return }
        guard let members = json.members else { throw tree.error(at: location, "expected an object, got \(json.summary)") }
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            let at = location + "." + key
            switch (key, value) {
            case ("textStyle", .string(let name)):
                guard let style = TextStyle(parsing: name) else {
                    throw tree.error(
                        at: at, "unknown text style \(value.summary); expected one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                textStyle = style
            case ("dynamicType", .bool(let dynamic)):
                isDynamic = dynamic
            case ("lineSpacing", .number(let points)) where points.isFinite && points >= 0:
                lineSpacing = points
            case ("maximumPointSize", .number(let points)) where points.isFinite && points > 0:
                maximumPointSize = points
            case ("textStyle", _), ("dynamicType", _), ("lineSpacing", _), ("maximumPointSize", _):
                throw tree.error(at: at, "invalid value \(value.summary)")
            default:
                throw tree.error(at: at, "unknown setting; expected textStyle, dynamicType, lineSpacing or maximumPointSize")
            }
        }
    }
}
