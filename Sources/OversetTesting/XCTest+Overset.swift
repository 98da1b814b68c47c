#if canImport(XCTest)
    import OversetLayout
    import OversetStyle
    import XCTest

    /// Fails the test (at the caller's line) when `view` truncates, overflows or clips at any of
    /// the categories, presets and widths given.
    ///
    /// - Parameters:
    ///   - severity: the lowest severity that fails (warnings: scaled, atRisk, hazard).
    ///   - kinds: only these kinds fail (nil: all).
    public func assertFits(
        _ view: @autoclosure () throws -> some View, width: Double = 375, widths: [Double]? = nil,
        categories: [DynamicTypeSize] = .all, presets: [String?] = [nil], theme: Theme? = nil,
        severity: Diagnostic.Severity = .error, kinds: Set<Diagnostic.Kind>? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let sweep = try Overset.sweep(try view(), widths: widths ?? [width], categories: categories, presets: presets, theme: theme)
            let failing = FailureMessage.failing(sweep.diagnostics, severity: severity, kinds: kinds)
            guard failing.isEmpty else {
                XCTFail(
                    FailureMessage.describe(failing, heading: FailureMessage.heading(failing, layouts: sweep.layouts.count)),
                    file: file, line: line)
                return
            }
        } catch {
            XCTFail("could not lay the view out: \(error)", file: file, line: line)
        }
    }

    /// Fails the test when any text of `view` truncates at any of the categories given.
    public func assertNoTruncation(
        _ view: @autoclosure () throws -> some View, width: Double = 375,
        categories: [DynamicTypeSize] = .all, presets: [String?] = [nil], theme: Theme? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertFits(
            try view(), width: width, categories: categories, presets: presets, theme: theme, kinds: [.truncated],
            file: file, line: line)
    }

    /// Lays `view` out and hands it to `body` for queries (`layout["title"].lineCount`); failures
    /// inside point at the caller.
    public func assertLayout(
        _ view: @autoclosure () throws -> some View, width: Double = 375, category: DynamicTypeSize = .large,
        preset: String? = nil, theme: Theme? = nil, file: StaticString = #filePath, line: UInt = #line,
        _ body: (LayoutProbe) throws -> Void
    ) {
        do {
            let result = try Overset.layout(try view(), width: width, category: category, preset: preset, theme: theme)
            try body(LayoutProbe(result: result) { XCTFail($0, file: file, line: line) })
        } catch {
            XCTFail("could not lay the view out: \(error)", file: file, line: line)
        }
    }
#endif
