import OversetLayout
import OversetStyle

/// SwiftUI's `Font`: text styles, `.system(…)`, `.custom(…)`, the app's own `extension Font`
/// statics, and the methods that change a font (`.weight(_:)`, `.bold()`, `.italic()`).
extension Evaluator {
    /// The methods on a `Font` that give another font.
    static let fontMethods: Set<String> = [
        "weight", "bold", "italic", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width",
    ]

    /// `Font.system(…)` or `Font.custom(…)`, or nil for another member of another type.
    static func font(_ typeName: String, _ name: String, _ arguments: [CallArgument]) -> FontValue? {
        guard typeName == "Font" || typeName == "SwiftUI.Font" else { return nil }
        return font(named: name, arguments.map { ($0.label, $0.value) })
    }

    /// A font from the name and arguments of a member of `Font`: a text style, `system` or `custom`.
    static func font(named name: String, _ arguments: [(label: String?, value: SwiftValue)]) -> FontValue? {
        func argument(_ label: String?) -> SwiftValue? { arguments.first { $0.label == label }?.value }
        switch name {
        case "system":
            let weight = argument("weight").flatMap(weight)
            let font: FontValue
            if let size = argument("size").flatMap(number) {
                font = FontValue(choice: .system(size: size, weight: weight), weight: nil)
            } else {
                guard let style = argument(nil).flatMap(memberName) else { return nil }
                font = FontValue(choice: .style(style), weight: weight)
            }
            switch argument("design").flatMap(memberName).flatMap(FontDesign.init(rawValue:)) {
            case .monospaced?: return monospaced(font)
            case let design?:
                var designed = font
                designed.design = design
                return designed
            case nil: return font
            }
        case "custom":
            guard let family = argument(nil).flatMap(plainText) else { return nil }
            if let size = argument("fixedSize").flatMap(number) { return FontValue(choice: .custom(family: family, size: size, relativeTo: nil)) }
            guard let size = argument("size").flatMap(number) else { return nil }
            let style = argument("relativeTo").flatMap(memberName).flatMap(TextStyle.init(parsing:)) ?? .body
            return FontValue(choice: .custom(family: family, size: size, relativeTo: style))
        default:
            guard arguments.isEmpty, TextStyle(parsing: name) != nil else { return nil }
            return FontValue(choice: .style(name))
        }
    }

    /// `font` changed by one of its methods.
    static func modifying(_ font: FontValue, _ name: String, _ arguments: [CallArgument]) -> FontValue {
        var font = font
        switch name {
        case "weight": font.weight = arguments.first.flatMap { weight($0.value) } ?? font.weight
        case "bold": font.weight = .bold
        case "italic": font.isItalic = true
        case "monospacedDigit": font.hasMonospacedDigits = true
        case "monospaced": font = monospaced(font)
        case "width": font.width = arguments.first.flatMap { memberName($0.value) }.flatMap(FontWidth.init(rawValue:)) ?? font.width
        default: break
        }
        return font
    }

    /// The monospaced design of a system font (`design: .monospaced`, `.monospaced()`): SF Mono
    /// on iOS, the bundled monospaced family here, at the same size and weight; a text style
    /// keeps its size at Large and scales with it. A custom font is kept (SwiftUI uses its
    /// monospaced variant only when it has one). The rounded and serif designs keep the system
    /// font, or the theme's family for them (`SystemFont.family(for:atSize:)`).
    static func monospaced(_ font: FontValue) -> FontValue {
        var result = font
        switch font.choice {
        case .system(let size, let weight):
            result.choice = .custom(family: "monospaced", size: size, relativeTo: nil)
            result.weight = weight ?? font.weight
        case .style(let name):
            guard let style = TextStyle(parsing: name) else { return font }
            result.choice = .custom(family: "monospaced", size: style.pointSize(at: .large), relativeTo: style)
            // The style's own weight (semibold for headline), which a custom font does not have.
            result.weight = font.weight ?? (style.weight == .regular ? nil : style.weight)
        case .custom, .designed:
            break
        }
        return result
    }

    /// A value as a font: a `Font`, a text style or `.system`/`.custom` member, or one of the
    /// app's `extension Font` statics.
    func fontValue(_ value: SwiftValue) -> FontValue? {
        switch value {
        case .font(let font): return font
        case .member(let type, let name, let arguments) where type == nil || type == "Font":
            if let font = Self.font(named: name, arguments) { return font }
            guard let property = index.type(named: "Font")?.staticProperties[name], let initial = property.value.initialValue else { return nil }
            let file = self.file
            defer { self.file = file }
            self.file = property.file
            guard let resolved = try? evaluate(initial, in: Scope(parent: nil, type: "Font")) else { return nil }
            return fontValue(resolved)
        default:
            return nil
        }
    }
}
