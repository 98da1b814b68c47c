/// Where a view was written in Swift source, and the chain of the app's view types that led there
/// (`PaymentCell › amountColumn › Text`), for findings that point at the code.
public struct SourceReference: Hashable, Sendable, CustomStringConvertible {
    /// The Swift file, as given on the command line.
    public var file: String
    /// 1-based line and column (in UTF-8 bytes, as swiftc counts them).
    public var line: Int
    public var column: Int
    /// The app's view types, properties and functions the evaluation went through, outermost
    /// first, ending with the view's own name.
    public var viewChain: [String]

    public init(file: String, line: Int, column: Int, viewChain: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.viewChain = viewChain
    }

    /// `path:line:column`, as compilers print a location.
    public var description: String { "\(file):\(line):\(column)" }

    /// "PaymentCell › amountColumn › Text", or nil when the chain is empty.
    public var chainDescription: String? { viewChain.isEmpty ? nil : viewChain.joined(separator: " › ") }
}
