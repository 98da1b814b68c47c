import OversetStyle
import OversetText

extension ResolvedTextStyle {
    /// The text engine's attributes for this style (where the walls between styles and text meet).
    public var textAttributes: TextAttributes {
        TextAttributes(font: .family(family), weight: FontWeight(weight.value), isItalic: isItalic, size: size, tracking: tracking)
    }

    /// Layout options carrying this style's line spacing and leading.
    public func layoutOptions(displayScale: Double) -> TextLayoutOptions {
        TextLayoutOptions(lineSpacing: lineSpacing, leading: leading, displayScale: displayScale)
    }
}
