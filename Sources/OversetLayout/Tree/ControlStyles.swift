import OversetStyle

/// `LabelStyle`: which parts of a `Label` (and of a button made from one) show.
public enum LabelStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: the title and the icon, as outside a toolbar.
    case automatic
    case titleAndIcon, titleOnly, iconOnly
}

/// `TextFieldStyle`: how a `TextField` or `SecureField` is drawn.
public enum TextFieldStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: plain, as on iOS.
    case automatic
    case plain
    /// `.roundedBorder`: the text inset in a rounded rectangle 34 pt tall at Large.
    case roundedBorder
}

/// The control styles in effect for a subtree, set by `labelStyle`, `labelsHidden` and
/// `textFieldStyle`, as SwiftUI's environment carries them; the nearest one set wins.
struct ControlStyles: Hashable, Sendable {
    var label = LabelStyle.automatic
    var labelsHidden = false
    var textField = TextFieldStyle.automatic

    /// These styles with `modifiers`' (innermost first, so the first of each kind wins).
    func applying(_ modifiers: [Modifier]) -> ControlStyles {
        var styles = self
        var seen = (label: false, textField: false)
        for modifier in modifiers {
            switch modifier {
            case .labelStyle(let style) where !seen.label:
                styles.label = style
                seen.label = true
            case .textFieldStyle(let style) where !seen.textField:
                styles.textField = style
                seen.textField = true
            case .labelsHidden:
                styles.labelsHidden = true
            default:
                break
            }
        }
        return styles
    }

    /// `node` as these styles draw it: a `Label` without its title or icon, a `Toggle` or
    /// `Picker` without its label, a text field with a rounded border; others as they are. A
    /// rounded border is the theme's (by default the text's width plus 28 pt and 34 pt tall, as
    /// openuikit measured `UITextField`'s rounded rectangle under Mac Catalyst with iPhone
    /// traits; the 28 as 14 on each side and 6 pt above and below the line are estimates).
    func restyled(_ node: ViewNode, metrics: SwiftUIControlMetrics) -> ViewNode {
        var restyled = node
        if case .stack(.horizontal, _, _, let children) = node.kind {
            if node.modifiers.contains(.ignored(ViewNode.labelMarker)), children.count == 2 {
                switch label {
                case .titleOnly: restyled.kind = children[1].kind
                case .iconOnly: restyled.kind = children[0].kind
                case .automatic, .titleAndIcon: break
                }
            } else if labelsHidden, children.count == 3, ViewNode.isToggle(node) || ViewNode.isPicker(node) {
                // The switch alone, or the picker's value and chevrons.
                restyled.kind = children[2].kind
            }
        }
        if textField == .roundedBorder, node.modifiers.contains(.ignored(ViewNode.textFieldMarker)) {
            restyled.modifiers += [
                .padding(.horizontal, .points(metrics.roundedFieldHorizontalPadding)), .padding(.vertical, .points(metrics.roundedFieldVerticalPadding)),
                .flexibleFrame(FlexibleFrame(minHeight: metrics.roundedFieldMinHeight)),
            ]
        }
        return restyled
    }
}
