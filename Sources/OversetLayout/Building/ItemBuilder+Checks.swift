/// The checks of a view tree's numbers, each naming the view and the value: lengths, signed
/// lengths, spacings, grid items and lengths written from a reader's size.
extension ItemBuilder {
    /// A length written from a reader's size: shares of its sides within ±100, points within
    /// ±10000.
    func checkProxy(_ length: ProxyLength, _ name: String, _ path: String) throws(OversetLayoutError) {
        let limit = ProxyLength.maximumFactor
        for value in [length.width, length.height] where !value.isFinite || abs(value) > limit {
            throw .invalidValue(
                path: path,
                message: "\(name) takes from -\(Int(limit)) to \(Int(limit)) of a width or height (the reader's, or the view's for a guide), got \(value)")
        }
        _ = try checkSigned(length.points, "\(name) points", path)
    }

    /// A grid's spacing: from 0 to 10000 points (multiplied by the columns, a larger one once
    /// made a grid infinitely wide).
    func checkSpacing(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, value >= 0, value <= LayoutEnvironment.maximumWidth else {
            throw .invalidValue(path: path, message: "\(name) must be from 0 to 10000 points, got \(value)")
        }
        return value
    }

    /// A length that must be finite and not negative.
    func check(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, value >= 0 else {
            throw .invalidValue(path: path, message: "\(name) must be a finite number of points, 0 or more, got \(value)")
        }
        return value
    }

    /// A grid's items, checked: at least one; lengths finite and 0 or more (an adaptive minimum
    /// more than 0); a minimum no more than its maximum.
    func checkGridItems(_ items: [GridItem], path: String) throws(OversetLayoutError) -> [GridItem] {
        guard !items.isEmpty else { throw .invalidValue(path: path, message: "a grid needs at least one GridItem") }
        for (index, item) in items.enumerated() {
            let name = "GridItem \(index)"
            _ = try item.spacing.map { v throws(OversetLayoutError) in try check(v, "\(name) spacing", path) }
            switch item.size {
            case .fixed(let length):
                _ = try check(length, "\(name) fixed size", path)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                _ = try check(minimum, "\(name) minimum", path)
                if case .adaptive = item.size, minimum == 0 {
                    throw .invalidValue(path: path, message: "\(name) adaptive minimum must be more than 0")
                }
                guard !maximum.isNaN, maximum >= minimum else {
                    throw .invalidValue(path: path, message: "\(name) minimum \(minimum) is more than its maximum \(maximum)")
                }
            }
        }
        return items
    }

    /// A length that may be negative (padding, an offset): finite and from −10000 to 10000.
    func checkSigned(_ value: Double, _ name: String, _ path: String) throws(OversetLayoutError) -> Double {
        guard value.isFinite, abs(value) <= LayoutEnvironment.maximumWidth else {
            throw .invalidValue(path: path, message: "\(name) must be a finite number of points from -10000 to 10000, got \(value)")
        }
        return value
    }
}
