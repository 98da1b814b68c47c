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
        let path =
            placement.parentPath.isEmpty
            ? name
            : placement.parentPath + "/" + name + (node.id.map { "\"\($0)\"" } ?? placement.slot)
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

    private func wrap(
        _ item: LayoutItem, in modifier: Modifier, owner: NodeInfo,
        text: TextEnvironment
    ) throws(OversetLayoutError) -> LayoutItem {
        let path = owner.path
        switch modifier {
        case .padding(let edges, let length):
            // Negative padding pulls the edges outward, as in SwiftUI.
            let amount = try checkSigned(try points(length, text: text, path: path) ?? 16, "padding", path)
            func side(_ edge: Edges) -> Double { edges.contains(edge) ? amount : 0 }
            return PaddingItem(
                owner: owner, child: item, top: side(.top), leading: side(.leading),
                bottom: side(.bottom), trailing: side(.trailing))
        case .frame(let width, let height, let alignment):
            return FixedFrameItem(
                owner: owner, child: item,
                width: try width.map { v throws(OversetLayoutError) in try check(v, "frame width", path) },
                height: try height.map { v throws(OversetLayoutError) in try check(v, "frame height", path) },
                alignment: alignment)
        case .proxyFrame(let width, let height, let alignment):
            guard let proxySize else {
                throw .invalidValue(path: path, message: "a frame written from a GeometryReader's size must be inside a GeometryReader")
            }
            for (name, length) in [("frame width", width), ("frame height", height)] {
                if let length { try checkProxy(length, name, path) }
            }
            return FixedFrameItem(
                owner: owner, child: item, width: width?.frameSide(in: proxySize), height: height?.frameSide(in: proxySize), alignment: alignment)
        case .lengthFrame(let width, let height, let alignment):
            func side(_ length: Length?, _ name: String) throws(OversetLayoutError) -> Double? {
                try points(length, text: text, path: path).map { v throws(OversetLayoutError) in try check(v, name, path) }
            }
            return FixedFrameItem(
                owner: owner, child: item, width: try side(width, "frame width"), height: try side(height, "frame height"), alignment: alignment)
        case .flexibleFrame(let bounds):
            try checkBounds(bounds, path: path)
            return FlexibleFrameItem(owner: owner, child: item, bounds: bounds)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeItem(owner: owner, child: item, horizontal: horizontal, vertical: vertical)
        case .layoutPriority(let priority):
            guard priority.isFinite else { throw .invalidValue(path: path, message: "layoutPriority must be a finite number, got \(priority)") }
            return PriorityItem(owner: owner, child: item, priority: priority)
        case .overlay(let node, let alignment), .background(let node, let alignment):
            let isBackground: Bool
            if case .background = modifier { isBackground = true } else { isBackground = false }
            let role = isBackground ? "background" : "overlay"
            let secondary = try build(node, at: Placement(parentPath: path, slot: "(\(role))", stackAxis: nil, text: text, role: role))
            return OverlayItem(owner: owner, child: item, secondary: secondary, alignment: alignment, isBackground: isBackground)
        case .clipped:
            return ClipItem(owner: owner, child: item)
        case .alignmentGuide(let key, let value):
            try checkProxy(value, "alignmentGuide", path)
            return AlignmentGuideItem(owner: owner, child: item, key: key, value: value)
        case .offset(let x, let y):
            return OffsetItem(owner: owner, child: item, x: try checkSigned(x, "offset x", path), y: try checkSigned(y, "offset y", path))
        case .position(let x, let y):
            return PositionItem(owner: owner, child: item, x: try checkSigned(x, "position x", path), y: try checkSigned(y, "position y", path))
        case .hidden:
            return HiddenItem(owner: owner, child: item)
        case .safeAreaInset(let edge, let alignment, let spacing, let content):
            let inset = try build(content, at: Placement(parentPath: path, slot: "(safeAreaInset)", stackAxis: nil, text: text, role: "safeAreaInset"))
            // A negative spacing overlaps the two, as a stack's does.
            let gap = try checkSigned(spacing ?? 8, "safeAreaInset spacing", path)
            return SafeAreaInsetItem(owner: owner, child: item, inset: inset, edge: edge, alignment: alignment, spacing: gap)
        case .aspectRatio(let ratio, let contentMode):
            if let ratio, !(ratio.isFinite && ratio > 0 && ratio <= LayoutEnvironment.maximumWidth) {
                throw .invalidValue(path: path, message: "aspectRatio must be more than 0 and at most 10000, got \(ratio)")
            }
            // An image's own ratio is its size's, which only the app knows: it keeps the size offered.
            if ratio == nil, (item as? ImageItem)?.isOfUnknownSize == true { return item }
            return AspectRatioItem(owner: owner, child: item, ratio: ratio, contentMode: contentMode)
        case .resizable, .imageScale:
            return item
        case .text, .ignored, .listStyle, .labelStyle, .labelsHidden, .textFieldStyle, .buttonStyle, .controlSize, .progressViewStyle,
            .pickerStyle, .pickerOptions, .navigationBar:
            return item
        case .listSectionSpacing(let spacing):
            if case .points(let points) = spacing, !(points.isFinite && points >= 0 && points <= LayoutEnvironment.maximumWidth) {
                throw .invalidValue(path: path, message: "listSectionSpacing must be from 0 to 10000 points, got \(points)")
            }
            return item
        case .listRowInsets(let insets):
            // Read by the list the row is in (`ItemBuilder+Lists.swift`); checked here so that a
            // row outside a list is checked too. A negative inset pulls the content outward, as
            // a negative padding does.
            if let insets {
                for (side, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] {
                    _ = try checkSigned(value, "listRowInsets \(side)", path)
                }
            }
            return item
        }
    }

    /// A length written from a reader's size: shares of its sides within ±100, points within
    /// ±10000.
    func checkProxy(_ length: ProxyLength, _ name: String, _ path: String) throws(OversetLayoutError) {
        let limit = ProxyLength.maximumFactor
        for value in [length.width, length.height] where !value.isFinite || abs(value) > limit {
            throw .invalidValue(
                path: path,
                message: "\(name) takes from -\(Int(limit)) to \(Int(limit)) of a width or height (the reader's, or the view's for a guide), got \(value)")
        }
        _ = try checkSigned(length.points, "\(name) points", path)
    }

    /// An asset image's side: finite, from 0 to 10000 points.
    private func checkImageSide(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, value >= 0, value <= LayoutEnvironment.maximumWidth else {
            throw .invalidValue(path: path, message: "an image's \(name) must be from 0 to 10000 points, got \(value)")
        }
        return value
    }

    /// A grid's spacing: from 0 to 10000 points (multiplied by the columns, a larger one once
    /// made a grid infinitely wide).
    func checkSpacing(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, value >= 0, value <= LayoutEnvironment.maximumWidth else {
            throw .invalidValue(path: path, message: "\(name) must be from 0 to 10000 points, got \(value)")
        }
        return value
    }

    /// A length that must be finite and not negative.
    func check(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, value >= 0 else {
            throw .invalidValue(path: path, message: "\(name) must be a finite number of points, 0 or more, got \(value)")
        }
        return value
    }

    /// A grid's items, checked: at least one; lengths finite and 0 or more (an adaptive minimum
    /// more than 0); a minimum no more than its maximum.
    func checkGridItems(_ items: [GridItem], path: String) throws(OversetLayoutError) -> [GridItem] {
        guard !items.isEmpty else { throw .invalidValue(path: path, message: "a grid needs at least one GridItem") }
        for (index, item) in items.enumerated() {
            let name = "GridItem \(index)"
            _ = try item.spacing.map { v throws(OversetLayoutError) in try check(v, "\(name) spacing", path) }
            switch item.size {
            case .fixed(let length):
                _ = try check(length, "\(name) fixed size", path)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                _ = try check(minimum, "\(name) minimum", path)
                if case .adaptive = item.size, minimum == 0 {
                    throw .invalidValue(path: path, message: "\(name) adaptive minimum must be more than 0")
                }
                guard !maximum.isNaN, maximum >= minimum else {
                    throw .invalidValue(path: path, message: "\(name) minimum \(minimum) is more than its maximum \(maximum)")
                }
            }
        }
        return items
    }

    /// A length that may be negative (padding, an offset): finite and from −10000 to 10000.
    func checkSigned(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, abs(value) <= LayoutEnvironment.maximumWidth else {
            throw .invalidValue(path: path, message: "\(name) must be a finite number of points from -10000 to 10000, got \(value)")
        }
        return value
    }

    private func checkBounds(_ bounds: FlexibleFrame, path: String) throws(OversetLayoutError) {
        let pairs: [(String, Double?, Double?)] = [("width", bounds.minWidth, bounds.maxWidth), ("height", bounds.minHeight, bounds.maxHeight)]
        for (name, minimum, maximum) in pairs {
            for value in [minimum, maximum].compactMap({ $0 }) where value.isNaN || value < 0 {
                throw .invalidValue(path: path, message: "frame \(name) bounds must be 0 or more, got \(value)")
            }
            if let minimum, let maximum, minimum > maximum {
                throw .invalidValue(path: path, message: "frame min\(name.capitalized) \(minimum) is more than max\(name.capitalized) \(maximum)")
            }
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
