extension Theme {
    /// Apple's text styles as they are: each style's Dynamic Type size, leading and weight in the
    /// system font, no extra spacing. Style names are SwiftUI's (`title` is the HIG's Title 1,
    /// `caption` its Caption 1).
    public static let apple = builtIn {
        try Theme(name: "apple", styles: TextStyle.allCases.map { TextStyleDefinition($0.rawValue, size: .textStyle($0)) })
    }
}
