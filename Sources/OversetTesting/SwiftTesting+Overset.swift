#if canImport(Testing)
    import OversetLayout
    import OversetStyle
    import Testing

    /// Records an issue (at the caller's line) when `view` truncates, overflows or clips at any of
    /// the categories, presets and widths given; the Swift Testing twin of `assertFits`.
    ///
    /// - Parameters:
    ///   - severity: the lowest severity that fails (warnings: scaled, atRisk, hazard).
    ///   - kinds: only these kinds fail (nil: all).
    public func expectFits(
        _ view: @autoclosure () throws -> some View, width: Double = 375, widths: [Double]? = nil,
        categories: [DynamicTypeSize] = .all, presets: [String?] = [nil], theme: Theme? = nil,
        severity: Diagnostic.Severity = .error, kinds: Set<Diagnostic.Kind>? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let sweep = try Overset.sweep(try view(), widths: widths ?? [width], categories: categories, presets: presets, theme: theme)
            let failing = FailureMessage.failing(sweep.diagnostics, severity: severity, kinds: kinds)
            guard failing.isEmpty else {
                Issue.record(
                    Comment(rawValue: FailureMessage.describe(failing, heading: FailureMessage.heading(failing, layouts: sweep.layouts.count))),
                    sourceLocation: sourceLocation)
                return
            }
        } catch {
            Issue.record(Comment(rawValue: "could not lay the view out: \(error)"), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue when any text of `view` truncates at any of the categories given.
    public func expectNoTruncation(
        _ view: @autoclosure () throws -> some View, width: Double = 375,
        categories: [DynamicTypeSize] = .all, presets: [String?] = [nil], theme: Theme? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectFits(
            try view(), width: width, categories: categories, presets: presets, theme: theme, kinds: [.truncated],
            sourceLocation: sourceLocation)
    }

    /// Lays `view` out and hands it to `body` for `#expect`s (`layout["title"].lineCount == 2`);
    /// a missing id records an issue at the caller.
    public func expectLayout(
        _ view: @autoclosure () throws -> some View, width: Double = 375, category: DynamicTypeSize = .large,
        preset: String? = nil, theme: Theme? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (LayoutProbe) throws -> Void
    ) {
        do {
            let result = try Overset.layout(try view(), width: width, category: category, preset: preset, theme: theme)
            try body(LayoutProbe(result: result) { Issue.record(Comment(rawValue: $0), sourceLocation: sourceLocation) })
        } catch {
            Issue.record(Comment(rawValue: "could not lay the view out: \(error)"), sourceLocation: sourceLocation)
        }
    }
#endif
