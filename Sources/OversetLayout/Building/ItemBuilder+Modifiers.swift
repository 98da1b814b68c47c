/// Modifiers around a view's item: each modifier wraps the item built so far, innermost first.
extension ItemBuilder {
    func wrap(
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
}
