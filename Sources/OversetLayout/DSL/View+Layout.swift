extension View {
    /// `padding(_:_:)`: 16 pt (or `length`, or a spacing token such as `.lg`) on `edges`.
    public func padding(_ edges: Edges = .all, _ length: Length? = nil) -> ViewNode {
        modifier(.padding(edges, length))
    }

    /// `padding(_:)` on all edges.
    public func padding(_ length: Length) -> ViewNode {
        modifier(.padding(.all, length))
    }

    /// `padding(_:_:)` with a length held in a variable, as view code has it
    /// (`.padding(.horizontal, inset)` with a `Double` or `CGFloat`).
    public func padding<Points: BinaryFloatingPoint>(_ edges: Edges, _ length: Points) -> ViewNode {
        modifier(.padding(edges, .points(Double(length))))
    }

    /// `padding(_:)` on all edges with a length held in a variable.
    public func padding<Points: BinaryFloatingPoint>(_ length: Points) -> ViewNode {
        modifier(.padding(.all, .points(Double(length))))
    }

    /// `frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }

    /// `padding(_:_:)` inside a `GeometryReader`, with the length written from its size
    /// (`proxy.size.width * 0.05`).
    public func padding(_ edges: Edges = .all, _ length: ProxyLength) -> ViewNode {
        modifier(.padding(edges, .proxy(length)))
    }

    /// `frame(width:height:alignment:)` with sides written from a `GeometryReader`'s size
    /// (`proxy.size.width * 0.8`), inside that reader.
    public func frame(width: ProxyLength?, height: ProxyLength? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.proxyFrame(width: width, height: height, alignment: alignment))
    }

    /// `frame(height:alignment:)` with the height written from a `GeometryReader`'s size.
    public func frame(height: ProxyLength, alignment: Alignment = .center) -> ViewNode {
        modifier(.proxyFrame(width: nil, height: height, alignment: alignment))
    }

    /// `padding(_:_:)` with a `@ScaledMetric` length, which grows with Dynamic Type.
    public func padding(_ edges: Edges, _ metric: ScaledMetric) -> ViewNode {
        modifier(.padding(edges, .scaled(metric)))
    }

    /// `padding(_:)` on all edges with a `@ScaledMetric` length.
    public func padding(_ metric: ScaledMetric) -> ViewNode {
        modifier(.padding(.all, .scaled(metric)))
    }

    /// `frame(width:height:alignment:)` with `@ScaledMetric` sides (`@ScaledMetric var side = 44`).
    public func frame(width: ScaledMetric, height: ScaledMetric? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.lengthFrame(width: .scaled(width), height: height.map { .scaled($0) }, alignment: alignment))
    }

    /// `frame(height:alignment:)` with a `@ScaledMetric` height.
    public func frame(height: ScaledMetric, alignment: Alignment = .center) -> ViewNode {
        modifier(.lengthFrame(width: nil, height: .scaled(height), alignment: alignment))
    }

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        modifier(
            .flexibleFrame(
                FlexibleFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }

    /// `fixedSize()`: the ideal size on both axes.
    public func fixedSize() -> ViewNode { modifier(.fixedSize(horizontal: true, vertical: true)) }

    /// `fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// `layoutPriority(_:)`.
    public func layoutPriority(_ priority: Double) -> ViewNode { modifier(.layoutPriority(priority)) }

    /// `overlay(alignment:content:)`.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.overlay(Self.single(content()), alignment: alignment))
    }

    /// `overlay(_:alignment:)`.
    public func overlay(_ view: some View, alignment: Alignment = .center) -> ViewNode {
        modifier(.overlay(view.node, alignment: alignment))
    }

    /// `background(alignment:content:)`.
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.background(Self.single(content()), alignment: alignment))
    }

    /// `background(_:alignment:)`.
    public func background(_ view: some View, alignment: Alignment = .center) -> ViewNode {
        modifier(.background(view.node, alignment: alignment))
    }

    /// `clipped()`.
    public func clipped() -> ViewNode { modifier(.clipped) }

    /// `offset(x:y:)`: draws the view moved by `x` and `y` points without changing its layout.
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { modifier(.offset(x: x, y: y)) }

    /// `position(x:y:)`: the view's centre at `x`, `y` points from the top-leading corner of a
    /// view that takes the space offered.
    public func position(x: Double = 0, y: Double = 0) -> ViewNode { modifier(.position(x: x, y: y)) }

    /// `clipShape(_:)`: clips like `clipped()` (the corners' rounding is not modelled).
    public func clipShape(_ shape: some View) -> ViewNode { modifier(.clipped) }

    /// `alignmentGuide(.leading) { d in d[.trailing] - 8 }`: the view's value for a horizontal
    /// guide, from its leading edge, written from its dimensions; its stack lines it up by it.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: (ViewDimensions) -> ProxyLength) -> ViewNode {
        modifier(.alignmentGuide(.horizontal(guide), computeValue(ViewDimensions())))
    }

    /// `alignmentGuide(.leading) { _ in 20 }`: a value in points.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: (ViewDimensions) -> Double) -> ViewNode {
        modifier(.alignmentGuide(.horizontal(guide), .points(computeValue(ViewDimensions()))))
    }

    /// `alignmentGuide(.top) { d in d.height / 2 }`: the view's value for a vertical guide, from
    /// its top edge.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: (ViewDimensions) -> ProxyLength) -> ViewNode {
        modifier(.alignmentGuide(.vertical(guide), computeValue(ViewDimensions())))
    }

    /// `alignmentGuide(.top) { _ in 10 }`: a value in points.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: (ViewDimensions) -> Double) -> ViewNode {
        modifier(.alignmentGuide(.vertical(guide), .points(computeValue(ViewDimensions()))))
    }

    /// `listStyle(_:)`: how the `List`s and `Form`s inside lay out (`.plain`, `.grouped`, `.inset`,
    /// `.insetGrouped`, `.sidebar`); the one nearest a list wins.
    public func listStyle(_ style: ListStyle) -> ViewNode { modifier(.listStyle(style)) }

    /// `listSectionSpacing(_:)`: the space between the sections of the `List`s inside (`.default`,
    /// `.compact`, `.points(12)`); on a `Section`, the space above it.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ViewNode { modifier(.listSectionSpacing(spacing)) }

    /// `listSectionSpacing(12)`: as `listSectionSpacing(.points(12))`.
    public func listSectionSpacing(_ points: Double) -> ViewNode { modifier(.listSectionSpacing(.points(points))) }

    /// `listRowInsets(_:)`: this list row's content insets in place of its style's; nil keeps the
    /// style's. Outside a list it changes nothing.
    public func listRowInsets(_ insets: EdgeInsets?) -> ViewNode { modifier(.listRowInsets(insets)) }

    /// `labelStyle(_:)`: which parts of the `Label`s inside show (`.titleOnly`, `.iconOnly`,
    /// `.titleAndIcon`); the one nearest a label wins.
    public func labelStyle(_ style: LabelStyle) -> ViewNode { modifier(.labelStyle(style)) }

    /// `labelsHidden()`: the `Toggle`s and `Picker`s inside show without their labels.
    public func labelsHidden() -> ViewNode { modifier(.labelsHidden) }

    /// `textFieldStyle(_:)`: how the `TextField`s and `SecureField`s inside are drawn.
    public func textFieldStyle(_ style: TextFieldStyle) -> ViewNode { modifier(.textFieldStyle(style)) }

    /// `buttonStyle(_:)`: `.bordered` and `.borderedProminent` pad the `Button`s' labels inside
    /// by `controlSize`; `.automatic`, `.plain` and `.borderless` draw them as they are.
    public func buttonStyle(_ style: ButtonStyle) -> ViewNode { modifier(.buttonStyle(style)) }

    /// `controlSize(_:)`: the size of the bordered buttons and activity indicators inside.
    public func controlSize(_ size: ControlSize) -> ViewNode { modifier(.controlSize(size)) }

    /// `progressViewStyle(_:)`: `.circular` (an activity indicator) or `.linear` (a bar).
    public func progressViewStyle(_ style: ProgressViewStyle) -> ViewNode { modifier(.progressViewStyle(style)) }

    /// `pickerStyle(_:)`: `.menu` (the default), `.navigationLink` or `.wheel` for the `Picker`s
    /// inside.
    public func pickerStyle(_ style: PickerStyle) -> ViewNode { modifier(.pickerStyle(style)) }

    /// `cornerRadius(_:)`: clips like `clipped()`.
    public func cornerRadius(_ radius: Double) -> ViewNode { modifier(.clipped) }

    /// One view from a builder's views: several become a `ZStack`, as SwiftUI does for
    /// overlay and background content.
    static func single(_ views: [ViewNode]) -> ViewNode {
        views.count == 1 ? views[0] : ViewNode(.zstack(alignment: .center, children: views))
    }
}

extension Length {
    public static let xs = Length.spacing("xs")
    public static let sm = Length.spacing("sm")
    public static let md = Length.spacing("md")
    public static let lg = Length.spacing("lg")
    public static let xl = Length.spacing("xl")
    public static let xxl = Length.spacing("xxl")
}
