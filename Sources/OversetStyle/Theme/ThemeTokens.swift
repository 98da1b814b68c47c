/// A theme's spacing scale (`theme.spacing.lg`), in points.
public struct SpacingScale: Hashable, Sendable {
    public var xs: Double
    public var sm: Double
    public var md: Double
    public var lg: Double
    public var xl: Double
    public var xxl: Double

    /// A spacing scale; the defaults are DesignFoundation's (lg is its documented 16 pt).
    public init(xs: Double = 4, sm: Double = 8, md: Double = 12, lg: Double = 16, xl: Double = 24, xxl: Double = 32) {
        (self.xs, self.sm, self.md, self.lg, self.xl, self.xxl) = (xs, sm, md, lg, xl, xxl)
    }

    /// The token names in order, with their key paths, for files and tables.
    public static var tokens: [(name: String, keyPath: WritableKeyPath<SpacingScale, Double>)] {
        [
            ("xs", \.xs), ("sm", \.sm), ("md", \.md), ("lg", \.lg), ("xl", \.xl), ("xxl", \.xxl),
        ]
    }
}

/// A theme's corner radius scale (`theme.radius.lg`), in points.
public struct RadiusScale: Hashable, Sendable {
    public var sm: Double
    public var md: Double
    public var lg: Double
    public var xl: Double

    /// A radius scale; the defaults are Overset's choice for DesignFoundation.
    public init(sm: Double = 4, md: Double = 8, lg: Double = 12, xl: Double = 16) {
        (self.sm, self.md, self.lg, self.xl) = (sm, md, lg, xl)
    }

    /// The token names in order, with their key paths.
    public static var tokens: [(name: String, keyPath: WritableKeyPath<RadiusScale, Double>)] {
        [
            ("sm", \.sm), ("md", \.md), ("lg", \.lg), ("xl", \.xl),
        ]
    }
}

/// Sizes of a design system's components, in points at the Large content size.
///
/// A nil card padding or corner radius falls back to `spacing.lg` and `radius.lg`, as
/// DesignFoundation's DFCard documents.
public struct ComponentTokens: Hashable, Sendable {
    /// Card content padding (`theme.components.card.padding`); nil = `spacing.lg`.
    public var cardPadding: Double?
    /// Card corner radius; nil = `radius.lg`.
    public var cardCornerRadius: Double?
    /// Vertical inset of a list row's content.
    public var listRowVerticalInset: Double
    /// Horizontal inset of a list row's content.
    public var listRowHorizontalInset: Double
    /// The smallest height of a list row (Apple's 44 pt touch target).
    public var listRowMinHeight: Double
    /// Avatar diameter when a view gives none.
    public var avatarSize: Double
    /// Icon sizes `.sm`, `.md`, `.lg`, `.xl`.
    public var iconSmall: Double
    public var iconMedium: Double
    public var iconLarge: Double
    public var iconExtraLarge: Double
    /// A badge's horizontal and vertical padding around its text.
    public var badgeHorizontalPadding: Double
    public var badgeVerticalPadding: Double
    /// SwiftUI's list and control metrics (`components.list.…`, `components.textField.…`).
    public var swiftUI = SwiftUIControlMetrics()

    /// Component tokens; the defaults are Overset's choices for DesignFoundation (see docs/themes.md).
    public init(
        cardPadding: Double? = nil, cardCornerRadius: Double? = nil, listRowVerticalInset: Double = 12,
        listRowHorizontalInset: Double = 16, listRowMinHeight: Double = 44, avatarSize: Double = 40,
        iconSmall: Double = 16, iconMedium: Double = 20, iconLarge: Double = 24, iconExtraLarge: Double = 32,
        badgeHorizontalPadding: Double = 8, badgeVerticalPadding: Double = 4
    ) {
        self.cardPadding = cardPadding
        self.cardCornerRadius = cardCornerRadius
        self.listRowVerticalInset = listRowVerticalInset
        self.listRowHorizontalInset = listRowHorizontalInset
        self.listRowMinHeight = listRowMinHeight
        self.avatarSize = avatarSize
        self.iconSmall = iconSmall
        self.iconMedium = iconMedium
        self.iconLarge = iconLarge
        self.iconExtraLarge = iconExtraLarge
        self.badgeHorizontalPadding = badgeHorizontalPadding
        self.badgeVerticalPadding = badgeVerticalPadding
    }

    /// The token names (as in token files: `components.<name>`) with their key paths.
    public static var tokens: [(name: String, keyPath: WritableKeyPath<ComponentTokens, Double>)] {
        let own: [(name: String, keyPath: WritableKeyPath<ComponentTokens, Double>)] = [
            ("listRow.verticalInset", \.listRowVerticalInset), ("listRow.horizontalInset", \.listRowHorizontalInset),
            ("listRow.minHeight", \.listRowMinHeight), ("avatar.size", \.avatarSize),
            ("icon.sm", \.iconSmall), ("icon.md", \.iconMedium), ("icon.lg", \.iconLarge), ("icon.xl", \.iconExtraLarge),
            ("badge.horizontalPadding", \.badgeHorizontalPadding), ("badge.verticalPadding", \.badgeVerticalPadding),
        ]
        var all = own
        for token in SwiftUIControlMetrics.tokens {
            let swiftUI: WritableKeyPath<ComponentTokens, SwiftUIControlMetrics> = \.swiftUI
            let keyPath: WritableKeyPath<ComponentTokens, Double> = swiftUI.appending(path: token.keyPath)
            all.append((name: token.name, keyPath: keyPath))
        }
        return all
    }

    /// The optional token names with their key paths.
    public static var optionalTokens: [(name: String, keyPath: WritableKeyPath<ComponentTokens, Double?>)] {
        [
            ("card.padding", \.cardPadding), ("card.cornerRadius", \.cardCornerRadius),
        ]
    }
}
