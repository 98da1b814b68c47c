/// A font weight on the OpenType scale of 1 to 1000 (400 regular, 700 bold), named as SwiftUI's
/// `Font.Weight` names them.
///
/// The text engine has its own `FontWeight`; the layout module converts between the two by value,
/// so that this module needs nothing from the text engine.
public struct TextWeight: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The OpenType `wght` value, 1…1000.
    public var value: Int

    /// A weight; values outside 1…1000 are clamped.
    public init(_ value: Int) {
        self.value = min(1000, max(1, value))
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    public static let ultraLight = TextWeight(100)
    public static let thin = TextWeight(200)
    public static let light = TextWeight(300)
    public static let regular = TextWeight(400)
    public static let medium = TextWeight(500)
    public static let semibold = TextWeight(600)
    public static let bold = TextWeight(700)
    public static let heavy = TextWeight(800)
    public static let black = TextWeight(900)

    static let swiftUINames: [(String, TextWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// A weight from a SwiftUI name (`semibold`, any case) or a number from 1 to 1000.
    public init?(parsing text: String) {
        if let number = Int(text), (1...1000).contains(number) {
            self.init(number)
        } else if let named = Self.swiftUINames.first(where: { $0.0.lowercased() == text.lowercased() }) {
            self = named.1
        } else {
            return nil
        }
    }

    public static func < (lhs: TextWeight, rhs: TextWeight) -> Bool { lhs.value < rhs.value }

    /// The SwiftUI name, or the number for weights between the named ones.
    public var description: String {
        Self.swiftUINames.first(where: { $0.1 == self }).map(\.0) ?? String(value)
    }
}
