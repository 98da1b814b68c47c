/// The Bold Text accessibility setting, as SwiftUI's `LegibilityWeight` names it.
public enum LegibilityWeight: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Bold Text off.
    case regular
    /// Bold Text on: the system font draws heavier.
    case bold

    public static func < (lhs: LegibilityWeight, rhs: LegibilityWeight) -> Bool {
        lhs == .regular && rhs == .bold
    }
}

extension TextWeight {
    /// The weight the system font draws at with Bold Text on: the three lightest weights one step
    /// heavier (+100), the others two steps (+200), at most black (900) — so regular text draws
    /// semibold. Sources: with Bold Text on, `UIFont` returns `.SFUIText-Semibold` for regular
    /// (material-components-ios issue 2905, 2018); "the system font increases the lightest 3
    /// weights by 100, but the remaining weights by 200 each (up to a maximum of 900)"
    /// (codeandtheory/YMatterType pull request 67, 2023).
    public var withBoldText: TextWeight {
        TextWeight(min(900, value + (value <= 300 ? 100 : 200)))
    }
}
