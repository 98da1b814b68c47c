#if canImport(XCTest)
    import OversetAudit
    import OversetLayout
    import OversetStyle
    import XCTest

    /// Fails the test (at the caller's line) when `view` truncates, overflows or clips at any of
    /// the categories, presets, widths and locales given.
    ///
    /// - Parameters:
    ///   - locales: BCP 47 tags; `en-XA` and `ar-XB` are pseudo-locales. Texts given by key come
    ///     from `catalog` in each.
    ///   - layoutDirection: nil takes it from each locale.
    ///   - legibilityWeights: `[.regular, .bold]` also tests the Bold Text setting.
    ///   - devices: devices to lay out on in place of the widths (`DeviceScreen.named(_:)`): a view
    ///     that does not scroll must also fit each one's safe-area height.
    ///   - severity: the lowest severity that fails (warnings: scaled, atRisk, hazard).
    ///   - kinds: only these kinds fail (nil: all).
    ///   - policy: rules that raise or lower kinds' severities, as `overset audit --severity`
    ///     does (the screen is named `Test`); a failure names the rule that applied.
    public func assertFits(
        _ view: @autoclosure () throws -> some View, width: Double = 375, widths: [Double]? = nil,
        categories: [DynamicTypeSize] = .all, presets: [String?] = [nil], theme: Theme? = nil,
        locales: [String] = ["en"], catalog: StringCatalog? = nil, layoutDirection: LayoutDirection? = nil,
        legibilityWeights: [LegibilityWeight] = [.regular], devices: [DeviceScreen] = [],
        severity: Diagnostic.Severity = .error, kinds: Set<Diagnostic.Kind>? = nil, policy: SeverityPolicy = SeverityPolicy(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // Resolved once, so that the failure names the theme the layout used.
        let theme = theme ?? Overset.defaultTheme
        do {
            let sweep = try Overset.sweep(
                try view(), widths: widths ?? [width], categories: categories, presets: presets, theme: theme, locales: locales,
                catalog: catalog, layoutDirection: layoutDirection, legibilityWeights: legibilityWeights, devices: devices)
            if let message = FailureMessage.fitFailure(sweep, theme: theme, severity: severity, kinds: kinds, policy: policy) {
                XCTFail(message, file: file, line: line)
            }
        } catch {
            XCTFail(FailureMessage.layoutError(error, theme: theme), file: file, line: line)
        }
    }

    /// Fails the test when any text of `view` truncates at any of the categories and locales given.
    public func assertNoTruncation(
        _ view: @autoclosure () throws -> some View, width: Double = 375,
        categories: [DynamicTypeSize] = .all, presets: [String?] = [nil], theme: Theme? = nil,
        locales: [String] = ["en"], catalog: StringCatalog? = nil, policy: SeverityPolicy = SeverityPolicy(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertFits(
            try view(), width: width, categories: categories, presets: presets, theme: theme, locales: locales, catalog: catalog,
            kinds: [.truncated], policy: policy, file: file, line: line)
    }

    /// Lays `view` out and hands it to `body` for queries (`layout["title"].lineCount`); failures
    /// inside point at the caller.
    public func assertLayout(
        _ view: @autoclosure () throws -> some View, width: Double = 375, category: DynamicTypeSize = .large,
        preset: String? = nil, theme: Theme? = nil, locale: String = "en", catalog: StringCatalog? = nil,
        layoutDirection: LayoutDirection? = nil, legibilityWeight: LegibilityWeight = .regular,
        file: StaticString = #filePath, line: UInt = #line,
        _ body: (LayoutProbe) throws -> Void
    ) {
        // Resolved once, so that the failure names the theme the layout used.
        let theme = theme ?? Overset.defaultTheme
        do {
            let result = try Overset.layout(
                try view(), width: width, category: category, preset: preset, theme: theme, locale: locale, catalog: catalog,
                layoutDirection: layoutDirection, legibilityWeight: legibilityWeight)
            try body(LayoutProbe(result) { XCTFail($0, file: file, line: line) })
        } catch {
            XCTFail(FailureMessage.layoutError(error, theme: theme), file: file, line: line)
        }
    }
#endif
