internal import OversetPlumbing

/// A laid-out screen: the frame tree and its diagnostics.
public struct LayoutResult: Hashable, Sendable {
    /// The screen's name.
    public var screen: String
    /// The environment it was laid out in.
    public var environment: LayoutEnvironment
    /// The root view.
    public var root: PlacedView

    /// Every diagnostic, in tree order.
    public var diagnostics: [Diagnostic] {
        root.allViews.flatMap(\.diagnostics)
    }

    /// The first view with `id`, searching depth first.
    public subscript(id: String) -> PlacedView? {
        root.allViews.first { $0.id == id }
    }

    /// A stable, indented text of the frame tree: one line per view with its frame (and text,
    /// lines and diagnostics), for review and for committing beside tests like a snapshot. Each
    /// line goes through `TerminalText.escaped`: a name or text with a control character, a line
    /// break or a bidirectional override shows it as `\u{1B}`, `\n`, … instead of acting on a
    /// terminal.
    public var outline: String {
        var lines = ["\(screen) — \(environment)"]
        func visit(_ view: PlacedView, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let name = view.path.split(separator: "/").last.map(String.init) ?? view.kind
            var line = indent + (view.role.map { "(\($0)) " } ?? "") + name + "  " + view.frame.description
            if view.contentFrame != view.frame { line += "  content " + view.contentFrame.description }
            if let text = view.text {
                let shown = text.measurement.lines.map(\.text).joined(separator: " ⏎ ")
                line +=
                    "  \(text.style.family) \(Rect.format(text.style.size))pt \(text.measurement.lineCount)/\(text.measurement.neededLineCount) lines \"\(shown)\""
            }
            lines.append(line)
            for diagnostic in view.diagnostics {
                lines.append(indent + "  ! \(diagnostic.kind.rawValue): \(diagnostic.message)")
            }
            for child in view.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }
}
