import OversetLayout

/// How much of an app's SwiftUI source Overset understands (`overset coverage`), counted over
/// the code as written rather than over what previews reach: per file, the view types, the view
/// and modifier call sites understood or not, and the text call sites that lay out with nothing
/// unknown around them — the `Text`s whose containers and modifiers, as written around them,
/// are all understood: the share of a screen's text whose verdicts a team can trust.
public struct SourceCoverage: Sendable {
    /// One file's counts.
    public struct File: Hashable, Sendable {
        public var path: String
        public var viewTypes: Int = 0
        public var callSites: Int = 0
        public var understoodCallSites: Int = 0
        public var textSites: Int = 0
        /// Text call sites with nothing unknown around them.
        public var trustedTextSites: Int = 0
    }

    /// One name not understood, with how often and where first.
    public struct Unknown: Hashable, Sendable {
        public var name: String
        /// "view" or "modifier".
        public var kind: String
        public var count: Int
        public var first: SourceLocation
    }

    /// Per file, in the order given.
    public private(set) var files: [File] = []
    /// The names not understood, most frequent first.
    public private(set) var unknown: [Unknown] = []

    /// The totals over every file.
    public var total: File {
        files.reduce(into: File(path: "total")) { total, file in
            total.viewTypes += file.viewTypes
            total.callSites += file.callSites
            total.understoodCallSites += file.understoodCallSites
            total.textSites += file.textSites
            total.trustedTextSites += file.trustedTextSites
        }
    }

    /// The coverage of `screens`' files.
    public init(_ screens: SwiftUIScreens) {
        var unknownByName: [String: Unknown] = [:]
        var order: [String] = []
        for parsed in screens.index.files {
            var walker = CoverageWalker(index: screens.index, file: parsed.source)
            for declaration in parsed.declarations { walker.walk(declaration) }
            var counts = walker.counts
            counts.viewTypes = parsed.declarations.reduce(0) { $0 + Self.viewTypeCount($1) }
            files.append(counts)
            for (name, kind, location) in walker.unknown {
                let key = kind + "\u{0}" + name
                if unknownByName[key] == nil {
                    order.append(key)
                    unknownByName[key] = Unknown(name: name, kind: kind, count: 0, first: location)
                }
                unknownByName[key]!.count += 1
            }
        }
        unknown = order.map { unknownByName[$0]! }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }

    private static func viewTypeCount(_ declaration: Declaration) -> Int {
        guard case .type(let type) = declaration.kind else { return 0 }
        let own = type.kind != .extension && type.inheritedTypes.contains { $0 == "View" || $0 == "SwiftUI.View" } ? 1 : 0
        return own + type.members.reduce(0) { $0 + viewTypeCount($1) }
    }
}

/// Walks one file's syntax, classifying each view and modifier call site.
private struct CoverageWalker {
    let index: DeclarationIndex
    let file: SourceFile
    var counts: SourceCoverage.File
    var unknown: [(name: String, kind: String, location: SourceLocation)] = []

    init(index: DeclarationIndex, file: SourceFile) {
        self.index = index
        self.file = file
        counts = SourceCoverage.File(path: file.path)
    }

    /// The names of `Text`-like views: each is a text call site.
    static let textViews: Set<String> = ["Text", "DFText", "DFBadge", "DFButton", "DFToggle", "DFListRow"]

    mutating func walk(_ declaration: Declaration) {
        switch declaration.kind {
        case .type(let type): for member in type.members { walk(member) }
        case .variable(let variable):
            if let initial = variable.initialValue { walk(initial, trusted: true) }
            for accessor in variable.accessors { walk(accessor.body ?? [], trusted: true) }
        case .function(let function), .initializer(let function): walk(function.body ?? [], trusted: true)
        case .macroExpansion(let macro): for argument in macro.arguments { walk(argument.value, trusted: true) }
        case .topLevelCode(let statements): walk(statements, trusted: true)
        case .moduleImport, .enumCase, .typeAlias, .unknown: return
        }
    }

    mutating func walk(_ statements: [Statement], trusted: Bool) {
        for statement in statements { walk(statement, trusted: trusted) }
    }

    private mutating func walk(_ statement: Statement, trusted: Bool) {
        switch statement.kind {
        case .expression(let expression), .throw(let expression): walk(expression, trusted: trusted)
        case .declaration(let declaration): walk(declaration)
        case .return(let expression): if let expression { walk(expression, trusted: trusted) }
        case .if(let statement): walk(statement, trusted: trusted)
        case .guard(_, let body), .defer(let body): walk(body, trusted: trusted)
        case .switch(let statement): for switchCase in statement.cases { walk(switchCase.body, trusted: trusted) }
        case .forIn(let loop): walk(loop.body, trusted: trusted)
        case .while(_, _, let body), .repeatWhile(_, let body, _): walk(body, trusted: trusted)
        case .doCatch(let body, let catches):
            walk(body, trusted: trusted)
            for clause in catches { walk(clause.body, trusted: trusted) }
        case .break, .continue, .fallthrough, .unknown: return
        }
    }

    private mutating func walk(_ statement: IfStatement, trusted: Bool) {
        walk(statement.thenBody, trusted: trusted)
        walk(statement.elseBody ?? [], trusted: trusted)
    }

    /// Walks `expression`; `trusted` says whether everything written around it is understood.
    mutating func walk(_ expression: Expression, trusted: Bool) {
        switch expression.kind {
        case .call(let callee, let arguments):
            var inner = trusted
            if let site = site(of: callee) {
                let understood = isUnderstood(site)
                counts.callSites += 1
                if understood {
                    counts.understoodCallSites += 1
                } else {
                    unknown.append((site.name, site.isView ? "view" : "modifier", file.location(of: expression.range)))
                }
                inner = trusted && understood
                if site.isView, Self.textViews.contains(site.name) {
                    counts.textSites += 1
                    if inner { counts.trustedTextSites += 1 }
                }
            }
            // A modifier wraps its base: the base is inside it, as a container's content is.
            if case .memberAccess(let base, _) = callee.kind { walk(base, trusted: inner) } else { walk(callee, trusted: inner) }
            for argument in arguments { walk(argument.value, trusted: inner) }
        case .closure(let closure): walk(closure.body, trusted: trusted)
        case .memberAccess(let base, _), .parenthesized(let base), .forceUnwrap(let base), .optionalChain(let base), .try(_, let base),
            .await(let base), .prefix(_, let base), .postfix(_, let base), .cast(_, let base, _), .specialized(let base, _):
            walk(base, trusted: trusted)
        case .binary(_, let lhs, let rhs), .assignment(let lhs, let rhs):
            walk(lhs, trusted: trusted)
            walk(rhs, trusted: trusted)
        case .ternary(let condition, let then, let otherwise):
            walk(condition, trusted: trusted)
            walk(then, trusted: trusted)
            walk(otherwise, trusted: trusted)
        case .array(let items): for item in items { walk(item, trusted: trusted) }
        case .tuple(let elements): for element in elements { walk(element.value, trusted: trusted) }
        case .ifExpression(let statement): walk(statement, trusted: trusted)
        case .switchExpression(let statement): for switchCase in statement.cases { walk(switchCase.body, trusted: trusted) }
        case .subscript(let base, let arguments):
            walk(base, trusted: trusted)
            for argument in arguments { walk(argument.value, trusted: trusted) }
        default:
            return
        }
    }

    /// A call site to count: a view initializer (a capitalized name) or a modifier (a method
    /// called on a view expression: on another call, `self` or `content`).
    private struct Site {
        var name: String
        var isView: Bool
    }

    private func site(of callee: Expression) -> Site? {
        switch callee.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            if Evaluator.dataTypes.contains(name) { return nil }
            if let type = index.type(named: name), !(type.conforms(to: "View") || type.conforms(to: "ViewModifier")) { return nil }
            return Site(name: name, isView: true)
        case .memberAccess(let base, let name):
            switch base.kind {
            case .call, .identifier("self"), .identifier("content"): return Site(name: name, isView: false)
            default: return nil
            }
        default:
            return nil
        }
    }

    private func isUnderstood(_ site: Site) -> Bool {
        if site.isView { return Evaluator.viewKinds[site.name] != nil || index.type(named: site.name) != nil }
        return ModifierKind(rawValue: site.name) != nil || Evaluator.understoodModifiers.contains(site.name) || Evaluator.fontMethods.contains(site.name)
            || index.type(named: "View")?.methods[site.name] != nil
    }
}
