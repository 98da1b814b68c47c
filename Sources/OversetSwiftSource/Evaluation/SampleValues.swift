import Foundation
import OversetLayout

/// The values a view type's properties take when it is audited without a preview
/// (`overset audit --view PaymentCell`): realistically long text and numbers, as the audit's
/// format arguments have (docs/swiftui-source.md lists them).
enum SampleValues {
    /// A property's sample by its written type; unknown for a type without one.
    static func value(for type: String?) -> SwiftValue {
        guard var type = type?.trimmingCharacters(in: .whitespaces) else { return .unknown("a property without a type") }
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        switch type {
        case "String", "Substring": return .string(TextContent.sampleString)
        case "LocalizedStringKey", "Text", "LocalizedStringResource": return .localizedKey(TextLiteral(TextContent.sampleString))
        case "Int", "Int64", "Int32", "UInt", "UInt64": return .int(1_234_567)
        case "Double", "Float", "Decimal": return .double(1_234.5678)
        // A length in a view (an icon's side, a row's height): a control's size, not a count.
        case "CGFloat": return .double(44)
        case "Bool": return .bool(true)
        default:
            if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
                return .array([value(for: String(type.dropFirst().dropLast()))])
            }
            return .unknown("a sample \(type)")
        }
    }
}
