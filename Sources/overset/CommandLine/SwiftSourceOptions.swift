import OversetAudit
import OversetSwiftSource

/// How SwiftUI source is read: the options `audit`, `layout` and `coverage` share.
struct SwiftSourceOptions {
    static let view = CommandSpec.Option(
        name: "--view", valueName: "type",
        help: "Also audit this SwiftUI view type of the Swift files, built with sample values; repeat for several.", isRepeatable: true)
    static let define = CommandSpec.Option(
        name: "--define", valueName: "flag",
        help: "Set a compilation flag for #if in Swift files (DEBUG is set); repeat for several.", isRepeatable: true)
    static let options = [view, define]

    /// The most flags and view types given: far past any build, few enough to list in a message.
    static let maximumCount = 100

    var viewTypes: [String]
    var flags: [String]

    /// - Throws: `UsageError` for a flag that is not an identifier, or too many.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        viewTypes = parsed.all(Self.view)
        flags = parsed.all(Self.define)
        guard viewTypes.count <= Self.maximumCount, flags.count <= Self.maximumCount else {
            throw UsageError("--view and --define take at most \(Self.maximumCount) values each")
        }
        for flag in flags where !Self.isIdentifier(flag) {
            throw UsageError("--define expects a compilation flag such as BETA (letters, digits and _), got '\(flag)'")
        }
        for type in viewTypes where !Self.isIdentifier(type.replacingOccurrences(of: ".", with: "_")) {
            throw UsageError("--view expects a view type's name such as PaymentCell, got '\(type)'")
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) } && text.count <= 200
    }

    /// What reading the source takes.
    var setup: ScreenSetup.SwiftOptions {
        var conditions = CompilationConditions.iOSDebug
        conditions.flags.formUnion(flags)
        return ScreenSetup.SwiftOptions(conditions: conditions, viewTypes: viewTypes)
    }

    /// These options as command-line words, for a command that must read the source alike.
    var arguments: [String] {
        flags.flatMap { [Self.define.name, $0] } + viewTypes.flatMap { [Self.view.name, $0] }
    }
}
