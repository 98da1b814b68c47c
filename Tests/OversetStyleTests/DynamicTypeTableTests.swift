import Foundation
import OversetStyle
import Testing

/// Every cell of Apple's Dynamic Type table, read through the public API.
///
/// The expectations are the HIG's tables as the HIG prints them: one table per content size
/// category, rows in HIG names (Title 1, Subhead, Caption 1), columns weight, size, leading and
/// emphasized weight. The source encodes the same data the other way round (per style, across
/// categories), so a misplaced cell fails here.
@Suite struct DynamicTypeTableTests {
    static let higTables = """
        xSmall
        Large Title Regular    31   38  Bold
        Title 1     Regular    25   31  Bold
        Title 2     Regular    19   24  Bold
        Title 3     Regular    17   22  Semibold
        Headline    Semibold   14   19  Semibold
        Body        Regular    14   19  Semibold
        Callout     Regular    13   18  Semibold
        Subhead     Regular    12   16  Semibold
        Footnote    Regular    12   16  Semibold
        Caption 1   Regular    11   13  Semibold
        Caption 2   Regular    11   13  Semibold
        small
        Large Title Regular    32   39  Bold
        Title 1     Regular    26   32  Bold
        Title 2     Regular    20   25  Bold
        Title 3     Regular    18   23  Semibold
        Headline    Semibold   15   20  Semibold
        Body        Regular    15   20  Semibold
        Callout     Regular    14   19  Semibold
        Subhead     Regular    13   18  Semibold
        Footnote    Regular    12   16  Semibold
        Caption 1   Regular    11   13  Semibold
        Caption 2   Regular    11   13  Semibold
        medium
        Large Title Regular    33   40  Bold
        Title 1     Regular    27   33  Bold
        Title 2     Regular    21   26  Bold
        Title 3     Regular    19   24  Semibold
        Headline    Semibold   16   21  Semibold
        Body        Regular    16   21  Semibold
        Callout     Regular    15   20  Semibold
        Subhead     Regular    14   19  Semibold
        Footnote    Regular    12   16  Semibold
        Caption 1   Regular    11   13  Semibold
        Caption 2   Regular    11   13  Semibold
        large
        Large Title Regular    34   41  Bold
        Title 1     Regular    28   34  Bold
        Title 2     Regular    22   28  Bold
        Title 3     Regular    20   25  Semibold
        Headline    Semibold   17   22  Semibold
        Body        Regular    17   22  Semibold
        Callout     Regular    16   21  Semibold
        Subhead     Regular    15   20  Semibold
        Footnote    Regular    13   18  Semibold
        Caption 1   Regular    12   16  Semibold
        Caption 2   Regular    11   13  Semibold
        xLarge
        Large Title Regular    36   43  Bold
        Title 1     Regular    30   37  Bold
        Title 2     Regular    24   30  Bold
        Title 3     Regular    22   28  Semibold
        Headline    Semibold   19   24  Semibold
        Body        Regular    19   24  Semibold
        Callout     Regular    18   23  Semibold
        Subhead     Regular    17   22  Semibold
        Footnote    Regular    15   20  Semibold
        Caption 1   Regular    14   19  Semibold
        Caption 2   Regular    13   18  Semibold
        xxLarge
        Large Title Regular    38   46  Bold
        Title 1     Regular    32   39  Bold
        Title 2     Regular    26   32  Bold
        Title 3     Regular    24   30  Semibold
        Headline    Semibold   21   26  Semibold
        Body        Regular    21   26  Semibold
        Callout     Regular    20   25  Semibold
        Subhead     Regular    19   24  Semibold
        Footnote    Regular    17   22  Semibold
        Caption 1   Regular    16   21  Semibold
        Caption 2   Regular    15   20  Semibold
        xxxLarge
        Large Title Regular    40   48  Bold
        Title 1     Regular    34   41  Bold
        Title 2     Regular    28   34  Bold
        Title 3     Regular    26   32  Semibold
        Headline    Semibold   23   29  Semibold
        Body        Regular    23   29  Semibold
        Callout     Regular    22   28  Semibold
        Subhead     Regular    21   28  Semibold
        Footnote    Regular    19   24  Semibold
        Caption 1   Regular    18   23  Semibold
        Caption 2   Regular    17   22  Semibold
        accessibility1
        Large Title Regular    44   52  Bold
        Title 1     Regular    38   46  Bold
        Title 2     Regular    34   41  Bold
        Title 3     Regular    31   38  Semibold
        Headline    Semibold   28   34  Semibold
        Body        Regular    28   34  Semibold
        Callout     Regular    26   32  Semibold
        Subhead     Regular    25   31  Semibold
        Footnote    Regular    23   29  Semibold
        Caption 1   Regular    22   28  Semibold
        Caption 2   Regular    20   25  Semibold
        accessibility2
        Large Title Regular    48   57  Bold
        Title 1     Regular    43   51  Bold
        Title 2     Regular    39   47  Bold
        Title 3     Regular    37   44  Semibold
        Headline    Semibold   33   40  Semibold
        Body        Regular    33   40  Semibold
        Callout     Regular    32   39  Semibold
        Subhead     Regular    30   37  Semibold
        Footnote    Regular    27   33  Semibold
        Caption 1   Regular    26   32  Semibold
        Caption 2   Regular    24   30  Semibold
        accessibility3
        Large Title Regular    52   61  Bold
        Title 1     Regular    48   57  Bold
        Title 2     Regular    44   52  Bold
        Title 3     Regular    43   51  Semibold
        Headline    Semibold   40   48  Semibold
        Body        Regular    40   48  Semibold
        Callout     Regular    38   46  Semibold
        Subhead     Regular    36   43  Semibold
        Footnote    Regular    33   40  Semibold
        Caption 1   Regular    32   39  Semibold
        Caption 2   Regular    29   35  Semibold
        accessibility4
        Large Title Regular    56   66  Bold
        Title 1     Regular    53   62  Bold
        Title 2     Regular    50   59  Bold
        Title 3     Regular    49   58  Semibold
        Headline    Semibold   47   56  Semibold
        Body        Regular    47   56  Semibold
        Callout     Regular    44   52  Semibold
        Subhead     Regular    42   50  Semibold
        Footnote    Regular    38   46  Semibold
        Caption 1   Regular    37   44  Semibold
        Caption 2   Regular    34   41  Semibold
        accessibility5
        Large Title Regular    60   70  Bold
        Title 1     Regular    58   68  Bold
        Title 2     Regular    56   66  Bold
        Title 3     Regular    55   65  Semibold
        Headline    Semibold   53   62  Semibold
        Body        Regular    53   62  Semibold
        Callout     Regular    51   60  Semibold
        Subhead     Regular    49   58  Semibold
        Footnote    Regular    44   52  Semibold
        Caption 1   Regular    43   51  Semibold
        Caption 2   Regular    40   48  Semibold
        """

    struct Cell: CustomStringConvertible, Sendable {
        var category: DynamicTypeSize
        var style: TextStyle
        var weight: TextWeight
        var size: Double
        var leading: Double
        var emphasizedWeight: TextWeight
        var description: String { "\(style) at \(category.shortName)" }
    }

    static let cells: [Cell] = {
        var cells: [Cell] = []
        var category = DynamicTypeSize.large
        for line in higTables.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let heading = DynamicTypeSize(parsing: line) {
                category = heading
                continue
            }
            // "Large Title Regular    31   38  Bold": the name is everything before the weight.
            let words = line.split(separator: " ").map(String.init)
            let name = words.dropLast(4).joined(separator: " ")
            let style = TextStyle(parsing: name.replacingOccurrences(of: " ", with: ""))!
            cells.append(
                Cell(
                    category: category, style: style, weight: TextWeight(parsing: words[words.count - 4])!,
                    size: Double(words[words.count - 3])!, leading: Double(words[words.count - 2])!,
                    emphasizedWeight: TextWeight(parsing: words[words.count - 1])!))
        }
        return cells
    }()

    @Test func theTablesCoverEveryStyleAtEveryCategory() {
        #expect(Self.cells.count == TextStyle.allCases.count * DynamicTypeSize.allCases.count)
        #expect(Set(Self.cells.map(\.description)).count == Self.cells.count)
    }

    @Test(arguments: cells)
    func styleMatchesTheHIG(_ cell: Cell) {
        #expect(cell.style.pointSize(at: cell.category) == cell.size)
        #expect(cell.style.leading(at: cell.category) == cell.leading)
        #expect(cell.style.weight == cell.weight)
        #expect(cell.style.emphasizedWeight == cell.emphasizedWeight)
    }

    @Test(arguments: cells)
    func appleThemeResolvesToTheTable(_ cell: Cell) throws {
        let resolved = try Theme.apple.resolve(cell.style.rawValue, category: cell.category)
        #expect(resolved.size == cell.size)
        #expect(resolved.leading == cell.leading)
        #expect(resolved.weight == cell.weight)
        #expect(resolved.lineSpacing == 0)
        #expect(resolved.tracking == 0)
        #expect(resolved.family == "system")
    }
}
