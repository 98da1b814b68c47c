extension Theme {
    /// DesignFoundation's `DFTextStyle`s (Text and Typography page) with its five presets.
    ///
    /// Default is the documented table. The documentation gives some preset values and describes
    /// the rest in words; Overset's choices for those are marked "chosen" below and listed in
    /// docs/themes.md.
    public static let designFoundation = builtIn {
        typealias Style = TextStyleDefinition
        func styles(
            display: (Double, Double), title: (Double, Double), headline: (Double, Double),
            body: (Double, Double), label: (Double, Double), caption: (Double, Double),
            displaySize: Style.Size = .textStyle(.largeTitle)
        ) -> [Style] {
            // Each pair is (line spacing, tracking).
            [
                Style("display", size: displaySize, weight: .fixed(.bold), lineSpacing: display.0, tracking: .points(display.1)),
                Style("title", size: .textStyle(.title2), weight: .fixed(.semibold), lineSpacing: title.0, tracking: .points(title.1)),
                Style("headline", size: .textStyle(.headline), weight: .fixed(.semibold), lineSpacing: headline.0, tracking: .points(headline.1)),
                Style("body", size: .textStyle(.body), weight: .fixed(.regular), lineSpacing: body.0, tracking: .points(body.1)),
                Style("label", size: .textStyle(.subheadline), weight: .fixed(.medium), lineSpacing: label.0, tracking: .points(label.1)),
                Style("caption", size: .textStyle(.caption), weight: .fixed(.regular), lineSpacing: caption.0, tracking: .points(caption.1)),
            ]
        }
        return try Theme(
            name: "designFoundation",
            styles: styles(
                display: (6, -0.5), title: (4, -0.2), headline: (3, 0.1),
                body: (4, 0.0), label: (2, 0.1), caption: (2, 0.3)),
            presets: [
                // "Near-identical to Default. Slightly tighter tracking on .display and .title."
                // Chosen: display −0.6, title −0.3.
                ThemePreset(
                    "slate",
                    styles: styles(
                        display: (6, -0.6), title: (4, -0.3), headline: (3, 0.1),
                        body: (4, 0.0), label: (2, 0.1), caption: (2, 0.3))),
                // "The most compact preset. Tighter tracking throughout: .display −0.8, .body −0.1."
                // Chosen: the other trackings 0.1 tighter than Default, every line spacing 1 pt less.
                ThemePreset(
                    "copper",
                    styles: styles(
                        display: (5, -0.8), title: (3, -0.3), headline: (2, 0.0),
                        body: (3, -0.1), label: (1, 0.0), caption: (1, 0.2))),
                // "Slightly larger display scale; line spacing +1 pt on .body and +0.5 pt on .headline."
                // Chosen: display is 36 pt at Large (Default 34) scaling relative to largeTitle.
                ThemePreset(
                    "aurora",
                    styles: styles(
                        display: (6, -0.5), title: (4, -0.2), headline: (3.5, 0.1),
                        body: (5, 0.0), label: (2, 0.1), caption: (2, 0.3),
                        displaySize: .custom(36, relativeTo: .largeTitle))),
                // "The most generous line spacing: .body 5 pt, .caption 3 pt."
                // Chosen: display 7, title 5, headline 4, label 3 (each the largest of any preset).
                ThemePreset(
                    "sage",
                    styles: styles(
                        display: (7, -0.5), title: (5, -0.2), headline: (4, 0.1),
                        body: (5, 0.0), label: (3, 0.1), caption: (3, 0.3))),
            ])
    }
}
