import Testing

@testable import OversetLayout

/// How stacks, lists and pickers take their children (`ViewNode.inLine`): groups and `ForEach`es
/// in line, at any depth; a group with modifiers or an id as one view; a `GridRow` as a group
/// outside a grid and as a row in one.
@Suite struct InLineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var views: [ViewNode]
        var keepsGridRows = false
        var expected: [ViewNode]
    }

    static func text(_ string: String) -> ViewNode { ViewNode(.text(TextContent(string), style: nil)) }
    static let (a, b, c) = (text("a"), text("b"), text("c"))
    static let row = ViewNode.gridRow(alignment: nil, [a, b])

    static let cases: [Case] = [
        Case(testDescription: "no group", views: [a, b, c], expected: [a, b, c]),
        Case(testDescription: "a group's children", views: [a, ViewNode(.group([b, c]))], expected: [a, b, c]),
        Case(testDescription: "nested groups", views: [ViewNode(.group([a, ViewNode(.group([b]))])), c], expected: [a, b, c]),
        Case(testDescription: "an empty group is no view", views: [a, ViewNode(.group([])), b], expected: [a, b]),
        Case(
            testDescription: "a group with a modifier is one view", views: [a, ViewNode(.group([b, c]), modifiers: [.resizable])],
            expected: [a, ViewNode(.group([b, c]), modifiers: [.resizable])]),
        Case(
            testDescription: "a group with an id is one view", views: [ViewNode(.group([a, b]), id: "g")],
            expected: [ViewNode(.group([a, b]), id: "g")]),
        Case(testDescription: "a grid row outside a grid", views: [c, row], expected: [c, a, b]),
        Case(testDescription: "a grid's own rows", views: [row, c], keepsGridRows: true, expected: [row, c]),
        Case(testDescription: "a grid's rows in a group", views: [ViewNode(.group([row])), c], keepsGridRows: true, expected: [row, c]),
        Case(testDescription: "no views", views: [], expected: []),
    ]

    @Test(arguments: cases)
    func viewsComeInLine(_ testCase: Case) {
        #expect(ViewNode.inLine(testCase.views, keepsGridRows: testCase.keepsGridRows) == testCase.expected)
    }
}
