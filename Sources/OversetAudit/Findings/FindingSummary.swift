import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// Words for a set of environments: "from AX2 upward at 320 and 375", "at L–XL at 320 in copper".
enum FindingSummary {
    static func describe(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
        // Categories per width; widths with the same categories are named together.
        var widths: [Double] = []
        var categoriesByWidth: [Double: Set<DynamicTypeSize>] = [:]
        for environment in environments {
            if categoriesByWidth[environment.width] == nil { widths.append(environment.width) }
            categoriesByWidth[environment.width, default: []].insert(environment.category)
        }
        var clauses: [(categories: String, widths: [Double])] = []
        for width in widths.sorted() {
            let text = categories(categoriesByWidth[width]!, matrix: matrix)
            if let index = clauses.firstIndex(where: { $0.categories == text }) {
                clauses[index].widths.append(width)
            } else {
                clauses.append((text, [width]))
            }
        }
        var parts = clauses.map { clause in
            let allWidths = Set(clause.widths) == Set(matrix.widths) && matrix.widths.count > 1
            return clause.categories + (allWidths ? " at every width" : " at " + list(clause.widths.map(format)))
        }
        let presets = ordered(environments.map { $0.preset ?? "default" }, by: matrix.presets)
        if matrix.presets.count > 1, Set(presets) != Set(matrix.presets) { parts.append("in " + list(presets)) }
        let locales = ordered(environments.map(\.locale), by: matrix.locales)
        if matrix.locales.count > 1, Set(locales) != Set(matrix.locales) { parts.append("in " + list(locales)) }
        let boldText = Set(environments.map(\.legibilityWeight))
        if matrix.legibilityWeights.count > 1, boldText.count == 1 { parts.append(boldText.first == .bold ? "with Bold Text" : "without Bold Text") }
        return parts.joined(separator: "; ")
    }

    /// "at every size", "from AX2 upward", "at L", "at XS–M and AX3".
    static func categories(_ set: Set<DynamicTypeSize>, matrix: AuditMatrix) -> String {
        let all = matrix.categories.sorted()
        let chosen = all.filter(set.contains)
        if chosen.count == all.count, all.count > 1 { return "at every size" }
        if let first = chosen.first, chosen.count > 1, chosen == Array(all.drop { $0 < first }) {
            return "from \(first.shortName) upward"
        }
        // Runs of neighbouring categories in the matrix.
        var runs: [[DynamicTypeSize]] = []
        for category in chosen {
            if let last = runs.last?.last, let lastIndex = all.firstIndex(of: last), all.firstIndex(of: category) == lastIndex + 1 {
                runs[runs.count - 1].append(category)
            } else {
                runs.append([category])
            }
        }
        return "at " + list(runs.map { $0.count == 1 ? $0[0].shortName : "\($0[0].shortName)–\($0[$0.count - 1].shortName)" })
    }

    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    static func format(_ width: Double) -> String { NumberText.shortest(width) }

    private static func ordered(_ values: [String], by order: [String]) -> [String] {
        let present = Set(values)
        return order.filter(present.contains) + present.subtracting(order).sorted()
    }
}
