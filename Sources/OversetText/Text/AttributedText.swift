/// A paragraph of text in runs, each with its own attributes, as SwiftUI builds from
/// `Text + Text` and from inline Markdown.
public struct AttributedText: Hashable, Sendable {
    /// One run: a piece of text and how it is drawn.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var attributes: TextAttributes

        public init(_ text: String, attributes: TextAttributes) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// The runs in order; empty runs are allowed and draw nothing.
    public var runs: [Run]

    /// Text in runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// One run of `text` with `attributes`.
    public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
        self.runs = [Run(text, attributes: attributes)]
    }

    /// The whole text: the runs' texts joined.
    public var string: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// `Text + Text`: the runs of both.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }
}
