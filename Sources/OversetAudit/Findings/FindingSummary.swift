import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// Words for a set of environments: "from AX2 upward at 320 and 375", "at L–XL at 320 in copper",
/// "in de: from AX2 upward at every width; in en-XA: from AX3 upward at 320".
///
/// Sizes and widths are described per variant (preset, locale and Bold Text), and variants that
/// behave alike share one clause, so that no locale is said to fail where only another does.
enum FindingSummary {
    /// What sets one layout of a screen apart from another, besides its category and width.
    struct Variant: Hashable {
        var preset: String
        var locale: String
        var legibilityWeight: LegibilityWeight
    }

    static func describe(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
        var variants: [Variant] = []
        var byVariant: [Variant: [LayoutEnvironment]] = [:]
        for environment in environments {
            let variant = Variant(preset: environment.preset ?? "default", locale: environment.locale, legibilityWeight: environment.legibilityWeight)
            if byVariant[variant] == nil { variants.append(variant) }
            byVariant[variant, default: []].append(environment)
        }
        // Variants whose sizes and widths read the same share a clause, in order of appearance.
        var clauses: [(place: String, variants: [Variant])] = []
        for variant in variants {
            let place = sizesAndWidths(byVariant[variant]!, matrix: matrix)
            if let index = clauses.firstIndex(where: { $0.place == place }) {
                clauses[index].variants.append(variant)
            } else {
                clauses.append((place, [variant]))
            }
        }
        guard clauses.count > 1 else {
            return clauses.map { ([$0.place] + qualifiers($0.variants, matrix: matrix)).joined(separator: "; ") }.joined()
        }
        // Several: each group of variants leads its own sizes and widths.
        return clauses.map { qualifiers($0.variants, matrix: matrix).joined(separator: ", ") + ": " + $0.place }.joined(separator: "; ")
    }

    /// "from AX2 upward at 320 and 375": categories per width, widths with the same categories together.
    static func sizesAndWidths(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
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
        return clauses.map { clause in
            let allWidths = Set(clause.widths) == Set(matrix.widths) && matrix.widths.count > 1
            return clause.categories + (allWidths ? " at every width" : " at " + list(clause.widths.map(format)))
        }.joined(separator: "; ")
    }

    /// "in copper", "in de and en-XA", "with Bold Text": what a clause's variants have in common
    /// that the whole matrix does not. Variants that are not every combination of their presets,
    /// locales and weights are named one by one ("in de (copper) and fr (default)").
    static func qualifiers(_ variants: [Variant], matrix: AuditMatrix) -> [String] {
        let presets = ordered(variants.map(\.preset), by: matrix.presets)
        let locales = ordered(variants.map(\.locale), by: matrix.locales)
        let weights = Set(variants.map(\.legibilityWeight))
        guard Set(variants).count == presets.count * locales.count * weights.count else {
            let names = variants.map { variant in
                var name = variant.locale
                var details: [String] = []
                if matrix.presets.count > 1 { details.append(variant.preset) }
                if matrix.legibilityWeights.count > 1 { details.append(variant.legibilityWeight == .bold ? "Bold Text" : "regular") }
                if !details.isEmpty { name += " (" + details.joined(separator: ", ") + ")" }
                return name
            }
            return ["in " + list(names)]
        }
        var parts: [String] = []
        if matrix.presets.count > 1, Set(presets) != Set(matrix.presets) { parts.append("in " + list(presets)) }
        if matrix.locales.count > 1, Set(locales) != Set(matrix.locales) { parts.append("in " + list(locales)) }
        if matrix.legibilityWeights.count > 1, weights.count == 1 { parts.append(weights.first == .bold ? "with Bold Text" : "without Bold Text") }
        return parts
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
