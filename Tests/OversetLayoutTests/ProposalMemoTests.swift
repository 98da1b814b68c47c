import Testing

@testable import OversetLayout

/// An item's answers by proposal (`ProposalMemo`) are found as a dictionary would find them,
/// before and past the proposals it searches one by one.
@Suite struct ProposalMemoTests {
    /// Widths from 0 up, some proposed twice, more of them than are searched one by one.
    @Test(arguments: [1, ProposalMemo<Int>.linearLimit, ProposalMemo<Int>.linearLimit + 1, 3 * ProposalMemo<Int>.linearLimit])
    func answersAsADictionaryWould(_ count: Int) {
        var memo = ProposalMemo<Int>()
        var dictionary: [ProposedSize: Int] = [:]
        let proposals = (0..<count).map { ProposedSize(width: Double($0), height: $0 % 3 == 0 ? nil : 100) }
        for (answer, proposal) in (proposals + proposals.prefix(count / 2)).enumerated() {
            #expect(memo.value(for: proposal) == dictionary[proposal])
            memo.keep(answer, for: proposal)
            dictionary[proposal] = answer
        }
        #expect(memo.count == dictionary.count)
        for proposal in proposals + [ProposedSize(width: -1, height: nil), .unspecified] {
            #expect(memo.value(for: proposal) == dictionary[proposal])
        }
    }

    /// Proposals compare as `Double` does: -0 is 0, and a NaN is never found again.
    @Test func proposalsCompareAsNumbers() {
        var memo = ProposalMemo<String>()
        memo.keep("zero", for: ProposedSize(width: 0, height: nil))
        memo.keep("nan", for: ProposedSize(width: .nan, height: nil))
        #expect(memo.value(for: ProposedSize(width: -0.0, height: nil)) == "zero")
        #expect(memo.value(for: ProposedSize(width: .nan, height: nil)) == nil)
        #expect(memo.value(for: ProposedSize(width: 0, height: 0)) == nil)
    }
}
