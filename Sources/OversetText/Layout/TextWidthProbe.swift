/// Asks one text, analysed once, whether it shows everything at one width after another: what
/// a search for the narrowest width that fits (a truncation's shortfall) needs.
///
/// Each answer is exactly `TextEngine.showsEverything(_:options:)` with `options.width` set to
/// the width asked; the probe only skips finding the analysed paragraph again for every width.
///
/// ```swift
/// let probe = try engine.widthProbe(text, options: TextLayoutOptions(lineLimit: 2))
/// let fits = try probe.showsEverything(atWidth: 200)
/// ```
public struct TextWidthProbe: Sendable {
    let engine: TextEngine
    let paragraph: ShapedParagraph
    /// The options every width is tried with.
    public let options: TextLayoutOptions

    /// Whether the text shows everything laid out `width` wide (nil: unbounded).
    ///
    /// - Throws: `OversetTextError` for an invalid width or options.
    /// - Complexity: line breaking of the paragraph; for lines left over, usually one
    ///   measurement of the rest of the text (tail truncation), else one truncation.
    public func showsEverything(atWidth width: Double?) throws(OversetTextError) -> Bool {
        var options = self.options
        options.width = width
        try options.validate()
        return try engine.showsEverything(paragraph, validatedOptions: options)
    }
}

extension TextEngine {
    /// A probe that answers `showsEverything` for `text` with `options` at any width, analysing
    /// the text once.
    ///
    /// - Throws: `OversetTextError` for invalid options or attributes, unknown families or bad fonts.
    /// - Complexity: that of analysing the text, when it is not cached.
    public func widthProbe(_ text: AttributedText, options: TextLayoutOptions) throws(OversetTextError) -> TextWidthProbe {
        try options.validate()
        return TextWidthProbe(engine: self, paragraph: try analysed(text, baseIsRightToLeft: options.baseIsRightToLeft), options: options)
    }
}
