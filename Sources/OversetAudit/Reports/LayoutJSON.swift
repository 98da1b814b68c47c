import OversetLayout
package import OversetPlumbing
import OversetStyle

/// The JSON form of layouts and diagnostics (docs/layout.md lists the keys).
package enum LayoutJSON {
    package static func result(_ result: LayoutResult) -> JSONValue {
        .object([
            ("screen", .string(result.screen)),
            ("environment", environment(result.environment)),
            ("diagnosticCount", .integer(result.diagnostics.count)),
            ("root", view(result.root)),
        ])
    }

    package static func environment(_ environment: LayoutEnvironment) -> JSONValue {
        .object(AuditDimensions.environmentOrder.compactMap { $0.environmentMember(environment) })
    }

    package static func view(_ view: PlacedView) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(view.path)),
            ("id", view.id.map(JSONValue.string) ?? .null),
            ("kind", .string(view.kind)),
        ]
        if let role = view.role { members.append(("role", .string(role))) }
        members.append(("frame", rect(view.frame)))
        if view.contentFrame != view.frame { members.append(("contentFrame", rect(view.contentFrame))) }
        if let text = view.text {
            members.append(
                (
                    "text",
                    .object([
                        ("string", .string(text.string)),
                        ("family", .string(text.style.family)),
                        ("size", .number(text.style.size)),
                        ("weight", .integer(text.style.weight.value)),
                        ("lines", .array(text.measurement.lines.map { .string($0.text) })),
                        ("neededLines", .integer(text.measurement.neededLineCount)),
                        ("truncated", .bool(text.measurement.isTruncated)),
                        ("scaleApplied", .number(text.measurement.scaleApplied)),
                    ])
                ))
        }
        members.append(("diagnostics", .array(view.diagnostics.map { diagnostic($0) })))
        members.append(("children", .array(view.children.map(self.view))))
        return .object(members)
    }

    /// A diagnostic as JSON.
    ///
    /// - Parameter severity: the severity to write, the kind's own when nil (a report writes its
    ///   policy's).
    package static func diagnostic(_ diagnostic: Diagnostic, severity: String? = nil) -> JSONValue {
        // `source` only for screens read from Swift source, so that other reports read as before.
        .object(
            [
                ("kind", .string(diagnostic.kind.rawValue)),
                ("severity", .string(severity ?? diagnostic.severity.rawValue)),
                ("path", .string(diagnostic.path)),
                ("id", diagnostic.id.map(JSONValue.string) ?? .null),
                ("message", .string(diagnostic.message)),
                ("proposed", diagnostic.proposed.map(size) ?? .null),
                ("needed", diagnostic.needed.map(size) ?? .null),
                ("actual", diagnostic.actual.map(size) ?? .null),
                ("hiddenText", diagnostic.hiddenText.map(JSONValue.string) ?? .null),
                ("text", diagnostic.text.map(JSONValue.string) ?? .null),
                ("environment", environment(diagnostic.environment)),
            ] + (diagnostic.source.map { [("source", source($0))] } ?? []))
    }

    /// Where a view was written: file, line, column and the chain of view types.
    package static func source(_ source: SourceReference) -> JSONValue {
        .object([
            ("file", .string(source.file)), ("line", .integer(source.line)), ("column", .integer(source.column)),
            ("viewChain", .array(source.viewChain.map(JSONValue.string))),
        ])
    }

    /// Unbounded sides are null.
    package static func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    package static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
