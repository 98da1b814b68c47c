import OversetStyle
import OversetText

/// Turns a view tree into layout items for one environment: text styles resolved, components
/// built from the theme's tokens, modifiers wrapped around their views.
struct ItemBuilder {
    let theme: Theme
    /// The screen's environment, with the category clamped for subtrees under `dynamicTypeSize(_:)`.
    private(set) var environment: LayoutEnvironment
    let engine: TextEngine
    let spacing: SpacingScale
    let components: ComponentTokens
    /// Where the nearest view written in Swift source was written: a view the source front end
    /// did not place (a component's parts) is reported there.
    private var inheritedSource: SourceReference?
    /// The size of the nearest `GeometryReader` around the views being built, which their
    /// `ProxyLength`s are read from; nil outside one.
    private(set) var proxySize: Size?
    /// The style `listStyle(_:)` set nearest above, for the lists built below it.
    private(set) var listStyle = ListStyle.automatic
    /// The spacing `listSectionSpacing(_:)` set nearest above, for the lists built below it.
    private(set) var listSectionSpacing: ListSectionSpacing?
    /// The scale `imageScale(_:)` set nearest above, for the symbols built below it.
    private(set) var imageScale = ImageScale.medium
    /// The label, toggle, picker and text field styles set above (`labelStyle`, `labelsHidden`, …).
    private(set) var controlStyles = ControlStyles()
    /// Set when building read the screen's width (a list's margins), which building otherwise
    /// never does: the tree is then built again for a width of another margin class.
    let readsScreenWidth = Flag()

    /// A flag the builder's copies share.
    final class Flag {
        var isSet = false
    }

    init(theme: Theme, environment: LayoutEnvironment, engine: TextEngine) throws(OversetLayoutError) {
        self.theme = theme
        self.environment = environment
        self.engine = engine
        do {
            spacing = try theme.spacing(preset: environment.preset)
            components = try theme.components(preset: environment.preset)
        } catch {
            throw .style(error, path: "")
        }
    }

    /// Where a node sits: its parent's path, its place there, and the stack it is in.
    struct Placement {
        var parentPath: String
        /// `[index]` among its parent's children, or a role such as `overlay`.
        var slot: String
        var stackAxis: Axis?
        var text: TextEnvironment
        var role: String?
    }

    /// The items of `node`, the outermost returned.
    func build(_ written: ViewNode, at placement: Placement) throws(OversetLayoutError) -> LayoutItem {
        // The control styles the node and its ancestors set decide how its controls are drawn.
        var builder = self
        builder.controlStyles = controlStyles.applying(written.modifiers)
        let node = builder.controlStyles.restyled(written, metrics: components.swiftUI)
        let name = Self.kindName(node.kind)
        let path = placement.parentPath.isEmpty ? name : Self.path(placement.parentPath, name, node.id.map { "\"\($0)\"" } ?? placement.slot)
        let source = node.source ?? inheritedSource
        let owner = NodeInfo(path: path, id: node.id, kind: name, role: placement.role, source: source)
        var own = TextEnvironment()
        for case .text(let setting) in node.modifiers { own = own.applying(setting) }
        let inner = placement.text.overridden(by: own)
        // Under `dynamicTypeSize(_:)` the subtree's texts and scaled metrics see a clamped size.
        builder.environment.category = inner.category(clamping: environment.category)
        builder.inheritedSource = source
        // Modifiers run innermost first, and the innermost `listStyle` is the one a list sees.
        if let style = node.modifiers.lazy.compactMap({ modifier -> ListStyle? in
            if case .listStyle(let style) = modifier { return style }
            return nil
        }).first {
            builder.listStyle = style
        }
        if let spacing = node.modifiers.lazy.compactMap({ modifier -> ListSectionSpacing? in
            if case .listSectionSpacing(let spacing) = modifier { return spacing }
            return nil
        }).first {
            builder.listSectionSpacing = spacing
        }
        if let scale = node.modifiers.lazy.compactMap({ modifier -> ImageScale? in
            if case .imageScale(let scale) = modifier { return scale }
            return nil
        }).first {
            builder.imageScale = scale
        }
        var item = try builder.buildKind(node, owner: owner, placement: placement, own: own, inner: inner)
        for modifier in node.modifiers {
            item = try wrap(item, in: modifier, owner: owner, text: inner)
        }
        item.isOutermost = true
        return item
    }

    private func buildKind(
        _ node: ViewNode, owner: NodeInfo, placement: Placement, own: TextEnvironment,
        inner: TextEnvironment
    ) throws(OversetLayoutError) -> LayoutItem {
        let path = owner.path
        switch node.kind {
        case .text(let content, let style):
            owner.text = content.string
            let (resolved, text, options, minimumLines) = try TextResolution(theme: theme, environment: environment)
                .resolve(content, style: style, inherited: placement.text, own: own, path: path)
            return TextItem(owner: owner, text: text, options: options, style: resolved, minimumLines: minimumLines, engine: engine)
        case .stack(let axis, let spacing, let alignment, let children):
            // Negative spacing overlaps the children, as in SwiftUI (`VStack(spacing: -8)`).
            let explicit = try points(spacing, text: inner, path: path).map { v throws(OversetLayoutError) in try checkSigned(v, "spacing", path) }
            return try stack(owner: owner, axis: axis, spacing: explicit, alignment: alignment, children: children, text: inner)
        case .zstack(let alignment, let children):
            return ZStackItem(owner: owner, alignment: alignment, children: try buildChildren(children, of: path, axis: nil, text: inner))
        case .group(let children):
            // A group outside a stack lays its views out as a VStack does.
            return try stack(owner: owner, axis: .vertical, spacing: nil, alignment: .center, children: children, text: inner)
        case .spacer(let minLength):
            return SpacerItem(owner: owner, axis: placement.stackAxis, minLength: try check(minLength ?? 8, "minLength", path))
        case .divider:
            return DividerItem(owner: owner, inHorizontalStack: placement.stackAxis == .horizontal, displayScale: environment.displayScale)
        case .color:
            return BoxItem(owner: owner, width: nil, height: nil)
        case .box(let width, let height):
            return BoxItem(
                owner: owner, width: try width.map { v throws(OversetLayoutError) in try check(v, "width", path) },
                height: try height.map { v throws(OversetLayoutError) in try check(v, "height", path) })
        case .symbol:
            let (resolved, _, _, _) = try TextResolution(theme: theme, environment: environment)
                .resolve(TextContent(""), style: nil, inherited: placement.text, own: own, path: path)
            let side = resolved.size * imageScale.factor
            return ImageItem(owner: owner, intrinsic: Size(width: side, height: side), isResizable: node.modifiers.contains(.resizable))
        case .image(_, let width, let height):
            var intrinsic: Size?
            if let width, let height {
                intrinsic = Size(width: try checkImageSide(width, "width", path), height: try checkImageSide(height, "height", path))
            }
            return ImageItem(owner: owner, intrinsic: intrinsic, isResizable: node.modifiers.contains(.resizable))
        case .viewThatFits(let axes, let children):
            return ViewThatFitsItem(owner: owner, axes: axes, children: try buildChildren(children, of: path, axis: nil, text: inner))
        case .scroll(let axis, let children):
            let content = try stack(owner: owner, axis: axis, spacing: nil, alignment: .center, children: children, text: inner)
            return ScrollItem(owner: owner, child: content, axis: axis)
        case .component(.lazyGrid(let axis, let items, let spacing, let children)):
            let checkedSpacing = try spacing.map { v throws(OversetLayoutError) in try check(v, "spacing", path) }
            return LazyGridItem(
                owner: owner, axis: axis, items: try checkGridItems(items, path: path), lineSpacing: checkedSpacing ?? GridItem.defaultSpacing,
                children: try buildChildren(children, of: path, axis: nil, text: inner))
        case .component(.grid(let alignment, let horizontalSpacing, let verticalSpacing, let children)):
            return GridLayoutItem(
                owner: owner, rows: try gridRows(children, of: path, text: inner), alignment: alignment,
                horizontalSpacing: try checkSpacing(horizontalSpacing ?? GridItem.defaultSpacing, "horizontalSpacing", path),
                verticalSpacing: try checkSpacing(verticalSpacing ?? GridItem.defaultSpacing, "verticalSpacing", path))
        case .component(.geometryReader(let children)):
            // The content is built once the reader's size is known, for each size it takes; and
            // once now, at no size, so that its mistakes are found with the tree's and a list in
            // it marks the tree as reading the screen's width (its margins once stayed one
            // width's across a width sweep).
            var probe = self
            probe.proxySize = Size(width: 0, height: 0)
            _ = try probe.buildChildren(children, of: path, axis: nil, text: inner)
            let builder = self
            return GeometryReaderItem(owner: owner) { size throws(OversetLayoutError) in
                var sized = builder
                sized.proxySize = size
                return try sized.buildChildren(children, of: path, axis: nil, text: inner)
            }
        case .component(let component):
            // A component is a small tree of primitives; its parts are named under its path.
            let expanded = try expand(component, path: path)
            var item = try buildKind(expanded, owner: owner, placement: placement, own: own, inner: inner)
            for modifier in expanded.modifiers {
                item = try wrap(item, in: modifier, owner: owner, text: inner)
            }
            return item
        }
    }

    /// Children of a container; groups (`ForEach`) are taken in line.
    private func buildChildren(
        _ children: [ViewNode], of path: String, axis: Axis?,
        text: TextEnvironment
    ) throws(OversetLayoutError) -> [LayoutItem] {
        var items: [LayoutItem] = []
        for child in ViewNode.inLine(children) {
            let placement = Placement(parentPath: path, slot: "[\(items.count)]", stackAxis: axis, text: text)
            items.append(try build(child, at: placement))
        }
        return items
    }

    /// A grid's rows: a `GridRow` is a row of cells (named under it), any other view one that
    /// spans the columns. A row's modifiers apply to each of its cells, as a `Group`'s apply to
    /// "all of that group's members" (Apple's `Group` documentation); they once made the row
    /// one view spanning the grid.
    private func gridRows(_ children: [ViewNode], of path: String, text: TextEnvironment) throws(OversetLayoutError) -> [GridLayoutItem.Row] {
        var rows: [GridLayoutItem.Row] = []
        for child in ViewNode.inLine(children, keepsGridRows: true) {
            let slot = "[\(rows.count)]"
            if case .component(.gridRow(let alignment, var cells)) = child.kind {
                if !child.modifiers.isEmpty {
                    cells = ViewNode.inLine(cells).map { cell in
                        var cell = cell
                        cell.modifiers += child.modifiers
                        return cell
                    }
                }
                let rowPath = path + "/GridRow" + (child.id.map { "\"\($0)\"" } ?? slot)
                rows.append(GridLayoutItem.Row(cells: try buildChildren(cells, of: rowPath, axis: nil, text: text), alignment: alignment, spansColumns: false))
            } else {
                let cell = try build(child, at: Placement(parentPath: path, slot: slot, stackAxis: nil, text: text))
                rows.append(GridLayoutItem.Row(cells: [cell], alignment: nil, spansColumns: true))
            }
        }
        return rows
    }

    /// A stack of `children` with the gaps between them.
    private func stack(
        owner: NodeInfo, axis: Axis, spacing: Double?, alignment: Alignment, children: [ViewNode], text: TextEnvironment
    ) throws(OversetLayoutError) -> StackItem {
        let items = try buildChildren(children, of: owner.path, axis: axis, text: text)
        let gaps = try Self.gaps(between: ViewNode.inLine(children), items: items, axis: axis, spacing: spacing, displayScale: environment.displayScale)
        return StackItem(owner: owner, axis: axis, gaps: gaps, alignment: alignment, children: items)
    }

    /// The space between each two neighbours of a stack: `spacing` when given; else SwiftUI's
    /// defaults (docs/layout.md gives each rule's evidence): none next to a `Spacer` (skip-ui's
    /// pixmaps of Apple's rendering: `VStack { Spacer(); bar; Spacer(); bar; Spacer() }` in 12 pt
    /// puts the bars at rows 0–1 and 10–11); between two texts one above the other, a tenth of
    /// the taller line height rounded up to the pixel (OpenSwiftUI's reconstruction,
    /// `Text+Spacing.swift`); 8 points otherwise.
    static func gaps(
        between nodes: [ViewNode], items: [LayoutItem], axis: Axis, spacing: Double?, displayScale: Double
    ) throws(OversetLayoutError) -> [Double] {
        guard nodes.count > 1 else { return [] }
        var gaps: [Double] = []
        for index in 0..<(nodes.count - 1) {
            if let spacing {
                gaps.append(spacing)
            } else if nodes[index].isSpacer || nodes[index + 1].isSpacer {
                gaps.append(0)
            } else if axis == .vertical, let upper = items[index] as? TextItem, let lower = items[index + 1] as? TextItem {
                let lineHeight = max(try upper.naturalLineHeight(), try lower.naturalLineHeight())
                gaps.append(TextEngine.roundUp(lineHeight / 10, displayScale: displayScale))
            } else {
                gaps.append(8)
            }
        }
        return gaps
    }

    /// An asset image's side: finite, from 0 to 10000 points.
    private func checkImageSide(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, value >= 0, value <= LayoutEnvironment.maximumWidth else {
            throw .invalidValue(path: path, message: "an image's \(name) must be from 0 to 10000 points, got \(value)")
        }
        return value
    }

    /// `parent/name` followed by `slot` (`[2]`, an id in quotes), its bytes copied into a string
    /// made at its size: joined piece by piece, a path grew its storage at each piece, for every
    /// view of every tree built.
    static func path(_ parent: String, _ name: String, _ slot: String) -> String {
        var parts = (parent, name, slot)
        let count = parent.utf8.count + 1 + name.utf8.count + slot.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            func copy(_ part: inout String) {
                part.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: bytes)
                    written += bytes.count
                }
            }
            copy(&parts.0)
            buffer[written] = UInt8(ascii: "/")
            written += 1
            copy(&parts.1)
            copy(&parts.2)
            return written
        }
    }

    /// The name a kind has in paths and outlines.
    static func kindName(_ kind: ViewNode.Kind) -> String {
        switch kind {
        case .text: return "Text"
        case .stack(.horizontal, _, _, _): return "HStack"
        case .stack(.vertical, _, _, _): return "VStack"
        case .zstack: return "ZStack"
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .symbol, .image: return "Image"
        case .viewThatFits: return "ViewThatFits"
        case .color: return "Color"
        case .box: return "Box"
        case .scroll: return "ScrollView"
        case .group: return "Group"
        case .component(let component): return component.name
        }
    }
}

extension ViewNode {
    /// Whether the view is a `Spacer` (with or without modifiers), which takes no default spacing.
    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }
}
