/// An item's answers by proposal. An item hears a handful of proposals (a stack's minimum,
/// maximum and share, for each width an audit lays the tree out at), so they are kept in an
/// array and found by comparison, which is cheaper than hashing them; past `linearLimit` the
/// rest go to a dictionary, so that no item's look-ups grow linear in a long run of proposals.
struct ProposalMemo<Value> {
    /// Proposals with their answers in one array: one allocation where two parallel arrays
    /// growing 1, 2, 4 took several (among an audit's most frequent allocations).
    private var entries: [(proposal: ProposedSize, value: Value)] = []
    private var overflow: [ProposedSize: Value] = [:]

    /// The most proposals searched one by one.
    static var linearLimit: Int { 16 }
    /// Room made at the first answer: an item in a stack laid out at one width hears about this many.
    private static var firstCapacity: Int { 4 }

    /// The answer kept for `proposal`, if any.
    ///
    /// - Complexity: O(`linearLimit`) comparisons, plus a hash past them.
    func value(for proposal: ProposedSize) -> Value? {
        if let index = entries.firstIndex(where: { $0.proposal == proposal }) { return entries[index].value }
        return overflow.isEmpty ? nil : overflow[proposal]
    }

    /// Keeps `value` as the answer for `proposal`, replacing any kept before.
    ///
    /// - Complexity: that of `value(for:)`.
    mutating func keep(_ value: Value, for proposal: ProposedSize) {
        if let index = entries.firstIndex(where: { $0.proposal == proposal }) {
            entries[index].value = value
        } else if entries.count < Self.linearLimit {
            if entries.isEmpty { entries.reserveCapacity(Self.firstCapacity) }
            entries.append((proposal, value))
        } else {
            overflow[proposal] = value
        }
    }

    /// The number of answers kept.
    var count: Int { entries.count + overflow.count }
}
