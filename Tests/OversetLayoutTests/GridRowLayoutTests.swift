import Foundation
import OversetLayout
import Testing

/// `Grid` and `GridRow` against frames computed by hand from Apple's `Grid` documentation:
/// columns as wide as their widest cell, rows as tall as their tallest, a view outside a
/// `GridRow` across all the columns, a flexible view taking what its column is given; cells
/// centred in their slots by default; 8 pt between columns and rows unless given (an
/// estimate). Fixed boxes keep fonts out of the arithmetic; a grid narrower than the 375 pt
/// screen is centred on it.
@Suite struct GridRowLayoutTests {
    /// Columns 50 (max of 50, 20) and 31 + 40 = 71 (max of 31, 71) wide, rows 20 and 40 tall:
    /// the grid is 50 + 8 + 71 = 129 wide, 20 + 8 + 40 = 68 tall, at x (375 − 129) / 2 = 123.
    @Test func columnsTakeTheWidestCellAndRowsTheTallest() throws {
        let view = Grid {
            GridRow {
                Box(width: 50, height: 20).id("a")
                Box(width: 31, height: 10).id("b")
            }
            GridRow {
                Box(width: 20, height: 40).id("c")
                Box(width: 71, height: 10).id("d")
            }
        }.id("grid")
        let result = try Layouts.layout(view)
        #expect(try #require(result["grid"]).frame == Rect(x: 123, y: 0, width: 129, height: 68))
        // Centred in slots: b in (181, 0, 71, 20); c in (123, 28, 50, 40); d in (181, 28, 71, 40).
        #expect(try #require(result["a"]).frame == Rect(x: 123, y: 0, width: 50, height: 20))
        #expect(try #require(result["b"]).frame == Rect(x: 201, y: 5, width: 31, height: 10))
        #expect(try #require(result["c"]).frame == Rect(x: 138, y: 28, width: 20, height: 40))
        #expect(try #require(result["d"]).frame == Rect(x: 181, y: 43, width: 71, height: 10))
    }

    /// A row's modifiers apply to each cell, as a `Group`'s apply to each member (Apple's
    /// `Group` documentation): padded by 4, the first row's cells are 58 × 28 and 39 × 18, so
    /// the columns are 58 and 71 wide, the rows 28 and 40 tall; the grid, 58 + 8 + 71 = 137 wide,
    /// sits at x (375 − 137) / 2 = 119. b's padded cell is centred in its 71 × 28 slot at x 185:
    /// (201, 5). (A view's frame is its outermost modifier's: the padded cell's.)
    @Test func aRowsModifiersApplyToEachCell() throws {
        let view = Grid {
            GridRow {
                Box(width: 50, height: 20).id("a")
                Box(width: 31, height: 10).id("b")
            }.padding(4)
            GridRow {
                Box(width: 20, height: 40)
                Box(width: 71, height: 10)
            }
        }.id("grid")
        let result = try Layouts.layout(view)
        #expect(try #require(result["grid"]).frame == Rect(x: 119, y: 0, width: 137, height: 76))
        #expect(try #require(result["a"]).frame == Rect(x: 119, y: 0, width: 58, height: 28))
        #expect(try #require(result["b"]).frame == Rect(x: 201, y: 5, width: 39, height: 18))
    }

    /// A `Divider` outside a row spans the columns and, being flexible, makes the grid as wide
    /// as it is offered (Apple's `gridCellUnsizedAxes(_:)` is the way to stop it): 375 pt, the
    /// columns from its leading edge (the second at 50 + 8 = 58).
    @Test func aFlexibleViewOutsideARowWidensTheGrid() throws {
        let view = Grid {
            GridRow {
                Box(width: 50, height: 20)
                Box(width: 71, height: 20).id("second")
            }
            Divider().id("divider")
            GridRow { Box(width: 50, height: 20).id("below") }
        }
        let result = try Layouts.layout(view)
        let divider = try #require(result["divider"]).frame
        #expect(divider.x == 0 && divider.width == 375 && divider.y == 28)
        #expect(try #require(result["second"]).frame.x == 58)
        // Below the divider (1/3 pt at @3x) and 8 pt: 28 + 1/3 + 8.
        #expect(Layouts.same(try #require(result["below"]).frame.y, 28 + 1.0 / 3 + 8))
    }

    /// A flexible colour's column takes what the fixed one leaves: 375 − 8 − 50 = 317.
    @Test func aFlexibleCellTakesWhatItsColumnIsGiven() throws {
        let view = Grid {
            GridRow {
                Box(width: 50, height: 20)
                Color.red.frame(height: 20).id("flexible")
            }
        }
        let result = try Layouts.layout(view)
        #expect(try #require(result["flexible"]).frame == Rect(x: 58, y: 0, width: 317, height: 20))
    }

    /// Given spacings and alignments: columns 41 and 20 with no space between (61 wide, at
    /// (375 − 61) / 2 = 157), rows 30 and 10 with 4 between; top-leading cells; a row's own
    /// bottom alignment puts its 10 pt box 30 − 10 = 20 down.
    @Test func spacingAndAlignmentAreTheGridsAndTheRows() throws {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 4) {
            GridRow {
                Box(width: 10, height: 10).id("a")
                Box(width: 20, height: 30).id("b")
            }
            GridRow { Box(width: 41, height: 10).id("c") }
            GridRow(alignment: .bottom) {
                Box(width: 10, height: 10).id("d")
                Box(width: 20, height: 30)
            }
        }
        let result = try Layouts.layout(view)
        #expect(try #require(result["a"]).frame == Rect(x: 157, y: 0, width: 10, height: 10))
        #expect(try #require(result["b"]).frame == Rect(x: 198, y: 0, width: 20, height: 30))
        #expect(try #require(result["c"]).frame == Rect(x: 157, y: 34, width: 41, height: 10))
        #expect(try #require(result["d"]).frame == Rect(x: 157, y: 68, width: 10, height: 10))
    }

    /// Right to left, the first column is on the right: 375 − 123 − 50 = 202.
    @Test func rightToLeftTheFirstColumnIsOnTheRight() throws {
        let view = Grid {
            GridRow {
                Box(width: 50, height: 20).id("first")
                Box(width: 71, height: 20)
            }
        }
        let result = try Layouts.solver.layout(
            view.node, name: "Test", theme: .designFoundation, environment: LayoutEnvironment(width: 375, isRightToLeft: true))
        #expect(try #require(result["first"]).frame == Rect(x: 202, y: 0, width: 50, height: 20))
    }

    /// Outside a grid, a row's views are a group's: in a VStack, one above the other.
    @Test func aRowOutsideAGridIsAGroup() throws {
        let result = try Layouts.layout(
            VStack(spacing: 0) {
                GridRow {
                    Box(width: 10, height: 10)
                    Box(width: 10, height: 10).id("second")
                }
            })
        #expect(try #require(result["second"]).frame.y == 10)
    }

    @Test(arguments: [
        (#"{"grid": {"horizontalSpacing": -1}}"#, "spec.json: screens[0].body.grid.horizontalSpacing:"),
        (#"{"grid": {"verticalSpacing": "wide"}}"#, "spec.json: screens[0].body.grid.verticalSpacing:"),
        (#"{"gridRow": {"alignment": "leading"}}"#, "spec.json: screens[0].body.gridRow.alignment:"),
        (#"{"grid": {"columns": 2}}"#, "spec.json: screens[0].body.grid.columns: unknown key"),
    ])
    func badValuesNameTheirPath(body: String, message: String) throws {
        let error = try #require(Layouts.specError(body: body), "read without an error")
        #expect(error.hasPrefix(message), "got: \(error)")
    }

    /// A negative spacing from the DSL is an error naming the grid.
    @Test func aNegativeSpacingIsAnError() {
        #expect {
            _ = try Layouts.layout(Grid(horizontalSpacing: -4) { GridRow { Box(width: 10, height: 10) } })
        } throws: { error in
            guard case OversetLayoutError.invalidValue(let path, let message) = error else { return false }
            return path == "Test/Grid" && message.contains("horizontalSpacing")
        }
    }
}
