import OversetLayout
import OversetSwiftSource

/// Each screen's localized trees for the environments of an audit, built before the parallel
/// part: one per locale for a tree that depends on nothing else; for a SwiftUI preview, one per
/// set of the environment's values its views read (a view that branches on
/// `isAccessibilitySize` has two), reused for every environment that agrees on them.
struct ScreenTrees {
    /// The trees of one evaluation's dependence, by the environment projected onto it (and the locale).
    private struct Entry {
        var dependence: LayoutEnvironment.Dependence
        var trees: [LayoutEnvironment: (tree: ViewNode, notes: [Localizer.Note])] = [:]
    }

    private var entries: [String: [Entry]] = [:]
    /// What the screens' Swift source did not evaluate, each once, in the order met.
    private(set) var sourceNotes: [EvaluationNote] = []
    private var seenSourceNotes: Set<EvaluationNote> = []
    /// Every view and modifier call site evaluated, and whether it was understood.
    private(set) var callSites: [SourceLocation: Bool] = [:]
    /// The localizer's notes of every tree.
    private(set) var translationNotes: Set<Localizer.Note> = []
    /// What the translation checks found in the translations the trees show.
    private(set) var translationFindings: Set<TranslationFinding> = []

    /// The trees of `screens` in `locales`, and for previews in the environments of `cases`.
    init(_ screens: [AuditScreen], locales: [String], cases: [AuditCase], localizer: Localizer) {
        // A tree that depends on nothing differs only by locale.
        for screen in screens where screen.preview == nil {
            for locale in locales { prepare(screen, in: LayoutEnvironment(locale: locale), localizer: localizer) }
        }
        let previews = Dictionary(uniqueKeysWithValues: screens.filter { $0.preview != nil }.map { ($0.name, $0) })
        guard !previews.isEmpty else { return }
        var seen: Set<Seen> = []
        for auditCase in cases {
            guard let screen = previews[auditCase.screen] else { continue }
            let environment = auditCase.environment.apartFromWidth
            guard seen.insert(Seen(screen: screen.name, environment: environment)).inserted else { continue }
            prepare(screen, in: environment, localizer: localizer)
        }
    }

    private struct Seen: Hashable {
        var screen: String
        var environment: LayoutEnvironment
    }

    /// Builds and localizes `screen`'s tree for `environment` unless one it has fits.
    private mutating func prepare(_ screen: AuditScreen, in environment: LayoutEnvironment, localizer: Localizer) {
        if tree(of: screen.name, in: environment) != nil { return }
        let evaluation = screen.tree(in: environment)
        for note in evaluation.notes where seenSourceNotes.insert(note).inserted { sourceNotes.append(note) }
        callSites.merge(evaluation.callSites) { $0 && $1 }
        let checked = localizer.localizeChecking(evaluation.tree, locale: environment.locale)
        translationNotes.formUnion(checked.notes)
        translationFindings.formUnion(checked.findings)
        let localized = (tree: checked.tree, notes: checked.notes)
        let key = environment.projected(onto: evaluation.dependence.union(.locale))
        var screenEntries = entries[screen.name] ?? []
        if let index = screenEntries.firstIndex(where: { $0.dependence == evaluation.dependence }) {
            screenEntries[index].trees[key] = localized
        } else {
            screenEntries.append(Entry(dependence: evaluation.dependence, trees: [key: localized]))
        }
        entries[screen.name] = screenEntries
    }

    /// The localized tree of `screen` in `environment`, and the translation notes it raised.
    func tree(of screen: String, in environment: LayoutEnvironment) -> (tree: ViewNode, notes: [Localizer.Note])? {
        for entry in entries[screen] ?? [] {
            if let found = entry.trees[environment.projected(onto: entry.dependence.union(.locale))] { return found }
        }
        return nil
    }
}
