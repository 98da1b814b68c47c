extension Theme {
    /// The Bedrock design system's `Typography` enum (Bedrock's TYPOGRAPHY_GUIDE.md): a base name
    /// is the Apple style as it is, `…Bold` is `.bold()` (the style's emphasized weight) and
    /// `…Emphasis` is `.weight(.semibold)`.
    ///
    /// `heading` is `headline`, `subheading` `subheadline`, `hero` `largeTitle`, `title` Apple's
    /// Title 1 and `caption` Caption 1.
    public static let bedrock = builtIn {
        typealias Style = TextStyleDefinition
        func style(_ name: String, _ base: TextStyle, _ weight: Style.Weight = .base) -> Style {
            Style(name, size: .textStyle(base), weight: weight)
        }
        return try Theme(
            name: "bedrock",
            styles: [
                style("hero", .largeTitle), style("heroBold", .largeTitle, .emphasized),
                style("title", .title), style("titleBold", .title, .emphasized),
                style("title2", .title2), style("title2Bold", .title2, .emphasized),
                style("title3", .title3), style("title3Bold", .title3, .emphasized),
                style("heading", .headline), style("headingEmphasis", .headline, .fixed(.semibold)),
                style("headingBold", .headline, .emphasized),
                style("subheading", .subheadline), style("subheadingEmphasis", .subheadline, .fixed(.semibold)),
                style("body", .body), style("bodyEmphasis", .body, .fixed(.semibold)),
                style("callout", .callout), style("calloutEmphasis", .callout, .fixed(.semibold)),
                style("footnote", .footnote), style("footnoteEmphasis", .footnote, .fixed(.semibold)),
                style("caption", .caption), style("captionEmphasis", .caption, .fixed(.semibold)),
                style("caption2", .caption2), style("caption2Emphasis", .caption2, .fixed(.semibold)),
            ])
    }
}
