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

/// Walks one file's syntax, classifying each view and modifier call site. A call is a view
/// site when it names a SwiftUI view Overset models or one of the app's view types, or when it
/// stands where a view builder takes a view (so `URLRequest(…)` in a network call is not one); a
/// method call is a modifier site when it is called on a view expression.
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

    mutating func walk(_ declaration: Declaration, inViewType: Bool = false) {
        switch declaration.kind {
        case .type(let type):
            let isView = type.inheritedTypes.contains { ["View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier"].contains($0) }
            for member in type.members { walk(member, inViewType: isView || (type.kind == .extension && type.name == "View")) }
        case .variable(let variable):
            let buildsViews = Self.buildsViews(variable.type, variable.attributes) || (inViewType && variable.name == "body")
            if let initial = variable.initialValue { walk(initial, trusted: true, buildsViews: buildsViews, isViewPosition: buildsViews) }
            for accessor in variable.accessors { walk(accessor.body ?? [], trusted: true, buildsViews: buildsViews) }
        case .function(let function):
            walk(function.body ?? [], trusted: true, buildsViews: Self.buildsViews(function.resultType, function.attributes))
        case .initializer(let function): walk(function.body ?? [], trusted: true, buildsViews: false)
        case .macroExpansion(let macro):
            for argument in macro.arguments { walk(argument.value, trusted: true, buildsViews: true, isViewPosition: false) }
        case .topLevelCode(let statements): walk(statements, trusted: true, buildsViews: false)
        case .moduleImport, .enumCase, .typeAlias, .unknown: return
        }
    }

    /// Whether a property or function of this type and attributes builds views.
    private static func buildsViews(_ type: String?, _ attributes: [Attribute]) -> Bool {
        attributes.contains { $0.name == "ViewBuilder" || $0.name == "SwiftUI.ViewBuilder" } || type?.contains("View") == true
    }

    /// `statements`; where they build views (`buildsViews`), each expression statement is a view.
    mutating func walk(_ statements: [Statement], trusted: Bool, buildsViews: Bool) {
        for statement in statements { walk(statement, trusted: trusted, buildsViews: buildsViews) }
    }

    private mutating func walk(_ statement: Statement, trusted: Bool, buildsViews: Bool) {
        switch statement.kind {
        case .expression(let expression), .return(let expression?):
            walk(expression, trusted: trusted, buildsViews: buildsViews, isViewPosition: buildsViews)
        case .throw(let expression): walk(expression, trusted: trusted, buildsViews: buildsViews, isViewPosition: false)
        case .declaration(let declaration): walk(declaration)
        case .if(let statement): walk(statement, trusted: trusted, buildsViews: buildsViews)
        case .guard(_, let body), .defer(let body): walk(body, trusted: trusted, buildsViews: false)
        case .switch(let statement): for switchCase in statement.cases { walk(switchCase.body, trusted: trusted, buildsViews: buildsViews) }
        case .forIn(let loop): walk(loop.body, trusted: trusted, buildsViews: false)
        case .while(_, _, let body), .repeatWhile(_, let body, _): walk(body, trusted: trusted, buildsViews: false)
        case .doCatch(let body, let catches):
            walk(body, trusted: trusted, buildsViews: buildsViews)
            for clause in catches { walk(clause.body, trusted: trusted, buildsViews: buildsViews) }
        case .return(nil), .break, .continue, .fallthrough, .unknown: return
        }
    }

    private mutating func walk(_ statement: IfStatement, trusted: Bool, buildsViews: Bool) {
        walk(statement.thenBody, trusted: trusted, buildsViews: buildsViews)
        walk(statement.elseBody ?? [], trusted: trusted, buildsViews: buildsViews)
    }

    /// Walks `expression`. `trusted`: everything written around it is understood; `buildsViews`:
    /// its closures' statements are views; `isViewPosition`: it stands where a view is taken.
    mutating func walk(_ expression: Expression, trusted: Bool, buildsViews: Bool, isViewPosition: Bool) {
        switch expression.kind {
        case .call(let callee, let arguments):
            var inner = trusted
            let site = site(of: callee, isViewPosition: isViewPosition)
            if let site {
                let understood = isUnderstood(site) || isUnderstood(site, arguments)
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
            if case .memberAccess(let base, _) = callee.kind {
                walk(base, trusted: inner, buildsViews: buildsViews, isViewPosition: site != nil)
            } else {
                walk(callee, trusted: inner, buildsViews: buildsViews, isViewPosition: false)
            }
            // The closures of a view or a modifier build views (a container's content, an overlay);
            // those of a modifier of no layout effect (a toolbar's items, a sheet, a context menu)
            // are drawn outside the view and never laid out with it, so they are not counted.
            let drawnElsewhere = site.map { !$0.isView && ModifierKind(rawValue: $0.name)?.effect == ModifierKind.Effect.none } ?? false
            for argument in arguments where !drawnElsewhere {
                walk(argument.value, trusted: inner, buildsViews: site != nil, isViewPosition: false)
            }
        case .closure(let closure): walk(closure.body, trusted: trusted, buildsViews: buildsViews)
        case .parenthesized(let base): walk(base, trusted: trusted, buildsViews: buildsViews, isViewPosition: isViewPosition)
        case .memberAccess(let base, _), .forceUnwrap(let base), .optionalChain(let base), .try(_, let base), .await(let base),
            .prefix(_, let base), .postfix(_, let base), .cast(_, let base, _), .specialized(let base, _):
            walk(base, trusted: trusted, buildsViews: buildsViews, isViewPosition: false)
        case .binary(_, let lhs, let rhs), .assignment(let lhs, let rhs):
            walk(lhs, trusted: trusted, buildsViews: buildsViews, isViewPosition: false)
            walk(rhs, trusted: trusted, buildsViews: buildsViews, isViewPosition: false)
        case .ternary(let condition, let then, let otherwise):
            walk(condition, trusted: trusted, buildsViews: buildsViews, isViewPosition: false)
            walk(then, trusted: trusted, buildsViews: buildsViews, isViewPosition: isViewPosition)
            walk(otherwise, trusted: trusted, buildsViews: buildsViews, isViewPosition: isViewPosition)
        case .array(let items): for item in items { walk(item, trusted: trusted, buildsViews: buildsViews, isViewPosition: false) }
        case .tuple(let elements):
            for element in elements { walk(element.value, trusted: trusted, buildsViews: buildsViews, isViewPosition: false) }
        case .ifExpression(let statement): walk(statement, trusted: trusted, buildsViews: isViewPosition)
        case .switchExpression(let statement):
            for switchCase in statement.cases { walk(switchCase.body, trusted: trusted, buildsViews: isViewPosition) }
        case .subscript(let base, let arguments):
            walk(base, trusted: trusted, buildsViews: buildsViews, isViewPosition: false)
            for argument in arguments { walk(argument.value, trusted: trusted, buildsViews: buildsViews, isViewPosition: false) }
        default:
            return
        }
    }

    /// A call site to count: a view or a modifier.
    private struct Site {
        var name: String
        var isView: Bool
    }

    /// The site `callee` makes of its call, or nil for a call that is not a view's or modifier's.
    private func site(of callee: Expression, isViewPosition: Bool) -> Site? {
        switch callee.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            if Evaluator.dataTypes.contains(name) { return nil }
            if Evaluator.viewKinds[name] != nil { return Site(name: name, isView: true) }
            if let type = index.type(named: name) {
                return type.conforms(to: "View") || type.conforms(to: "ViewModifier") ? Site(name: name, isView: true) : nil
            }
            return isViewPosition ? Site(name: name, isView: true) : nil
        case .memberAccess(let base, let name) where name != "init" && isViewExpression(base, isViewPosition: isViewPosition):
            // `self.row()` calls the view's own method, not a modifier.
            if case .identifier("self") = base.kind, index.hasMethod(named: name) { return nil }
            return Site(name: name, isView: false)
        default:
            return nil
        }
    }

    /// Whether `expression` is a view: a view site's call, a modifier on one, `self` or `content`.
    private func isViewExpression(_ expression: Expression, isViewPosition: Bool) -> Bool {
        switch expression.kind {
        case .call(let callee, _): return site(of: callee, isViewPosition: isViewPosition) != nil
        case .identifier("self"), .identifier("content"): return true
        case .parenthesized(let inner): return isViewExpression(inner, isViewPosition: isViewPosition)
        default: return false
        }
    }

    /// The modifiers understood for some arguments only: `buttonStyle(.plain)`,
    /// `listStyle(.plain)`, `labelStyle(.iconOnly)`, `textFieldStyle(.roundedBorder)` (styles
    /// Overset lays out), and
    /// `environment(\.key, …)` for a text setting's key, a key of no layout effect, or an object.
    private func isUnderstood(_ site: Site, _ arguments: [Argument]) -> Bool {
        guard !site.isView, let first = arguments.first?.value else { return false }
        switch (site.name, first.kind) {
        case (let name, .implicitMember(let style)) where ModifierKind(rawValue: name).map(Evaluator.styleModifiers.contains) == true:
            return Evaluator.isLaidOutStyle(ModifierKind(rawValue: name)!, named: style)
        case (let name, .call(let callee, _)) where ModifierKind(rawValue: name).map(Evaluator.styleModifiers.contains) == true:
            // The older spellings, `listStyle(PlainListStyle())`, as the audit reads them.
            guard case .identifier(let type) = callee.kind, let style = Evaluator.style(ofType: type) else { return false }
            return Evaluator.isLaidOutStyle(ModifierKind(rawValue: name)!, named: style.member)
        case ("environment", .keyPath(let path)):
            guard case .property(let key)? = path.components.last else { return false }
            return Evaluator.textEnvironmentKeys.contains(key) || Evaluator.neutralEnvironmentKeys.contains(key) || index.declaresEnvironmentKey(key)
        case ("environment", _): return true
        default: return false
        }
    }

    private func isUnderstood(_ site: Site) -> Bool {
        if site.isView { return Evaluator.viewKinds[site.name] != nil || index.type(named: site.name) != nil || site.name == "AnyView" }
        // A style modifier is understood for the styles Overset lays out only (`isUnderstood(_:_:)`).
        return ModifierKind(rawValue: site.name).map { !Evaluator.styleModifiers.contains($0) } == true || Evaluator.understoodModifiers.contains(site.name)
            || Evaluator.fontMethods.contains(site.name)
            || ["View", "Text", "Image"].contains { index.type(named: $0)?.methods[site.name] != nil }
    }
}
