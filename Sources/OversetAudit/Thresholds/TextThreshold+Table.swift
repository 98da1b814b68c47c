import OversetLayout
internal import OversetPlumbing
import OversetStyle

extension TextThreshold {
    /// A table of thresholds: per text, the first failing category at each width and the
    /// narrowest fitting width at each searched category.
    public static func table(_ thresholds: [TextThreshold]) -> String {
        guard let first = thresholds.first else { return "No texts to search.\n" }
        let widths = first.firstFailingCategory.keys.sorted()
        let categories = first.narrowestFittingWidth.keys.sorted()
        let header = ["SCREEN", "TEXT"] + widths.map { "FAILS FROM @\(NumberText.shortest($0))" } + categories.map { "FITS DOWN TO @\($0.shortName)" }
        let rows = thresholds.map { threshold -> [String] in
            let name = threshold.path.split(separator: "/").last.map(String.init) ?? threshold.path
            let excerpt = threshold.text.count > 28 ? String(threshold.text.prefix(27)) + "…" : threshold.text
            return [threshold.screen, "\(name) \"\(excerpt)\""]
                + widths.map { width in (threshold.firstFailingCategory[width] ?? nil)?.shortName ?? "never" }
                + categories.map { category in (threshold.narrowestFittingWidth[category] ?? nil).map { NumberText.shortest($0) + " pt" } ?? "no fit" }
        }
        return "Thresholds (preset \(first.preset), locale \(first.locale)):\n" + TextTable(header: header, rows: rows).text
    }
}
