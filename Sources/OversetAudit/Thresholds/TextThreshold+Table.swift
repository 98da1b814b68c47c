import OversetLayout
internal import OversetPlumbing
import OversetStyle

extension TextThreshold {
    /// A table of thresholds: per text, the first failing category at each width and the
    /// narrowest fitting width at each searched category; a table per Bold Text setting searched.
    public static func table(_ thresholds: [TextThreshold]) -> String {
        guard !thresholds.isEmpty else { return "No texts to search.\n" }
        var weights: [LegibilityWeight] = []
        for threshold in thresholds where !weights.contains(threshold.legibilityWeight) { weights.append(threshold.legibilityWeight) }
        return weights.map { weight in table(of: thresholds.filter { $0.legibilityWeight == weight }) }.joined(separator: "\n")
    }

    /// One table, of thresholds searched with the same Bold Text setting.
    private static func table(of thresholds: [TextThreshold]) -> String {
        let first = thresholds[0]
        // Columns from every text: a screen of fixed width searches only its own width, so the
        // first text's columns are not every text's ("—": not searched there).
        let widths = Set(thresholds.flatMap(\.firstFailingCategory.keys)).sorted()
        let categories = Set(thresholds.flatMap(\.narrowestFittingWidth.keys)).sorted()
        let header = ["SCREEN", "TEXT"] + widths.map { "FAILS FROM @\(NumberText.shortest($0))" } + categories.map { "FITS DOWN TO @\($0.shortName)" }
        let rows = thresholds.map { threshold -> [String] in
            let name = threshold.path.split(separator: "/").last.map(String.init) ?? threshold.path
            let excerpt = threshold.text.excerpt(maximumLength: 28)
            return [TerminalText.escaped(threshold.screen), TerminalText.escaped("\(name) \"\(excerpt)\"")]
                + widths.map { width in
                    guard let found = threshold.firstFailingCategory[width] else { return "—" }
                    return found?.shortName ?? "never"
                }
                + categories.map { category in
                    guard let found = threshold.narrowestFittingWidth[category] else { return "—" }
                    return found.map { NumberText.shortest($0) + " pt" } ?? "no fit"
                }
        }
        let setting = first.legibilityWeight == .bold ? ", Bold Text" : ""
        let heading = TerminalText.escaped("Thresholds (preset \(first.preset), locale \(first.locale)\(setting)):")
        return heading + "\n" + TextTable(header: header, rows: rows).text
    }
}
