import OversetLayout
import OversetStyle

/// SwiftUI's argument values — alignments, edges, lengths, fonts — read from evaluated values.
extension Evaluator {
    /// The name of an implicit member or enum case (`.leading` is "leading").
    static func memberName(_ value: SwiftValue) -> String? {
        if case .member(_, let name, _) = value { return name }
        return nil
    }

    /// A string as a plain value (an SF Symbol's name, an id): literals and `String`s alike.
    static func plainText(_ value: SwiftValue) -> String? {
        switch value {
        case .string(let text): return text
        case .literal(let literal), .localizedKey(let literal): return literal.string
        default: return nil
        }
    }

    static func bool(_ value: SwiftValue) -> Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// `ZStack`'s, `frame`'s and `overlay`'s `Alignment`.
    static func alignment(_ value: SwiftValue) -> Alignment? {
        memberName(value).flatMap { Alignment.named[$0] }
    }

    /// `VStack(alignment:)`.
    func horizontalAlignment(_ value: SwiftValue) -> Alignment? {
        guard let name = Self.memberName(value), let alignment = HorizontalAlignment(rawValue: name) else { return nil }
        return Alignment(horizontal: alignment, vertical: .center)
    }

    /// `HStack(alignment:)`, text baselines included.
    func verticalAlignment(_ value: SwiftValue) -> Alignment? {
        Self.memberName(value).flatMap(VerticalAlignment.init(rawValue:)).map { Alignment(horizontal: .center, vertical: $0) }
    }

    /// A length: points, a design system's spacing token (`theme.spacing.md`), or one written
    /// from a `GeometryReader`'s size.
    func length(_ value: SwiftValue) -> Length? {
        if case .member(.some("DFSpacingToken"), let token, _) = value { return .spacing(token) }
        if case .proxyLength(let length) = value { return .proxy(length) }
        return Self.number(value).map { .points($0) }
    }

    /// `Edge.Set`: `.horizontal`, `.top`, `[.top, .leading]`.
    static func edges(_ value: SwiftValue) -> Edges? {
        let names: [String: Edges] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "horizontal": .horizontal, "vertical": .vertical,
            "all": .all,
        ]
        if case .array(let items) = value {
            var edges: Edges = []
            for item in items {
                guard let edge = memberName(item).flatMap({ names[$0] }) else { return nil }
                edges.formUnion(edge)
            }
            return edges
        }
        return memberName(value).flatMap { names[$0] }
    }

    /// A font weight: `.bold`, `.semibold`, ….
    static func weight(_ value: SwiftValue) -> TextWeight? {
        memberName(value).flatMap(TextWeight.init(parsing:))
    }
}
