internal import OversetPlumbing

extension Diagnostic {
    /// The text a view does not show, kept as where it lies in the view's string until it is
    /// asked for: an audit raises tens of thousands of truncations and a report words few of
    /// them, and a string made for each was a third of what freeing a large report cost.
    ///
    /// Two hidden texts are equal when they read the same, however each is kept.
    struct HiddenText: Hashable, Sendable {
        private enum Form: Sendable {
            case rendered(String)
            /// The `range` of `string`'s UTF-8 offsets, not yet cut out.
            case range(String, Range<Int>)
        }

        private let form: Form

        /// A hidden text already written out (a clipped text's lost lines, a report's).
        init(_ rendered: String) {
            form = .rendered(rendered)
        }

        /// The parts of `string` at `ranges` (UTF-8 offsets), as `string` reads them.
        init(_ string: String, ranges: [Range<Int>]) {
            switch ranges.count {
            case 0: form = .rendered("")
            // The engine hides one range at most (the truncated rest): kept without a copy.
            case 1: form = .range(string, ranges[0])
            default: form = .rendered(Self.render(ranges, of: string))
            }
        }

        /// Each part without surrounding white space, parts joined by "…".
        var string: String {
            switch form {
            case .rendered(let rendered): return rendered
            case .range(let string, let range): return Self.render(CollectionOfOne(range), of: string)
            }
        }

        static func == (lhs: HiddenText, rhs: HiddenText) -> Bool { lhs.string == rhs.string }

        func hash(into hasher: inout Hasher) { hasher.combine(string) }

        /// The parts of `string` at `ranges`, UTF-8 offsets clamped to it.
        private static func render(_ ranges: some Collection<Range<Int>>, of string: String) -> String {
            // The ranges are UTF-8 offsets, which a native string's UTF-8 view reaches directly.
            let utf8 = string.utf8
            func index(_ offset: Int) -> String.Index {
                utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
            }
            return ranges.map { range in
                let lower = index(range.lowerBound)
                return String(decoding: utf8[lower..<max(lower, index(range.upperBound))], as: UTF8.self).trimmingWhitespaceAndNewlines()
            }.joined(separator: "…")
        }
    }
}
