import OversetStyle
import OversetText

/// Turns a `Text` node and the text settings around it into what the text engine measures.
struct TextResolution {
    let theme: Theme
    let environment: LayoutEnvironment

    /// The resolved style, attributed text and layout options of a text.
    ///
    /// - Parameters:
    ///   - style: the text's theme style, or nil for SwiftUI's default (body in the system font).
    ///   - inherited: the settings of the text's ancestors.
    ///   - own: the settings of the text's own modifiers, which always apply.
    func resolve(
        _ content: TextContent, style: String?, inherited: TextEnvironment, own: TextEnvironment,
        path: String
    ) throws(OversetLayoutError) -> (ResolvedTextStyle, AttributedText, TextLayoutOptions, Int?) {
        let settings = (style == nil ? inherited : inherited.forStyledText).overridden(by: own)
        var resolved: ResolvedTextStyle
        var (design, width) = (settings.fontDesign, settings.fontWidth)
        if let designed = own.font ?? (style == nil ? settings.font : nil) {
            let (font, ownDesign, ownWidth) = designed.withoutDesign
            (design, width) = (ownDesign ?? design, ownWidth ?? width)
            resolved = try resolve(font, path: path)
        } else if let style {
            resolved = try styled(style, path: path)
        } else {
            resolved = try resolve(.style(TextStyle.body.rawValue), appleOnly: true, path: path)
        }
        if let weight = settings.weight { resolved.weight = weight }
        // Bold Text makes the system font heavier (apps bold their own fonts themselves).
        let isSystemFont = resolved.family.lowercased() == "system" || resolved.family == theme.systemFont.family(atSize: resolved.size)
        if environment.legibilityWeight == .bold, isSystemFont { resolved.weight = resolved.weight.withBoldText }
        // A design draws the system font in the theme's family for it (the system font itself
        // when the theme names none); custom fonts keep their own.
        if isSystemFont, let design, let family = theme.systemFont.family(for: design, atSize: resolved.size), family != resolved.family {
            resolved.family = family
            resolved.tracking = theme.defaultTracking.tracking(family: family, size: resolved.size)
        }
        if settings.isItalic == true { resolved.isItalic = true }
        if let tracking = settings.tracking { resolved.tracking = tracking }
        if let lineSpacing = settings.lineSpacing { resolved.lineSpacing = lineSpacing }
        var attributes = resolved.textAttributes
        attributes.kerning = settings.kerning ?? 0
        if settings.hasMonospacedDigits == true { attributes.features.append(.monospacedDigits) }
        if let width { attributes.fontWidth = width.percent }
        let string = settings.textCase.map { $0.applied(to: content.string, locale: environment.locale) } ?? content.string
        let text =
            content.isMarkdown
            ? AttributedText(markdown: string, attributes: attributes)
            : AttributedText(string, attributes: attributes)
        var options = resolved.layoutOptions(displayScale: environment.displayScale)
        options.lineLimit = settings.lineLimit?.maximum
        options.truncationMode = settings.truncationMode ?? .tail
        options.minimumScaleFactor = settings.minimumScaleFactor ?? 1
        options.alignment = settings.alignment ?? .leading
        options.allowsTightening = settings.allowsTightening ?? false
        return (resolved, text, options, settings.lineLimit?.minimum)
    }

    /// A theme style by name; Apple's style of that name when the theme has none (reference
    /// code writes `DFText(…, style: .largeTitle)`).
    private func styled(_ name: String, path: String) throws(OversetLayoutError) -> ResolvedTextStyle {
        guard theme.styles.contains(where: { $0.name == name }) || TextStyle(parsing: name) == nil else {
            return try resolve(.style(name), appleOnly: true, path: path)
        }
        do {
            return try theme.resolve(
                name, category: environment.category, preset: environment.preset,
                displayScale: environment.displayScale)
        } catch {
            throw .style(error, path: path)
        }
    }

    /// A `.font(_:)` choice at the environment's category.
    private func resolve(_ font: FontChoice, appleOnly: Bool = false, path: String) throws(OversetLayoutError) -> ResolvedTextStyle {
        switch font {
        case .style(let name):
            if !appleOnly, theme.styles.contains(where: { $0.name == name }) { return try styled(name, path: path) }
            guard let appleStyle = TextStyle(parsing: name) else {
                // The theme's names, then Apple's that it lacks: each once (the Apple theme has them all).
                let apple = TextStyle.allCases.map(\.rawValue).filter { !theme.styleNames.contains($0) }
                throw .style(.unknownStyle(name, theme: theme.name, known: theme.styleNames + apple), path: path)
            }
            var apple = Theme.apple
            apple.defaultTracking = theme.defaultTracking
            apple.systemFont = theme.systemFont
            apple.customSizeScaling = theme.customSizeScaling
            do {
                return try apple.resolve(appleStyle.rawValue, category: environment.category, displayScale: environment.displayScale)
            } catch {
                throw .style(error, path: path)
            }
        case .system(let size, let weight):
            return fixed(family: theme.systemFont.family(atSize: size), size: size, weight: weight ?? .regular, textStyle: nil)
        case .custom(let family, let size, let relativeTo):
            let scaled = relativeTo?.scaledFontSize(size, at: environment.category, scaling: theme.customSizeScaling) ?? size
            let resolvedFamily = family.lowercased() == "system" ? theme.systemFont.family(atSize: scaled) : family
            return fixed(family: resolvedFamily, size: scaled, weight: .regular, textStyle: relativeTo)
        case .designed(let font, _, _):
            return try resolve(font, appleOnly: appleOnly, path: path)
        }
    }

    private func fixed(family: String, size: Double, weight: TextWeight, textStyle: TextStyle?) -> ResolvedTextStyle {
        ResolvedTextStyle(
            name: "custom", category: environment.category, family: family, size: size, weight: weight,
            isItalic: false, tracking: theme.defaultTracking.tracking(family: family, size: size),
            lineSpacing: 0, leading: nil, textStyle: textStyle)
    }
}
