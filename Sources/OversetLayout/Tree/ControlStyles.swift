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

/// `ButtonStyle`: how a `Button` draws its label.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`, `.plain`, `.borderless`: the label as it is.
    case automatic, plain, borderless
    /// `.bordered`, `.borderedProminent`: the label padded inside a shape, by `controlSize`.
    case bordered, borderedProminent
}

/// `ControlSize`: the size of bordered buttons and activity indicators.
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// `ProgressViewStyle`: an activity indicator or a bar.
public enum ProgressViewStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: a bar with a value, else an indicator.
    case automatic
    /// `.circular`: on iOS an activity indicator, with or without a value (Apple's
    /// `CircularProgressViewStyle`: only watchOS and widgets draw a determinate gauge).
    case circular
    /// `.linear`: a bar.
    case linear
}

/// `PickerStyle`: how a `Picker` shows its options (`.palette` is not modelled).
public enum PickerStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`, `.menu`: the label, then the selection and up-and-down chevrons.
    case automatic, menu
    /// `.navigationLink`: the label, then the selection and a disclosure chevron.
    case navigationLink
    /// `.wheel`: the selection centred in a wheel as wide as offered and of a fixed height.
    case wheel
    /// `.segmented`: every option in a segment of equal width, without the label.
    case segmented
    /// `.inline`: in a list, a section of one row per option under the label; elsewhere a wheel.
    case inline
}

/// The control styles in effect for a subtree, set by `labelStyle`, `labelsHidden`,
/// `textFieldStyle`, `buttonStyle`, `controlSize` and `progressViewStyle`, as SwiftUI's
/// environment carries them; the nearest one set wins.
struct ControlStyles: Hashable, Sendable {
    var label = LabelStyle.automatic
    var labelsHidden = false
    var textField = TextFieldStyle.automatic
    var button = ButtonStyle.automatic
    var controlSize = ControlSize.regular
    var progressView = ProgressViewStyle.automatic
    var picker = PickerStyle.automatic

    /// These styles with `modifiers`' (innermost first, so the first of each kind wins).
    func applying(_ modifiers: [Modifier]) -> ControlStyles {
        var styles = self
        var seen = (label: false, textField: false, button: false, controlSize: false, progressView: false, picker: false)
        for modifier in modifiers {
            switch modifier {
            case .pickerStyle(let style) where !seen.picker:
                styles.picker = style
                seen.picker = true
            case .buttonStyle(let style) where !seen.button:
                styles.button = style
                seen.button = true
            case .controlSize(let size) where !seen.controlSize:
                styles.controlSize = size
                seen.controlSize = true
            case .progressViewStyle(let style) where !seen.progressView:
                styles.progressView = style
                seen.progressView = true
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
    /// `Picker` without its label, a text field with a rounded border, the controls of
    /// `ControlStyles+MoreControls.swift` sized by the theme; others as they are. A
    /// rounded border is the theme's (by default the text's width plus 28 pt and 34 pt tall, as
    /// openuikit measured `UITextField`'s rounded rectangle under Mac Catalyst with iPhone
    /// traits; the 28 as 14 on each side and 6 pt above and below the line are estimates).
    func restyled(_ node: ViewNode, metrics: SwiftUIControlMetrics) -> ViewNode {
        // Every style here keys on a control's marker (an `.ignored` modifier) or on a horizontal
        // stack's shape: a view with neither (most of a screen's texts) is left as it is without
        // comparing its modifiers with each marker in turn.
        let isHorizontalStack = if case .stack(.horizontal, _, _, _) = node.kind { true } else { false }
        guard isHorizontalStack || node.modifiers.contains(where: { if case .ignored = $0 { true } else { false } }) else { return node }
        var restyled = node
        if case .stack(.horizontal, _, _, let children) = node.kind {
            if node.modifiers.contains(.ignored(ViewNode.labelMarker)), children.count == 2 {
                switch label {
                case .titleOnly: restyled = Self.keeping(children[1], of: node)
                case .iconOnly: restyled = Self.keeping(children[0], of: node)
                case .automatic, .titleAndIcon: break
                }
            } else if ViewNode.isPicker(node), picker == .segmented {
                restyled = Self.segmentedPicker(node, metrics: metrics)
            } else if ViewNode.isPicker(node), picker == .wheel || picker == .navigationLink || picker == .inline {
                restyled = restyledPicker(node, children: children, metrics: metrics)
            } else if labelsHidden, children.count == 3, ViewNode.isToggle(node) || ViewNode.isPicker(node) {
                // The switch alone, or the picker's value and chevrons.
                restyled = Self.keeping(children[2], of: node)
            }
        }
        if textField == .roundedBorder, node.modifiers.contains(.ignored(ViewNode.textFieldMarker)) {
            restyled.modifiers += [
                .padding(.horizontal, .points(metrics.roundedFieldHorizontalPadding)), .padding(.vertical, .points(metrics.roundedFieldVerticalPadding)),
                .flexibleFrame(FlexibleFrame(minHeight: metrics.roundedFieldMinHeight)),
            ]
        }
        if button == .bordered || button == .borderedProminent, node.modifiers.contains(.ignored(ViewNode.buttonMarker)) {
            let padding = metrics.borderedButtonPadding(controlSize)
            restyled.modifiers += [.padding(.horizontal, .points(padding.horizontal)), .padding(.vertical, .points(padding.vertical))]
        }
        if node.modifiers.contains(.ignored(ViewNode.progressViewMarker)) {
            restyled = restyledProgress(restyled)
        }
        return restyledMoreControl(restyled, metrics: metrics)
    }

    /// A menu picker (`ViewNode.picker`'s shape) in the wheel or navigation-link style, or inline
    /// outside a list (which iOS draws as a wheel). A wheel
    /// shows no label on iOS: its selection centred in a wheel as wide as offered and the theme's
    /// height (216 pt by default, `UIPickerView`'s long-standing default height: an estimate). A
    /// navigation-link picker ends with the disclosure chevron instead of the up-and-down
    /// chevrons, the theme's chevron spacing before it.
    private func restyledPicker(_ node: ViewNode, children: [ViewNode], metrics: SwiftUIControlMetrics) -> ViewNode {
        var picker = node
        guard case .stack(.horizontal, _, _, let value) = children[2].kind else { return node }
        let selection = Array(value.dropLast())
        if self.picker == .wheel || self.picker == .inline {
            picker.kind = .zstack(alignment: .center, children: selection)
            picker.modifiers += [.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), .frame(width: nil, height: metrics.pickerWheelHeight, alignment: .center)]
            return picker
        }
        let chevron = ViewNode(.box(width: ViewNode.disclosureChevronSize.width, height: ViewNode.disclosureChevronSize.height))
        let shown = ViewNode(.stack(.horizontal, spacing: .points(metrics.listChevronSpacing), alignment: .center, children: selection + [chevron]))
        picker.kind = labelsHidden ? shown.kind : .stack(.horizontal, spacing: nil, alignment: .center, children: [children[0], children[1], shown])
        return picker
    }

    /// A progress view's indicator in this style and size: an activity indicator 20 pt square,
    /// 37 at the large sizes (`UIActivityIndicatorView`'s medium and large styles, as openuikit
    /// measured them), or a bar 4 pt high as wide as offered.
    private func restyledProgress(_ node: ViewNode) -> ViewNode {
        var progress = node
        var indicator = node
        var label: ViewNode?
        if case .stack(.vertical, _, _, let children) = node.kind, children.count == 2 {
            indicator = children[0]
            label = children[1]
        }
        guard case .box(let width, _) = indicator.kind else { return node }
        let isLinear = progressView == .linear || (progressView == .automatic && width == nil)
        let side = controlSize == .large || controlSize == .extraLarge ? ViewNode.largeActivityIndicatorSide : ViewNode.activityIndicatorSide
        indicator.kind = isLinear ? .box(width: nil, height: 4) : .box(width: side, height: side)
        if let label {
            progress.kind = .stack(.vertical, spacing: .points(8), alignment: isLinear ? .leading : .center, children: [indicator, label])
        } else {
            progress.kind = indicator.kind
        }
        return progress
    }

    /// `node` showing only its part `child`: the child's own modifiers (a title's font) inside
    /// the node's, so that restyling drops the other parts and nothing of the one kept.
    static func keeping(_ child: ViewNode, of node: ViewNode) -> ViewNode {
        var kept = node
        kept.kind = child.kind
        kept.modifiers = child.modifiers + node.modifiers
        return kept
    }
}

extension SwiftUIControlMetrics {
    /// A bordered button's padding at `size`: mini takes small's, extra large large's.
    func borderedButtonPadding(_ size: ControlSize) -> (horizontal: Double, vertical: Double) {
        switch size {
        case .mini, .small: return (borderedButtonSmallHorizontalPadding, borderedButtonSmallVerticalPadding)
        case .regular: return (borderedButtonHorizontalPadding, borderedButtonVerticalPadding)
        case .large, .extraLarge: return (borderedButtonLargeHorizontalPadding, borderedButtonLargeVerticalPadding)
        }
    }
}
