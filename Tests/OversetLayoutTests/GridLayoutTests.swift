import OversetLayout
import Testing

/// `LazyVGrid` and `LazyHGrid` against frames computed by hand from Apple's `GridItem.Size`:
/// fixed tracks take their length; the others, in order, are each offered an equal share of
/// what is left, a flexible one clamped to its bounds; an adaptive item fits as many tracks of
/// its minimum as its share holds; 8 pt between items and lines unless given (an estimate). The grids are offered 343 pt: a 375 pt screen less 16 each
/// side.
@Suite struct GridLayoutTests {
    struct Columns: CustomTestStringConvertible, Sendable {
        var name: String
        var items: [GridItem]
        /// Each column's x from the grid's leading edge, and its width.
        var columns: [(x: Double, width: Double)]
        var testDescription: String { name }
    }

    static let columnCases: [Columns] = [
        Columns(
            name: "3 flexible share 343 less two 8 pt gaps", items: Array(repeating: GridItem(.flexible()), count: 3),
            columns: [(0, 109), (117, 109), (234, 109)]),
        Columns(name: "adaptive minimum 100 fits 3 columns", items: [GridItem(.adaptive(minimum: 100))], columns: [(0, 109), (117, 109), (234, 109)]),
        Columns(name: "fixed 100 and flexible: the flexible takes the rest", items: [GridItem(.fixed(100)), GridItem()], columns: [(0, 100), (108, 235)]),
        Columns(
            name: "a flexible maximum leaves the rest to the other", items: [GridItem(.flexible(maximum: 100)), GridItem()],
            columns: [(0, 100), (108, 235)]),
        Columns(
            name: "a flexible minimum above its share takes its minimum", items: [GridItem(.flexible(minimum: 250)), GridItem()],
            columns: [(0, 250), (258, 85)]),
        Columns(
            name: "items share in order: a bound met late leaves space unused",
            items: [GridItem(spacing: 7), GridItem(.flexible(maximum: 100))], columns: [(0, 168), (175, 100)]),
        Columns(
            name: "an adaptive item after a wide flexible minimum takes what is left",
            items: [GridItem(.flexible(minimum: 300)), GridItem(.adaptive(minimum: 20))], columns: [(0, 300), (308, 35)]),
        Columns(
            name: "adaptive 50 to 60 with spacing 10: five columns of 60", items: [GridItem(.adaptive(minimum: 50, maximum: 60), spacing: 10)],
            columns: [(0, 60), (70, 60), (140, 60), (210, 60), (280, 60)]),
        Columns(
            name: "item spacing is the space after it", items: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50), spacing: 20), GridItem(.fixed(50))],
            columns: [(0, 50), (50, 50), (120, 50)]),
    ]

    /// Each cell (a colour 20 pt high) is as wide as its column, one row.
    @Test(arguments: columnCases)
    func columnsAreSizedFromTheWidth(_ grid: Columns) throws {
        let view = LazyVGrid(columns: grid.items) {
            ForEach(Array(grid.columns.indices)) { index in Color.red.frame(height: 20).id("c\(index)") }
        }.padding(16)
        let result = try Layouts.layout(view)
        // A grid narrower than the screen is centred on it.
        let origin = result.root.contentFrame
        #expect(origin.width == grid.columns.last.map { $0.x + $0.width })
        for (index, column) in grid.columns.enumerated() {
            let frame = try #require(result["c\(index)"]).frame
            #expect(abs(frame.x - (origin.x + column.x)) < 1e-9, "column \(index)")
            #expect(frame.width == column.width, "column \(index)")
            #expect(frame.y == 16 && frame.height == 20, "column \(index)")
        }
    }

    /// Rows are as tall as their tallest cell, `spacing` apart; a cell sits centred in its slot.
    @Test func rowsAreAsTallAsTheirTallestCellAndCellsAreCentred() throws {
        let view = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 12) {
            Box(width: 19, height: 10).id("a")
            Box(width: 19, height: 30).id("b")
            Box(width: 19, height: 20).id("c")
            Box(width: 41, height: 10).id("d")
        }.padding(16)
        let result = try Layouts.layout(view)
        #expect(result["a"]?.frame == Rect(x: 16 + 45, y: 16 + 10, width: 19, height: 10))
        #expect(result["b"]?.frame == Rect(x: 16 + 117 + 45, y: 16, width: 19, height: 30))
        #expect(result["c"]?.frame == Rect(x: 16 + 234 + 45, y: 16 + 5, width: 19, height: 20))
        #expect(result["d"]?.frame == Rect(x: 16 + 34, y: 16 + 30 + 12, width: 41, height: 10))
        #expect(result.root.contentFrame.height == 30 + 12 + 10)
        #expect(result.root.contentFrame.width == 343)
    }

    /// `LazyHGrid`: rows from the height, cells column by column, columns as wide as their widest
    /// cell and 8 pt apart by default.
    @Test func aHorizontalGridFillsColumnByColumn() throws {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30), spacing: 4)]) {
            Box(width: 20, height: 20).id("a")
            Box(width: 36, height: 20).id("b")
            Box(width: 20, height: 20).id("c")
        }.padding(16)
        let result = try Layouts.layout(view)
        let x = result.root.contentFrame.x
        #expect(result["a"]?.frame == Rect(x: x + 8, y: 16 + 5, width: 20, height: 20))
        #expect(result["b"]?.frame == Rect(x: x, y: 16 + 38 + 5, width: 36, height: 20))
        #expect(result["c"]?.frame == Rect(x: x + 36 + 8, y: 16 + 5, width: 20, height: 20))
        #expect(result.root.contentFrame.width == 36 + 8 + 20)
        #expect(result.root.contentFrame.height == 68)
    }

    /// In right-to-left layouts the first column is on the right.
    @Test func rightToLeftPutsTheFirstColumnOnTheRight() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(50))]) {
            Color.red.id("first")
            Color.red.id("second")
        }
        let result = try Layouts.solver.layout(
            view, name: "Test", theme: .designFoundation, environment: LayoutEnvironment(width: 375, displayScale: 2, locale: "ar"))
        let grid = result.root.contentFrame
        #expect(grid.width == 158)
        #expect(result["first"]?.frame.maxX == grid.maxX && result["first"]?.frame.width == 100)
        #expect(result["second"]?.frame.x == grid.x && result["second"]?.frame.width == 50)
    }

    /// Offered no width (in a horizontal scroll view), a flexible column is as wide as its
    /// widest cell's ideal width, within its bounds (an estimate).
    @Test func withoutAWidthFlexibleColumnsTakeTheirCellsWidths() throws {
        let view = ScrollView(.horizontal) {
            LazyVGrid(columns: [GridItem(), GridItem(.flexible(maximum: 30))]) {
                Box(width: 40, height: 10)
                Box(width: 20, height: 10)
                Box(width: 24, height: 10)
                Box(width: 50, height: 10)
            }.id("grid")
        }
        let grid = try #require(try Layouts.layout(view)["grid"]).frame
        #expect(grid.width == 40 + 8 + 30)
        #expect(grid.height == 10 + 8 + 10)
    }

    /// Values SwiftUI would not lay out are errors naming the grid's path.
    @Test(arguments: [
        ([GridItem](), "a grid needs at least one GridItem"),
        ([GridItem(.fixed(-4))], "GridItem 0 fixed size must be a finite number of points, 0 or more, got -4.0"),
        ([GridItem(), GridItem(.flexible(minimum: 50, maximum: 20))], "GridItem 1 minimum 50.0 is more than its maximum 20.0"),
        ([GridItem(.adaptive(minimum: 0))], "GridItem 0 adaptive minimum must be more than 0"),
        ([GridItem(spacing: -1)], "GridItem 0 spacing must be a finite number of points, 0 or more, got -1.0"),
    ])
    func badItemsAreErrors(_ items: [GridItem], _ message: String) {
        #expect {
            try Layouts.layout(VStack { LazyVGrid(columns: items) { Text("A") } })
        } throws: { error in
            guard case OversetLayoutError.invalidValue(let path, let got) = error else { return false }
            return path == "Test/VStack/LazyVGrid[0]" && got == message
        }
    }

    /// A grid's spacing is bounded like a stack's: 1e308 times the columns once made a grid
    /// infinitely wide.
    @Test(arguments: [1e308, 10_001, -1])
    func gridSpacingPastTheBoundIsRefused(_ spacing: Double) {
        #expect(throws: OversetLayoutError.self) {
            try Layouts.layout(
                Grid(horizontalSpacing: spacing) {
                    GridRow {
                        Text("A")
                        Text("B")
                        Text("C")
                    }
                })
        }
    }
}
