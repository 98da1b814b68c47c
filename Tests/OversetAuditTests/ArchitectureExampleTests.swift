import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// docs/architecture.md opens with one complete example; this runs it as written (bundled fonts
/// only) and checks what its comments say.
@Suite struct ArchitectureExampleTests {
    @Test func theExampleDoesWhatTheMapSays() throws {
        let solver = Audits.solver
        let card = DFCard { DFText("Your subscription renews on 1 March.", style: "body").frame(height: 44) }
        let layout = try solver.layout(
            card, theme: .designFoundation,
            environment: LayoutEnvironment(category: .accessibility3, width: 375))
        let truncated = try #require(layout.diagnostics.first { $0.kind == .truncated })
        guard case .truncated(let shown, let needed, .height(44), let shortfall?)? = truncated.cause else {
            Issue.record("expected truncation by a height of 44 pt, got \(String(describing: truncated.cause))")
            return
        }
        #expect(shown < needed)
        #expect(shortfall.dimension == .height && shortfall.points > 0)
        #expect(truncated.message.hasPrefix("shows \(shown) of \(needed) lines (a height of 44 pt); hidden: "))
        let screen = AuditScreen(name: "Renewal", body: card.node, theme: .designFoundation)
        let report = try AuditRunner(solver: solver).run([screen], matrix: AuditMatrix())
        let finding = try #require(report.findings.first { $0.kind == .truncated })
        #expect(report.findings.filter { $0.kind == .truncated }.count == 1, "one finding per view and kind")
        #expect(finding.environments.count > 1, "with every environment it occurs in")
    }
}
