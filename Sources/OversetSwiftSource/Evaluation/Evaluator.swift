import OversetLayout
import OversetStyle

/// A small, safe interpreter of the parse tree: it evaluates a preview (or a view type) in one
/// environment into a view tree, the way SwiftUI would build it on a device in that environment.
///
/// It never builds or runs the user's code: it walks the tree, with values of its own
/// (`SwiftValue`), lexical scopes (`Scope`) and a step budget. What it cannot evaluate is never a
/// crash and never silent: a view it does not know is a flexible placeholder, a modifier it does
/// not know is left out, a value only the running app knows is unknown (a condition on it is
/// taken as true, so the content it guards is laid out and checked; a `switch` on it takes its
/// first case), and each is a note with its source location.
final class Evaluator {
    /// Why an evaluation stopped short of its end: the note says where, and the screen is laid
    /// out as one placeholder (a partial tree could pass where the whole would fail).
    enum Stop: Error {
        case budgetExceeded(SourceLocation)
        case tooDeep(SourceLocation)
    }

    /// The most steps one evaluation takes (an expression evaluated is a step): far past any
    /// real preview (the gallery's largest takes about 400), small enough that a preview that
    /// loops stops within a fraction of a second.
    static let stepBudget = 200_000
    /// The deepest nesting of calls (app functions, views' bodies, initializers): a view that
    /// contains itself stops here.
    static let maximumDepth = 64

    let index: DeclarationIndex
    let environment: LayoutEnvironment
    /// How `@ScaledMetric` scales with the Dynamic Type size (the screen's theme's curve).
    let scaling: CustomSizeScaling
    /// The file whose expressions are being evaluated (members of other files switch it).
    var file: SourceFile
    /// The app's view types, properties and functions the evaluation is inside, outermost first.
    var chain: [String] = []
    var steps = 0
    var depth = 0
    /// Which of the environment's values the evaluation read: a tree is reused for every
    /// environment that agrees on them.
    var reads: LayoutEnvironment.Dependence = []
    private(set) var notes: [EvaluationNote] = []
    /// Every call site evaluated, and whether it was understood.
    private(set) var callSites: [SourceLocation: Bool] = [:]

    init(index: DeclarationIndex, environment: LayoutEnvironment, scaling: CustomSizeScaling, file: SourceFile) {
        self.index = index
        self.environment = environment
        self.scaling = scaling
        self.file = file
    }

    /// The location of a node of the current file.
    func location(_ range: SourceRange) -> SourceLocation { file.location(of: range) }

    /// Counts one step.
    ///
    /// - Throws: `Stop.budgetExceeded` past the budget.
    func step(_ range: SourceRange) throws(Stop) {
        steps += 1
        guard steps <= Self.stepBudget else { throw .budgetExceeded(location(range)) }
    }

    /// Records what the evaluation could not understand, once per place and kind.
    func note(_ kind: EvaluationNote.Kind, at range: SourceRange) {
        note(kind, at: location(range))
    }

    /// Records a note at a location (of any file).
    func note(_ kind: EvaluationNote.Kind, at location: SourceLocation) {
        let note = EvaluationNote(kind: kind, location: location)
        if !notes.contains(note) { notes.append(note) }
    }

    /// Records a call site and whether it was understood.
    func recordCall(at range: SourceRange, understood: Bool) {
        let place = location(range)
        callSites[place] = (callSites[place] ?? true) && understood
    }

    /// Runs `body` one call deeper, in `file`, with `name` on the chain.
    ///
    /// - Throws: `Stop.tooDeep` past `maximumDepth`, and what `body` throws.
    func nested<Result>(
        _ name: String?, file: SourceFile? = nil, at range: SourceRange, _ body: () throws(Stop) -> Result
    ) throws(Stop) -> Result {
        guard depth < Self.maximumDepth else { throw .tooDeep(location(range)) }
        let savedFile = self.file
        let savedChain = chain
        depth += 1
        if let file { self.file = file }
        if let name { chain.append(name) }
        defer {
            depth -= 1
            self.file = savedFile
            chain = savedChain
        }
        return try body()
    }

    /// Where a view was written: the call's location and the chain that led there.
    func source(_ range: SourceRange, view name: String) -> SourceReference {
        let place = location(range)
        return SourceReference(file: place.file, line: place.line, column: place.column, viewChain: chain + [name])
    }
}

/// Something the evaluator did not understand or had to assume, with where.
public struct EvaluationNote: Hashable, Sendable, CustomStringConvertible {
    /// What was not understood or was assumed.
    public enum Kind: Hashable, Sendable {
        /// A view it does not know: laid out as a flexible placeholder.
        case unknownView(String)
        /// A modifier it does not know: left out.
        case unknownModifier(String)
        /// A function or initializer it does not know: its value is unknown.
        case unknownCall(String)
        /// A name that is not declared anywhere it can see.
        case unknownName(String)
        /// Syntax it does not read (a kind of expression or statement).
        case unsupportedSyntax(String)
        /// A condition or a loop on a value only the running app knows: the branch it took.
        case runtimeValue(String)
        /// Something it modelled approximately (baseline alignment as top).
        case approximated(String)
        /// The step budget ran out (a loop, or recursion).
        case budgetExceeded
        /// Calls nested too deep (a view that contains itself).
        case tooDeep
    }

    public var kind: Kind
    /// Where, in the Swift source.
    public var location: SourceLocation

    /// The name the note is about, for counts ("HStackLayout" 3 times).
    public var name: String {
        switch kind {
        case .unknownView(let name), .unknownModifier(let name), .unknownCall(let name), .unknownName(let name),
            .unsupportedSyntax(let name), .runtimeValue(let name), .approximated(let name):
            return name
        case .budgetExceeded: return "step budget"
        case .tooDeep: return "nesting"
        }
    }

    /// Whether the note means something was not understood (rather than assumed).
    public var isNotUnderstood: Bool {
        switch kind {
        case .unknownView, .unknownModifier, .unknownCall, .unknownName, .unsupportedSyntax, .budgetExceeded, .tooDeep: return true
        case .runtimeValue, .approximated: return false
        }
    }

    public var description: String {
        switch kind {
        case .unknownView(let name): return "\(location): view '\(name)' is not understood; laid out as a flexible placeholder"
        case .unknownModifier(let name): return "\(location): modifier '\(name)' is not understood; left out"
        case .unknownCall(let name): return "\(location): '\(name)' is not understood; its value is unknown"
        case .unknownName(let name): return "\(location): '\(name)' is not declared in the files read"
        case .unsupportedSyntax(let kind): return "\(location): \(kind) is not evaluated"
        case .runtimeValue(let what): return "\(location): \(what)"
        case .approximated(let what): return "\(location): \(what)"
        case .budgetExceeded: return "\(location): evaluation stopped after \(Evaluator.stepBudget) steps (a loop or a recursion?)"
        case .tooDeep: return "\(location): calls nested more than \(Evaluator.maximumDepth) deep (a view that contains itself?); stopped"
        }
    }
}
