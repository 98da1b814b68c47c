/// One of Apple's text styles, named as SwiftUI's `Font.TextStyle` names it.
///
/// The Human Interface Guidelines call `title` "Title 1" and `caption` "Caption 1"; both names
/// parse. Cases are in the HIG's order, largest first.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// A style from its SwiftUI or HIG name, ignoring case (`title`, `title1`, `caption1`, `subhead`).
    public init?(parsing text: String) {
        let key = text.lowercased()
        if let style = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = style
            return
        }
        switch key {
        case "title1": self = .title
        case "caption1": self = .caption
        case "subhead": self = .subheadline
        default: return nil
        }
    }

    public var description: String { rawValue }
}
