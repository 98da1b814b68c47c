import Foundation
internal import OversetPlumbing

/// The arguments of each view kind in a spec: stacks, groups, `forEach`, images, spacers and
/// DesignFoundation's components (SwiftUI's controls are read in `SpecNodeParser+Controls.swift`).
extension SpecNodeParser {
    /// The arguments of `kind`, written under `key` (an object; some kinds take a string or
    /// nothing as shorthand).
    func kind(_ kind: ViewKind, _ key: String, _ value: JSONTree, _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        let args: [String: JSONTree]
        switch value {
        case .object(let members): args = members
        case .string(let text) where kind.shorthandArgument != nil: args = [kind.shorthandArgument!: .string(text)]
        case .null, .bool(true): args = [:]
        default: throw reader.error(path, "expected an object of \(key) arguments, got \(value.summary)")
        }
        func number(_ key: String) throws(OversetSpecError) -> Double? {
            try reader.optional(args, key, path, reader.length)
        }
        func text(_ key: String) throws(OversetSpecError) -> TextContent? {
            try reader.optional(args, key, path, textContent)
        }
        func required(_ key: String) throws(OversetSpecError) -> TextContent {
            guard let content = try text(key) else { throw reader.error(path, "missing \"\(key)\"") }
            return content
        }
        func alignment(_ key: String, _ names: [String: Alignment]) throws(OversetSpecError) -> Alignment? {
            try reader.optional(args, key, path, choices: names)
        }
        switch kind {
        case .text:
            preconditionFailure("text nodes are read by node(_:_:depth:)")
        case .hstack, .vstack:
            try reader.checkKeys(args, ["spacing", "alignment", "children"], path)
            let axis: Axis = kind == .hstack ? .horizontal : .vertical
            let names =
                axis == .horizontal
                ? [
                    "top": Alignment.top, "center": .center, "bottom": .bottom,
                    "firstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
                    "lastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
                ]
                : ["leading": Alignment.leading, "center": .center, "trailing": .trailing]
            return ViewNode(
                .stack(
                    axis, spacing: try spacing(args["spacing"], reader.join(path, "spacing")),
                    alignment: try alignment("alignment", names) ?? .center,
                    children: try children(args, path, depth: depth)))
        case .zstack:
            try reader.checkKeys(args, ["alignment", "children"], path)
            return ViewNode(.zstack(alignment: try alignment("alignment", Alignment.named) ?? .center, children: try children(args, path, depth: depth)))
        case .group:
            try reader.checkKeys(args, ["children"], path)
            return ViewNode(.group(try children(args, path, depth: depth)))
        case .forEach:
            return try forEach(args, path, depth: depth)
        case .viewThatFits:
            try reader.checkKeys(args, ["in", "children"], path)
            return ViewNode(.viewThatFits(axes: try axes(args["in"], reader.join(path, "in")), children: try children(args, path, depth: depth)))
        case .empty:
            try reader.checkKeys(args, [], path)
            return ViewNode(.group([]))
        case .symbol:
            try reader.checkKeys(args, ["name"], path)
            guard let name = try reader.optional(args, "name", path, reader.string) else { throw reader.error(path, "missing \"name\"") }
            return ViewNode(.symbol(name: name))
        case .image:
            // The asset's size is the app's: a spec has to give it.
            try reader.checkKeys(args, ["name", "width", "height"], path)
            guard try reader.optional(args, "name", path, reader.string) != nil else { throw reader.error(path, "missing \"name\"") }
            var sides: [Double] = []
            for key in ["width", "height"] {
                guard let side = try number(key) else { throw reader.error(path, "missing \"\(key)\" (the asset's \(key) in points)") }
                guard side <= LayoutEnvironment.maximumWidth else {
                    throw reader.error(reader.join(path, key), "an image's \(key) is from 0 to 10000 points, got \(args[key]!.summary)")
                }
                sides.append(side)
            }
            return ViewNode(.image(name: try reader.string(args["name"]!, reader.join(path, "name")), width: sides[0], height: sides[1]))
        case .spacer:
            try reader.checkKeys(args, ["minLength"], path)
            return ViewNode(.spacer(minLength: try number("minLength")))
        case .divider:
            try reader.checkKeys(args, [], path)
            return ViewNode(.divider)
        case .color:
            try reader.checkKeys(args, ["name"], path)
            return ViewNode(.color)
        case .frameBox:
            try reader.checkKeys(args, ["width", "height"], path)
            return ViewNode(.box(width: try number("width"), height: try number("height")))
        case .scroll:
            try reader.checkKeys(args, ["axis", "children"], path)
            let axis = try reader.optional(args, "axis", path, choices: ["vertical": Axis.vertical, "horizontal": .horizontal]) ?? .vertical
            return ViewNode(.scroll(axis, children: try children(args, path, depth: depth)))
        case .button, .navigationLink, .menu, .link, .label, .toggle, .navigationStack, .toolbarItem, .toolbarItemGroup, .list, .form, .section, .tabView,
            .progressView, .textField, .secureField, .picker, .lazyVGrid, .lazyHGrid, .geometryReader, .grid, .gridRow:
            return try control(kind, args, path, depth: depth)
        case .labeledContent, .contentUnavailableView, .stepper, .slider, .shareLink, .disclosureGroup, .textEditor:
            return try moreControl(kind, args, path, depth: depth)
        case .dfCard:
            try reader.checkKeys(args, ["style", "children"], path)
            let style = try reader.optional(args, "style", path, choices: CardStyle.self) ?? .elevated
            return ViewNode(.component(.card(style: style, children: try children(args, path, depth: depth))))
        case .dfListRow:
            try reader.checkKeys(args, ["title", "subtitle", "icon", "value", "chevron"], path)
            let chevron = try reader.optional(args, "chevron", path, reader.bool) ?? false
            let icon = try reader.optional(args, "icon", path, reader.string)
            return ViewNode(
                .component(
                    .listRow(
                        title: try required("title"), subtitle: try text("subtitle"), icon: icon,
                        value: try text("value"), hasChevron: chevron)))
        case .dfBadge:
            try reader.checkKeys(args, ["text", "color"], path)
            return ViewNode(.component(.badge(try required("text"))))
        case .dfAvatar:
            try reader.checkKeys(args, ["size", "url", "name"], path)
            return ViewNode(.component(.avatar(size: try number("size"))))
        case .dfIcon:
            try reader.checkKeys(args, ["name", "size", "color"], path)
            let name = try reader.optional(args, "name", path, reader.string) ?? ""
            return ViewNode(.component(.icon(name: name, size: try iconSize(args["size"], reader.join(path, "size")))))
        case .dfButton:
            try reader.checkKeys(args, ["title", "style"], path)
            // Read only to refuse a misspelt style: no style changes the button's size.
            _ = try reader.optional(args, "style", path, choices: DFButtonStyle.self)
            return ViewNode(.component(.button(try required("title"))))
        case .dfToggle:
            try reader.checkKeys(args, ["title", "isOn"], path)
            return ViewNode(.component(.toggle(try required("title"))))
        case .dfSkeleton:
            try reader.checkKeys(args, ["width", "height", "shape"], path)
            return ViewNode(.component(.skeleton(width: try number("width"), height: try number("height"))))
        }
    }

    /// `"horizontal"`, `"vertical"` or a list of them; both when absent.
    private func axes(_ value: JSONTree?, _ path: String) throws(OversetSpecError) -> Axis.Set {
        guard let value else { return [.horizontal, .vertical] }
        let names = ["horizontal": Axis.Set.horizontal, "vertical": .vertical]
        if case .string = value { return try reader.choice(value, path, names) }
        var axes: Axis.Set = []
        for (index, item) in try reader.array(value, path).enumerated() { axes.formUnion(try reader.choice(item, path + "[\(index)]", names)) }
        guard !axes.isEmpty else { throw reader.error(path, "expected at least one axis: horizontal, vertical") }
        return axes
    }

    private func iconSize(_ value: JSONTree?, _ path: String) throws(OversetSpecError) -> IconSize {
        guard let value else { return .md }
        if case .string = value {
            return try reader.choice(value, path, ["sm": IconSize.sm, "md": .md, "lg": .lg, "xl": .xl])
        }
        return .points(try reader.length(value, path))
    }

    /// `{"forEach": {"items": [...], "content": node}}`: the content once per item, with
    /// `{{item}}` (or `{{item.key}}` for object items) replaced in its strings.
    private func forEach(_ args: [String: JSONTree], _ path: String, depth: Int) throws(OversetSpecError) -> ViewNode {
        try reader.checkKeys(args, ["items", "content"], path)
        guard let items = args["items"], let content = args["content"] else { throw reader.error(path, "needs \"items\" and \"content\"") }
        let list = try reader.array(items, reader.join(path, "items"))
        // Refused before any item is read when the views it must make pass the bound: a bomb of
        // nested forEach then costs a walk of its template, not 100,000 views read first.
        let remaining = SpecNodeParser.maximumViews - state.views
        guard list.count <= remaining / max(Self.leastViews(content, over: remaining), 1) else { throw tooManyViews(path) }
        var nodes: [ViewNode] = []
        for (index, item) in list.enumerated() {
            let filled = Self.substitute(content, item: item)
            nodes.append(try node(filled, reader.join(path, "content") + "(item \(index))", depth: depth + 1))
        }
        return ViewNode(.group(nodes))
    }

    /// At least how many views `value` makes when read, or more than `limit` once it passes it:
    /// the view itself, its `children`' views, and a `forEach`'s items times its content's. A
    /// lower bound (modifiers' views and other keys' are not counted), so that a spec refused
    /// by it would also pass the bound when read.
    ///
    /// - Complexity: O(n) in the JSON of `value`'s template, nested forEach not expanded.
    static func leastViews(_ value: JSONTree, over limit: Int) -> Int {
        guard let members = value.members else { return 1 }
        var views = 1
        for (key, argument) in members {
            guard let arguments = argument.members else { continue }
            if key == ViewKind.forEach.rawValue {
                guard case .array(let items)? = arguments["items"], let content = arguments["content"], !items.isEmpty else { continue }
                let each = leastViews(content, over: limit)
                if each > limit / items.count { return limit + 1 }
                views += items.count * each
            } else if case .array(let children)? = arguments["children"] {
                for child in children { views += leastViews(child, over: limit) }
            }
            if views > limit { return limit + 1 }
        }
        return views
    }

    private static func substitute(_ value: JSONTree, item: JSONTree) -> JSONTree {
        switch value {
        case .string(var text):
            if case .string(let whole) = item { text = text.replacingEvery("{{item}}", with: whole) }
            if case .number = item { text = text.replacingEvery("{{item}}", with: item.summary) }
            for (key, field) in item.members ?? [:] {
                let replacement: String
                if case .string(let string) = field { replacement = string } else { replacement = field.summary }
                text = text.replacingEvery("{{item.\(key)}}", with: replacement)
            }
            return .string(text)
        case .array(let items): return .array(items.map { substitute($0, item: item) })
        case .object(let members): return .object(members.mapValues { substitute($0, item: item) })
        default: return value
        }
    }
}
