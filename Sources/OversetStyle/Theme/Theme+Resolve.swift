extension Theme {
    /// Resolves a text style at a content size category under a preset.
    ///
    /// - Parameters:
    ///   - style: the style's name in this theme.
    ///   - category: the content size category (Large is the system default).
    ///   - preset: a preset name, or nil for "default".
    ///   - displayScale: pixels per point, for rounding scaled line heights (0 = no rounding).
    /// - Throws: `OversetStyleError.unknownStyle` or `.unknownPreset`, listing the valid names.
    /// - Complexity: O(1): two dictionary look-ups and a few multiplications.
    public func resolve(
        _ style: String, category: DynamicTypeSize = .large, preset: String? = nil,
        displayScale: Double = 3
    ) throws(OversetStyleError) -> ResolvedTextStyle {
        let presetName = preset ?? Self.defaultPresetName
        guard let styles = stylesByPreset[presetName] else {
            throw .unknownPreset(presetName, theme: name, known: presetNames)
        }
        guard let definition = styles[style] else {
            throw .unknownStyle(style, theme: name, known: styleNames)
        }
        return resolve(definition, category: category, displayScale: displayScale)
    }

    /// Resolves every style of a preset at every content size category, in ramp order.
    ///
    /// - Throws: `OversetStyleError.unknownPreset`.
    public func ramp(
        preset: String? = nil, categories: [DynamicTypeSize] = DynamicTypeSize.allCases,
        displayScale: Double = 3
    ) throws(OversetStyleError) -> [[ResolvedTextStyle]] {
        var rows: [[ResolvedTextStyle]] = []
        for style in styleNames {
            var row: [ResolvedTextStyle] = []
            for category in categories {
                row.append(try resolve(style, category: category, preset: preset, displayScale: displayScale))
            }
            rows.append(row)
        }
        return rows
    }

    /// The spacing scale of a preset.
    ///
    /// - Throws: `OversetStyleError.unknownPreset`.
    public func spacing(preset: String?) throws(OversetStyleError) -> SpacingScale {
        try presetValue(preset, \.spacing) ?? spacing
    }

    /// The radius scale of a preset.
    ///
    /// - Throws: `OversetStyleError.unknownPreset`.
    public func radius(preset: String?) throws(OversetStyleError) -> RadiusScale {
        try presetValue(preset, \.radius) ?? radius
    }

    /// The component tokens of a preset.
    ///
    /// - Throws: `OversetStyleError.unknownPreset`.
    public func components(preset: String?) throws(OversetStyleError) -> ComponentTokens {
        try presetValue(preset, \.components) ?? components
    }

    private func presetValue<Value>(_ preset: String?, _ keyPath: KeyPath<ThemePreset, Value?>) throws(OversetStyleError) -> Value? {
        guard let preset, preset != Self.defaultPresetName else { return nil }
        guard let found = presets.first(where: { $0.name == preset }) else {
            throw .unknownPreset(preset, theme: name, known: presetNames)
        }
        return found[keyPath: keyPath]
    }

    /// Resolves one definition: size by its scaling rule, weight, the system font stand-in,
    /// default plus style tracking, and the line height.
    func resolve(_ definition: TextStyleDefinition, category: DynamicTypeSize, displayScale: Double) -> ResolvedTextStyle {
        let size: Double
        var leading: Double?
        switch definition.size {
        case .textStyle(let style):
            let tableSize = style.pointSize(at: category)
            size = definition.maximumPointSize.map { min(tableSize, $0) } ?? tableSize
            // A clamped size keeps the leading's proportion to the size.
            leading = Self.pixelRounded(style.leading(at: category) * size / tableSize, displayScale: displayScale)
        case .custom(let points, let style):
            size = style.scaledFontSize(
                points, at: category, maximumPointSize: definition.maximumPointSize, scaling: customSizeScaling)
        case .fixed(let points):
            size = points
        }
        switch definition.lineHeight {
        case .points(let points)?:
            // A designed line height keeps its proportion to the font size as that scales (or is clamped).
            leading = Self.pixelRounded(points * size / definition.sizeAtLarge, displayScale: displayScale)
        case .multiple(let multiple)?:
            leading = Self.pixelRounded(multiple * size, displayScale: displayScale)
        case nil:
            break
        }
        let weight: TextWeight
        switch (definition.weight, definition.size) {
        case (.fixed(let fixed), _): weight = fixed
        case (.base, .textStyle(let style)): weight = style.weight
        case (.emphasized, .textStyle(let style)): weight = style.emphasizedWeight
        case (.base, _): weight = .regular
        case (.emphasized, _): weight = .bold
        }
        let family = definition.family.lowercased() == "system" ? systemFont.family(atSize: size) : definition.family
        return ResolvedTextStyle(
            name: definition.name, category: category, family: family, size: size, weight: weight,
            isItalic: definition.isItalic,
            tracking: defaultTracking.tracking(family: family, size: size) + definition.tracking.points(atFontSize: size),
            lineSpacing: definition.lineSpacing, leading: leading, textStyle: definition.size.textStyle)
    }

    static func pixelRounded(_ value: Double, displayScale: Double) -> Double {
        displayScale > 0 ? (value * displayScale).rounded() / displayScale : value
    }
}
