import OversetText

extension AuditReport {
    /// The formats a report is written in (`overset audit --format`; docs/audit.md).
    public enum Format: String, CaseIterable, Sendable {
        /// One line per finding, errors first, for a terminal (`table(colors:)`).
        case table
        /// The stable JSON schema, a line of its own (`writeJSON(to:)`).
        case json
        /// JUnit XML for CI systems (`junit()`).
        case junit
        /// A pull-request comment (`markdown`).
        case markdown
        /// A page with a picture of each finding's first layout (`html(engine:)`).
        case html
        /// `path:line:column: error: …` lines, as compilers print them (`compilerDiagnostics`).
        case diagnostics

        /// Whether the format draws layouts, so that an audit written in it keeps them.
        public var drawsLayouts: Bool { self == .html }
    }

    /// Writes the report in `format`, piece by piece: JSON a failing case at a time, so that a
    /// catalog-scale report is never held whole; the others whole.
    ///
    /// - Parameters:
    ///   - colors: whether the table colours severities (for a terminal).
    ///   - engine: draws the HTML report's pictures.
    ///   - write: takes each piece in order.
    /// - Throws: what `write` throws.
    public func write<Failure: Error>(
        _ format: Format, colors: Bool = false, engine: TextEngine, to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        switch format {
        case .json:
            try writeJSON(to: write)
            try write("\n")
        case .table: try write(table(colors: colors))
        case .junit: try write(junit())
        case .markdown: try write(markdown)
        case .html: try write(html(engine: engine))
        case .diagnostics: try write(compilerDiagnostics)
        }
    }
}
