import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText

/// Bundled fonts only, one engine, and small screens to audit.
enum Audits {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let engine: TextEngine = {
        do {
            return TextEngine(
                registry: try FontRegistry(
                    options: .init(
                        bundledFontsDirectory: root.appendingPathComponent("Fonts").path,
                        usesSystemFonts: false)))
        } catch {
            fatalError("bundled fonts must load in tests: \(error)")
        }
    }()

    static let solver = LayoutSolver(engine: engine)

    /// A card whose text has a fixed 44 pt height: fine at small sizes, truncated at large ones.
    static let fragile = AuditScreen(
        name: "Fragile",
        body: DFCard {
            DFText("Your subscription renews on 1 March.", style: "body").frame(height: 44).id("description")
        }.node, theme: .designFoundation)

    /// A screen that always fits.
    static let clean = AuditScreen(name: "Clean", body: VStack { Text("OK", style: "caption") }.node, theme: .designFoundation)

    static func run(
        _ screens: [AuditScreen], _ matrix: AuditMatrix, jobs: Int = 2, shard: Shard? = nil,
        catalog: StringCatalog? = nil
    ) throws -> AuditReport {
        try AuditRunner(solver: solver, localizer: Localizer(catalog: catalog), jobs: jobs).run(screens, matrix: matrix, shard: shard)
    }

    /// JSON text without the timings (the only part that differs between identical runs).
    static func jsonWithoutTimings(_ report: AuditReport) -> String {
        let text = report.json.text
        return String(text[..<text.range(of: ",\"timings\":")!.lowerBound])
    }
}
