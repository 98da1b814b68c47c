import OversetLayout
import OversetStyle

/// An app's SwiftUI source as screens: each `#Preview` and each `PreviewProvider`'s previews, or
/// a view type built with sample values; each evaluated into a view tree per environment.
public struct SwiftUIScreens: Sendable {
    /// One screen: a preview, or a view type.
    public struct Screen: Hashable, Sendable {
        /// `#Preview("Name")`'s name, else the file and line (`PaymentCell.swift:120`); a view
        /// type's name.
        public var name: String
        /// Where it is declared.
        public var location: SourceLocation
        let origin: Origin

        enum Origin: Hashable, Sendable {
            case preview(Int)
            case viewType(String)
        }
    }

    /// A screen's tree in one environment, what it depends on, and what was not understood.
    public struct Evaluation: Sendable {
        public var tree: ViewNode
        /// The environment's values the evaluation read: every environment that agrees on them
        /// has the same tree.
        public var dependence: LayoutEnvironment.Dependence
        /// What was not understood or was assumed, in source order.
        public var notes: [EvaluationNote]
        /// Every view and modifier call site evaluated, and whether it was understood.
        public var callSites: [SourceLocation: Bool]

        public init(tree: ViewNode, dependence: LayoutEnvironment.Dependence, notes: [EvaluationNote], callSites: [SourceLocation: Bool]) {
            self.tree = tree
            self.dependence = dependence
            self.notes = notes
            self.callSites = callSites
        }
    }

    let index: DeclarationIndex
    /// The previews, in file order, named.
    public let previews: [Screen]

    /// The screens of parsed files.
    package init(files: [ParsedFile]) {
        index = DeclarationIndex(files: files)
        var screens: [Screen] = []
        var taken: Set<String> = []
        for (position, preview) in index.previews.enumerated() {
            let fileName = String(preview.location.file.split(separator: "/").last ?? "")
            var name = preview.displayName ?? "\(fileName):\(preview.location.line)"
            // Two previews of one name in different files are told apart by where they are.
            if taken.contains(name) { name += " (\(fileName):\(preview.location.line))" }
            taken.insert(name)
            screens.append(Screen(name: name, location: preview.location, origin: .preview(position)))
        }
        previews = screens
    }

    /// The app's view types, by name.
    public var viewTypeNames: [String] { index.viewTypes.map(\.name) }

    /// The screen of the view type `name`, built with sample values (`--view`), or nil when no
    /// view type has that name.
    public func viewType(named name: String) -> Screen? {
        guard let type = index.type(named: name), type.conforms(to: "View") || type.computedProperties["body"] != nil else { return nil }
        return Screen(name: name, location: type.location ?? SourceLocation(file: "", line: 1, column: 1), origin: .viewType(type.name))
    }

    /// `screen` evaluated in `environment`.
    ///
    /// - Parameter scaling: how `@ScaledMetric` values scale (the screen's theme's curve).
    /// - Complexity: bounded by `Evaluator.stepBudget` steps.
    public func evaluate(_ screen: Screen, in environment: LayoutEnvironment, scaling: CustomSizeScaling = .fontMetrics) -> Evaluation {
        let file: SourceFile
        switch screen.origin {
        case .preview(let position): file = index.previews[position].file
        case .viewType(let name): file = index.type(named: name).flatMap { type in type.computedProperties["body"]?.file } ?? SourceFile(path: "", text: "")
        }
        let evaluator = Evaluator(index: index, environment: environment, scaling: scaling, file: file)
        var tree: ViewNode
        do {
            tree = try build(screen, with: evaluator)
        } catch {
            switch error {
            case .budgetExceeded(let location): evaluator.note(.budgetExceeded, at: location)
            case .tooDeep(let location): evaluator.note(.tooDeep, at: location)
            }
            tree = ViewNode(.color)
        }
        return Evaluation(tree: tree, dependence: evaluator.reads, notes: evaluator.notes, callSites: evaluator.callSites)
    }

    private func build(_ screen: Screen, with evaluator: Evaluator) throws(Evaluator.Stop) -> ViewNode {
        let value: SwiftValue
        switch screen.origin {
        case .preview(let position):
            value = try evaluator.run(index.previews[position].body, in: Scope(parent: nil)).value
        case .viewType(let name):
            let type = index.type(named: name)!
            let range = SourceRange.empty(at: 0)
            var instance = Instance(type: type.name, properties: [:])
            for property in type.storedProperties where property.value.initialValue == nil && property.value.attributes.isEmpty {
                if let name = property.value.name { instance.properties[name] = SampleValues.value(for: property.value.type) }
            }
            value = try evaluator.instantiate(type, instance.properties.map { CallArgument(label: $0.key, value: $0.value, range: range) }, at: range)
        }
        guard case .view(let node) = value else {
            evaluator.note(.unknownView("a preview that builds \(value.summary)"), at: screen.location)
            return ViewNode(.color)
        }
        return node
    }
}
