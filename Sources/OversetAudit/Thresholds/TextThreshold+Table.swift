import OversetLayout
internal import OversetPlumbing
import OversetStyle

extension TextThreshold {
    /// A table of thresholds: per text, the first failing category at each width and the
    /// narrowest fitting width at each searched category.
    public static func table(_ thresholds: [TextThreshold]) -> String {
        guard let first = thresholds.first else { return "No texts to search.\n" }
        // Columns from every text: a screen of fixed width searches only its own width, so the
        // first text's columns are not every text's ("—": not searched there).
        let widths = Set(thresholds.flatMap(\.firstFailingCategory.keys)).sorted()
        let categories = Set(thresholds.flatMap(\.narrowestFittingWidth.keys)).sorted()
        let header = ["SCREEN", "TEXT"] + widths.map { "FAILS FROM @\(NumberText.shortest($0))" } + categories.map { "FITS DOWN TO @\($0.shortName)" }
        let rows = thresholds.map { threshold -> [String] in
            let name = threshold.path.split(separator: "/").last.map(String.init) ?? threshold.path
            let excerpt = threshold.text.excerpt(maximumLength: 28)
            return [threshold.screen, "\(name) \"\(excerpt)\""]
                + widths.map { width in
                    guard let found = threshold.firstFailingCategory[width] else { return "—" }
                    return found?.shortName ?? "never"
                }
                + categories.map { category in
                    guard let found = threshold.narrowestFittingWidth[category] else { return "—" }
                    return found.map { NumberText.shortest($0) + " pt" } ?? "no fit"
                }
        }
        return "Thresholds (preset \(first.preset), locale \(first.locale)):\n" + TextTable(header: header, rows: rows).text
    }
}
