/// An item's answers by proposal. An item hears a handful of proposals (a stack's minimum,
/// maximum and share, for each width an audit lays the tree out at), so they are kept in arrays
/// and found by comparison, which is cheaper than hashing them; past `linearLimit` the rest go
/// to a dictionary, so that no item's look-ups grow linear in a long run of proposals.
struct ProposalMemo<Value> {
    private var proposals: [ProposedSize] = []
    private var values: [Value] = []
    private var overflow: [ProposedSize: Value] = [:]

    /// The most proposals searched one by one.
    static var linearLimit: Int { 16 }

    /// The answer kept for `proposal`, if any.
    ///
    /// - Complexity: O(`linearLimit`) comparisons, plus a hash past them.
    func value(for proposal: ProposedSize) -> Value? {
        if let index = proposals.firstIndex(of: proposal) { return values[index] }
        return overflow.isEmpty ? nil : overflow[proposal]
    }

    /// Keeps `value` as the answer for `proposal`, replacing any kept before.
    ///
    /// - Complexity: that of `value(for:)`.
    mutating func keep(_ value: Value, for proposal: ProposedSize) {
        if let index = proposals.firstIndex(of: proposal) {
            values[index] = value
        } else if proposals.count < Self.linearLimit {
            proposals.append(proposal)
            values.append(value)
        } else {
            overflow[proposal] = value
        }
    }

    /// The number of answers kept.
    var count: Int { proposals.count + overflow.count }
}
