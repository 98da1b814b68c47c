import Foundation

/// A font weight on the OpenType scale of 1 to 1000 (400 regular, 700 bold).
///
/// Names follow SwiftUI's `Font.Weight`.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The OpenType `wght` / usWeightClass value.
    public var value: Int

    /// A weight with an OpenType value.
    ///
    /// - Parameter value: 1…1000; values outside are clamped.
    public init(_ value: Int) {
        self.value = min(1000, max(1, value))
    }

    public static let ultraLight = FontWeight(100)
    public static let thin = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let heavy = FontWeight(800)
    public static let black = FontWeight(900)

    private static let names: [(String, FontWeight)] = [
        ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
        ("black", .black),
    ]

    /// A weight from a SwiftUI name ("semibold") or a number ("600"); nil when it is neither.
    public init?(parsing text: String) {
        let key = text.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
        if let number = Int(key), (1...1000).contains(number) {
            self.init(number)
        } else if let named = Self.names.first(where: { $0.0 == key }) {
            self = named.1
        } else {
            return nil
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public var description: String {
        Self.names.first(where: { $0.1 == self }).map(\.0) ?? String(value)
    }
}
