import OversetLayout

/// `alignmentGuide(_:computeValue:)`: the guide, and the closure run with the view's dimensions
/// as lengths (`SwiftValue.viewDimensions`), so that `d[.trailing] - 8`, `d.width / 2` and `20`
/// are read as what they are; `d[explicit: g]` is nil (a view sets no guide of its own inside
/// here); anything else (a model's value) is not understood.
extension Evaluator {
    /// The modifier, or nil when the guide or its value cannot be read.
    func alignmentGuide(_ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> Modifier? {
        // A list row's separator guides move the separator, drawn over the rows: no layout.
        if let name = arguments.first.flatMap(Self.memberName), ["listRowSeparatorLeading", "listRowSeparatorTrailing"].contains(name) {
            return .ignored("alignmentGuide")
        }
        guard let guide = arguments.first.flatMap(Self.alignmentGuideKey),
            case .closure(let closure)? = arguments["computeValue"] ?? arguments.content
        else { return nil }
        // The closure's value: what it returns, or its single expression.
        let value = try runClosure(closure, [.viewDimensions], at: range).value
        if case .proxyLength(let length) = value { return .alignmentGuide(guide, length) }
        return Self.number(value).map { .alignmentGuide(guide, .points($0)) }
    }

    /// `.leading`, `.trailing`, `HorizontalAlignment.center`; `.top`, `.bottom`,
    /// `VerticalAlignment.center` (a bare `.center` names neither, as in Swift).
    static func alignmentGuideKey(_ value: SwiftValue) -> AlignmentGuideKey? {
        guard case .member(let type, let name, _) = value else { return nil }
        switch (type, name) {
        case (nil, "leading"), ("HorizontalAlignment", "leading"): return .horizontal(.leading)
        case (nil, "trailing"), ("HorizontalAlignment", "trailing"): return .horizontal(.trailing)
        case ("HorizontalAlignment", "center"): return .horizontal(.center)
        case (nil, "top"), ("VerticalAlignment", "top"): return .vertical(.top)
        case (nil, "bottom"), ("VerticalAlignment", "bottom"): return .vertical(.bottom)
        case ("VerticalAlignment", "center"): return .vertical(.center)
        default: return nil
        }
    }

    /// `d[guide]` for the `ViewDimensions` an alignment guide's closure is given: a length of the
    /// view's size; nil for another subscript.
    static func viewDimension(_ base: SwiftValue, _ key: SwiftValue, label: String?) -> SwiftValue? {
        guard case .instance(let instance) = base, instance.type == "ViewDimensions" else { return nil }
        if label == "explicit" { return .noValue }
        guard label == nil, let guide = alignmentGuideKey(key) else { return .unknown("a ViewDimensions subscript") }
        switch guide {
        case .horizontal(let alignment): return .proxyLength(ViewDimensions()[alignment])
        case .vertical(let alignment): return .proxyLength(ViewDimensions()[alignment])
        }
    }
}
