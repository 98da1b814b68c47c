import OversetLayout
internal import OversetPlumbing
import OversetStyle

/// Words for a set of environments: "from AX2 upward at 320 and 375", "at L–XL at 320 in copper",
/// "in de: from AX2 upward at every width; in en-XA: from AX3 upward at 320".
///
/// Sizes and widths are described per variant (preset, locale and Bold Text), and variants that
/// behave alike share one clause, so that no locale is said to fail where only another does.
enum FindingSummary {
    /// What sets one layout of a screen apart from another besides its category and width: its
    /// value of each variant dimension (preset, locale, Bold Text), in `variants` order.
    struct Variant: Hashable {
        var values: [AnyHashable]
    }

    /// The dimensions that tell variants apart, in the order summaries name them.
    static let variants: [any AuditDimension] = AuditDimensions.all.filter {
        if case .variant = $0.role { return true }
        return false
    }

    /// How long a summary may be before it is given in brief (`brief(_:matrix:)`): a table's
    /// "where" column and a JSON `summary` stay readable; every environment is still in the JSON.
    static let maximumLength = 200

    static func describe(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
        let full = detailed(environments, matrix: matrix)
        return full.count <= maximumLength ? full : brief(environments, matrix: matrix)
    }

    /// Each group of variants with its own sizes and widths.
    static func detailed(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
        var variants: [Variant] = []
        var byVariant: [Variant: [LayoutEnvironment]] = [:]
        for environment in environments {
            let variant = Variant(values: Self.variants.map { $0.anyValue(of: environment) })
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

    /// "12 layouts at AX2–AX5, 320–375 pt, in de, fr and 3 more locales, with and without Bold
    /// Text": the ranges the environments span, for a summary too long to read whole.
    static func brief(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
        // Every category given counts, one outside the matrix too (a report built in code once
        // trapped here).
        guard !environments.isEmpty else { return "no layouts" }
        let categories = Set(environments.map(\.category)).sorted()
        let widths = Set(environments.map(\.width)).sorted()
        var parts = [
            "\(environments.count) layouts at "
                + (categories.count == 1 ? categories[0].shortName : "\(categories[0].shortName)–\(categories[categories.count - 1].shortName)"),
            (widths.count == 1 ? format(widths[0]) : "\(format(widths[0]))–\(format(widths[widths.count - 1]))") + " pt",
        ]
        for dimension in Self.variants where dimension.count(in: matrix) > 1 {
            let chosen = ordered(
                environments.map { dimension.anyValue(of: $0) }, by: dimension.anyValues(in: matrix), spelledBy: dimension)
            switch dimension.role {
            case .variant(.setting(let onSpelling, let on, let off), _):
                parts.append(chosen.count > 1 ? "with and without" + on.dropFirst("with".count) : dimension.anySpelling(chosen[0]) == onSpelling ? on : off)
            case .variant(let qualifier, _):
                let names = chosen.map(dimension.anySpelling)
                let preposition = qualifier.preposition
                if Set(chosen) == Set(dimension.anyValues(in: matrix)) {
                    parts.append("\(preposition) every \(dimension.noun)")
                } else {
                    parts.append(
                        names.count <= 3
                            ? "\(preposition) " + list(names)
                            : "\(preposition) \(names.prefix(2).joined(separator: ", ")) and \(names.count - 2) more \(dimension.noun)s")
                }
            default: break
            }
        }
        return parts.joined(separator: ", ")
    }

    /// "from AX2 upward at 320 and 375": categories per width, widths with the same categories together.
    /// With devices, the sizes alone: the device, a variant, says where ("at AX5; on iPhone SE
    /// (3rd generation)").
    static func sizesAndWidths(_ environments: [LayoutEnvironment], matrix: AuditMatrix) -> String {
        guard matrix.devices.isEmpty else { return categories(Set(environments.map(\.category)), matrix: matrix) }
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
    /// that the whole matrix does not. Variants that are not every combination of their values
    /// are named one by one ("in de (copper) and fr (default)"): by the leading dimension's
    /// value (the locale), with the others' in brackets where the matrix has several.
    static func qualifiers(_ variants: [Variant], matrix: AuditMatrix) -> [String] {
        let values = Self.variants.indices.map { index in
            ordered(variants.map { $0.values[index] }, by: Self.variants[index].anyValues(in: matrix), spelledBy: Self.variants[index])
        }
        guard Set(variants).count == values.map(\.count).reduce(1, *) else {
            // Each leading value once, with the details of its variants unless it has them all.
            var leads: [String] = []
            var detailsByLead: [String: [String]] = [:]
            for variant in variants {
                var lead: [String] = []
                var details: [String] = []
                for (index, dimension) in Self.variants.enumerated() {
                    let value = variant.values[index]
                    switch dimension.role {
                    case .variant(.leading, _): lead.append(dimension.anySpelling(value))
                    case .variant(.setting(let onSpelling, let on, let off), _) where dimension.count(in: matrix) > 1:
                        details.append(dimension.anySpelling(value) == onSpelling ? on : off)
                    case .variant(.listed, _) where dimension.count(in: matrix) > 1: details.append(dimension.anySpelling(value))
                    default: break
                    }
                }
                let name = lead.joined(separator: " ")
                if detailsByLead[name] == nil { leads.append(name) }
                detailsByLead[name, default: []].append(details.joined(separator: ", "))
            }
            let combinations = Self.variants.filter {
                if case .variant(.leading, _) = $0.role { return false }
                return $0.count(in: matrix) > 1
            }.map { $0.count(in: matrix) }.reduce(1, *)
            let names = leads.map { lead in
                let details = detailsByLead[lead]!.filter { !$0.isEmpty }
                guard !details.isEmpty, details.count < combinations else { return lead }
                return lead + " (" + details.joined(separator: "; ") + ")"
            }
            return ["in " + list(names)]
        }
        var parts: [String] = []
        for (index, dimension) in Self.variants.enumerated() where dimension.count(in: matrix) > 1 {
            let chosen = values[index]
            switch dimension.role {
            case .variant(.setting(let onSpelling, let on, let off), _):
                if chosen.count == 1 { parts.append(dimension.anySpelling(chosen[0]) == onSpelling ? on : off) }
            case .variant(let qualifier, _):
                if Set(chosen) != Set(dimension.anyValues(in: matrix)) {
                    parts.append("\(qualifier.preposition) " + list(chosen.map(dimension.anySpelling)))
                }
            default: break
            }
        }
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

    /// `values` without repeats, in the matrix's order; values the matrix lacks (a screen's own
    /// preset) after them, by their spelling.
    private static func ordered(_ values: [AnyHashable], by order: [AnyHashable], spelledBy dimension: any AuditDimension) -> [AnyHashable] {
        let present = Set(values)
        return order.filter(present.contains) + present.subtracting(order).sorted { dimension.anySpelling($0) < dimension.anySpelling($1) }
    }
}
