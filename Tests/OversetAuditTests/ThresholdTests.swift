import OversetAudit
import OversetLayout
import OversetStyle
import Testing

/// Threshold search against brute force over every category and every whole-point width.
@Suite struct ThresholdTests {
    static let screens: [AuditScreen] = [
        Audits.fragile,
        AuditScreen(
            name: "Row",
            body: HStack {
                Text("Monthly revenue", style: "label").lineLimit(1).id("label")
                Spacer()
                Text("$48,200", style: "headline").fixedSize().id("value")
            }.node, theme: .designFoundation),
        // The narrow variant shows only where the wide one does not fit (issue 33: its texts,
        // which truncate at large sizes, were missing from the thresholds).
        AuditScreen(
            name: "Adaptive",
            body: ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Monthly revenue", style: "label").lineLimit(1).id("wide")
                    Text("$48,200", style: "headline").fixedSize()
                }
                VStack(alignment: .leading) {
                    Text("Monthly revenue", style: "label").lineLimit(1).id("narrow")
                    Text("$48,200", style: "headline").lineLimit(1).id("amount")
                }
            }.node, theme: .designFoundation),
    ]

    @Test func searchAgreesWithBruteForce() throws {
        let matrix = AuditMatrix(presets: ["default"], widths: [200, 320])
        let thresholds = try ThresholdSearch(solver: Audits.solver, localizer: Localizer(catalog: nil)).run(Self.screens, matrix: matrix)
        #expect(thresholds.count == 7)
        #expect(thresholds.contains { $0.path.hasSuffix("Text\"narrow\"") } && thresholds.contains { $0.path.hasSuffix("Text\"amount\"") })
        for threshold in thresholds {
            let screen = Self.screens.first { $0.name == threshold.screen }!
            func fits(_ category: DynamicTypeSize, _ width: Double) throws -> Bool {
                let layout = try Audits.solver.layout(
                    screen.body, name: screen.name, theme: screen.theme,
                    environment: LayoutEnvironment(category: category, width: width))
                return !layout.diagnostics.contains { $0.severity == .error && $0.path == threshold.path }
            }
            for width in matrix.widths {
                let brute = try DynamicTypeSize.allCases.first { try !fits($0, width) }
                #expect(threshold.firstFailingCategory[width] == brute, "\(threshold.path) at \(width)")
            }
            for (category, found) in threshold.narrowestFittingWidth {
                var brute: Double?
                for width in stride(from: 320.0, through: 1, by: -1) {
                    if try fits(category, width) { brute = width } else { break }
                }
                #expect(found == brute, "\(threshold.path) at \(category)")
            }
        }
    }

    @Test func fragileTextFailsFromAKnownCategory() throws {
        let matrix = AuditMatrix(presets: ["default"], widths: [430])
        let thresholds = try ThresholdSearch(solver: Audits.solver, localizer: Localizer(catalog: nil)).run([Audits.fragile], matrix: matrix)
        let first = try #require(thresholds.first?.firstFailingCategory[430] ?? nil)
        #expect(first > .large)
        #expect(TextThreshold.table(thresholds).contains("FAILS FROM @430"))
    }

    /// Columns come from every text, not the first (issue 15: a fluid text after a fixed-width
    /// one showed "never" at widths it was never searched at, while it truncates at 320).
    @Test func theTableHasEveryTextsColumns() {
        let fixed = TextThreshold(
            screen: "Fixed", path: "Fixed/Text", text: "a", preset: "default", locale: "en", firstFailingCategory: [200: nil],
            narrowestFittingWidth: [.large: 40])
        let fluid = TextThreshold(
            screen: "Fluid", path: "Fluid/Text", text: "b", preset: "default", locale: "en",
            firstFailingCategory: [320: .accessibility2, 375: nil], narrowestFittingWidth: [.large: 90, .accessibility5: nil])
        let lines = TextThreshold.table([fixed, fluid]).split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(lines[1] == "SCREEN TEXT FAILS FROM @200 FAILS FROM @320 FAILS FROM @375 FITS DOWN TO @L FITS DOWN TO @AX5")
        #expect(lines[2] == "Fixed Text \"a\" never — — 40 pt —")
        #expect(lines[3] == "Fluid Text \"b\" — AX2 never 90 pt no fit")
    }
}
