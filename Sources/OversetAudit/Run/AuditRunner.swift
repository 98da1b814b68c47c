import Dispatch
import Foundation
import OversetLayout
internal import OversetPlumbing
import OversetText
import Synchronization

/// Runs an audit: every screen in every environment of the matrix, in parallel, with results in
/// matrix order whatever the number of threads.
public struct AuditRunner: Sendable {
    public let solver: LayoutSolver
    public let localizer: Localizer
    /// Worker threads (at least 1).
    public let jobs: Int
    /// Whether failing cases keep their layouts, which only the HTML report's pictures use;
    /// without them an audit's memory does not grow with the layouts that fail.
    public let keepsLayouts: Bool

    public init(
        solver: LayoutSolver, localizer: Localizer = Localizer(catalog: nil), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        keepsLayouts: Bool = true
    ) {
        self.solver = solver
        self.localizer = localizer
        self.jobs = max(1, jobs)
        self.keepsLayouts = keepsLayouts
    }

    /// Lays `screen` out in `environment` exactly as an audit does (localized for the
    /// environment's locale, then solved): what `overset layout` uses to reproduce a finding.
    ///
    /// - Returns: the layout, and the notes the screen's catalog keys raised in that locale.
    /// - Throws: `OversetLayoutError` when the screen cannot be laid out.
    public func layout(_ screen: AuditScreen, in environment: LayoutEnvironment) throws(OversetLayoutError) -> (LayoutResult, [Localizer.Note]) {
        let (tree, notes) = localizer.localize(screen.tree(in: environment).tree, locale: environment.locale)
        var prepared: PreparedScreen?
        return (try place(environment, of: screen, tree: { tree }, with: solver, prepared: &prepared).result, notes)
    }

    /// The one place a localized tree is solved, for runs and single layouts alike: built once
    /// per environment apart from its width (the last one built kept in `prepared`), then placed
    /// at the width. `tree` is asked for only to build.
    private func place(
        _ environment: LayoutEnvironment, of screen: AuditScreen, tree: () -> ViewNode, with solver: LayoutSolver,
        prepared: inout PreparedScreen?
    ) throws(OversetLayoutError) -> PlacedLayout {
        let apartFromWidth = environment.apartFromWidth
        if let prepared, prepared.screen == screen.name, prepared.environment == apartFromWidth {
            return try prepared.layout.place(width: environment.width)
        }
        // A bad width is the error even when the tree has one too, as `LayoutSolver.layout` has it.
        try PreparedLayout.checkWidth(environment.width, screen: screen.name)
        let built = try solver.prepare(tree(), name: screen.name, theme: screen.theme, environment: environment)
        prepared = PreparedScreen(screen: screen.name, environment: apartFromWidth, layout: built)
        return try built.place(width: environment.width)
    }

    /// Every case of `screens` in `matrix`, in matrix order (all shards).
    public func cases(_ screens: [AuditScreen], matrix: AuditMatrix) -> [AuditCase] {
        matrix.cases(for: screens.map { ($0.name, $0.preset, $0.width, $0.devices) })
    }

    /// Lays every case out (those of `shard` only, when given) and collects the diagnostics.
    ///
    /// - Parameter progress: called now and then with (cases done, cases to do), from any thread.
    /// - Throws: `AuditError.invalidMatrix`, or the `OversetLayoutError` of the first case (in
    ///   matrix order) that cannot be laid out.
    /// - Complexity: one layout per case, spread over `jobs` threads.
    public func run(
        _ screens: [AuditScreen], matrix: AuditMatrix, shard: Shard? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> AuditReport {
        try matrix.validate(for: screens)
        let start = Date()
        let all = cases(screens, matrix: matrix)
        let selected = shard.map { shard in all.filter { shard.contains($0.index) } } ?? all
        // Each screen is evaluated (a preview, per set of environment values its views read) and
        // localized before the parallel part.
        let trees = ScreenTrees(screens, locales: matrix.locales, cases: selected, localizer: localizer)
        let byName = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) })
        // Each worker keeps its own findings and hands them over once: no lock per case, and no
        // slot per case to collect serially after the parallel part.
        let handedOver = Locked([WorkerOutcomes]())
        let finished = Atomic<Int>(0)
        let fonts = Locked([String: Set<String>]())
        let next = Atomic<Int>(0)
        let chunks = Self.chunks(selected)
        let workers = min(jobs, max(1, chunks.count))
        // The first worker measures with the solver's engine; the others each with an engine of
        // their own over the same fonts, splitting a second engine's worth of caches between them
        // (`TextEngine.sibling`): workers take different screens, so they share little, and they
        // neither wait for one another's cache locks nor free one another's paragraphs.
        let siblingShare = 1 / Double(max(1, workers - 1))
        let statisticsBefore = solver.engine.statistics
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let workerSolver = worker == 0 ? solver : LayoutSolver(engine: solver.engine.sibling(share: siblingShare))
            // Each worker gathers fonts and outcomes on its own and hands them over once, off the hot path.
            var familiesByLocale: [String: Set<String>] = [:]
            // Most texts draw in the fonts of the one before (often one family): those add nothing.
            var lastAdded: (locale: String, families: [String])?
            var outcomes = WorkerOutcomes()
            defer {
                if worker > 0 { outcomes.statistics = workerSolver.engine.statistics }
                fonts.withLock { byLocale in
                    for (locale, families) in familiesByLocale { byLocale[locale, default: []].formUnion(families) }
                }
                handedOver.withLock { $0.append(outcomes) }
                // A worker's own engine holds thousands of cached words and paragraphs: freed on
                // another thread, so that the other workers and the audit's serial end do not
                // wait for it.
                if worker > 0 { DispatchQueue.global(qos: .utility).async { withExtendedLifetime(workerSolver) {} } }
            }
            while true {
                let chunk = next.add(1, ordering: .relaxed).oldValue
                guard chunk < chunks.count else { return }
                // A chunk is one screen's cases (`chunks`), each environment's widths together: each
                // environment builds once, and the screen and its trees are looked up once.
                let screen = byName[selected[chunks[chunk][0]].screen]!
                var prepared: PreparedScreen?
                for position in chunks[chunk] {
                    let auditCase = selected[position]
                    do throws(OversetLayoutError) {
                        let placed = try place(
                            auditCase.environment, of: screen, tree: { trees.tree(of: screen.name, in: auditCase.environment)!.tree },
                            with: workerSolver, prepared: &prepared)
                        // One walk of the views for both the diagnostics and the fonts; the frame
                        // tree is built only for a failing case that keeps it.
                        var diagnostics: [Diagnostic] = []
                        let locale = auditCase.environment.locale
                        placed.forEachView { viewDiagnostics, families in
                            // Most failing layouts have one view with diagnostics: its array is
                            // shared, not copied element by element.
                            if diagnostics.isEmpty { diagnostics = viewDiagnostics } else { diagnostics += viewDiagnostics }
                            guard let families, lastAdded.map({ $0.locale != locale || $0.families != families }) ?? true else { return }
                            familiesByLocale[locale, default: []].formUnion(families)
                            lastAdded = (locale, families)
                        }
                        if !diagnostics.isEmpty {
                            outcomes.failing.append(
                                (position, AuditReport.FailingCase(case: auditCase, diagnostics: diagnostics, layout: keepsLayouts ? placed.result : nil)))
                        }
                    } catch {
                        outcomes.record(error, at: position)
                    }
                    let done = finished.add(1, ordering: .relaxed).newValue
                    if done % 64 == 0 || done == selected.count { progress?(done, selected.count) }
                }
            }
        }
        let outcomes = handedOver.withLock { $0 }
        let failing = try WorkerOutcomes.merged(outcomes)
        var report = AuditReport(
            matrix: matrix,
            screens: screens.map { AuditReport.Screen(name: $0.name, preset: $0.preset, width: $0.width, devices: $0.devices, source: $0.source) },
            totalCaseCount: all.count,
            caseCount: selected.count, shard: shard,
            failingCases: failing,
            notes: trees.translationNotes.sorted { ($0.key, $0.locale, $0.message) < ($1.key, $1.locale, $1.message) },
            seconds: Date().timeIntervalSince(start), jobs: workers, systemFont: solver.engine.registry.systemFontDescription,
            fontsByLocale: fonts.withLock { $0 }.mapValues { $0.sorted() })
        report.fontSources = solver.engine.registry.fontSources
        report.translationFindings = TranslationFinding.sorted(trees.translationFindings)
        report.sourceNotes = trees.sourceNotes
        report.sourceCallSites = trees.callSites
        report.engineStatistics = outcomes.reduce(solver.engine.statistics - statisticsBefore) { $0 + $1.statistics }
        return report
    }
}

/// The tree last built for one of a screen's environments (apart from its width), to place at
/// each of its widths.
private struct PreparedScreen {
    var screen: String
    /// `LayoutEnvironment.apartFromWidth`.
    var environment: LayoutEnvironment
    var layout: PreparedLayout
}
